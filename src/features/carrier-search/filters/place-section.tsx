import { MultiSelect, Select } from '@mantine/core';
import { useActiveClassifications, useCurrentUser } from '../../../api';
import { SPECIALIZATIONS, type Specialization } from '../../../domain';
import { NumberFilter } from '../../../ui/number-filter';
import { REGIONS, SPECIALIZATION_LABELS } from '../labels';
import { Section, type SectionProps } from './filter-sections';

const SPECIALIZATION_OPTIONS = SPECIALIZATIONS.map((value) => ({ value, label: SPECIALIZATION_LABELS[value] }));

/** Where the carrier is based and prefers to run; on a lane, how near its vehicles were to each end. */
export function PlaceSection({
  filters,
  onChange,
  lane,
  children,
}: SectionProps & { lane: boolean; children?: React.ReactNode }) {
  return (
    <Section title="Location">
      {children}
      <Select
        size="xs"
        label="Based in state or province"
        placeholder="Any"
        data={REGIONS}
        value={filters.state}
        onChange={(state) => onChange({ state })}
        clearable
        searchable
      />
      <MultiSelect
        size="xs"
        label="Lane preferences"
        placeholder={filters.lanePreferences.length ? undefined : 'Any'}
        data={REGIONS}
        value={filters.lanePreferences}
        onChange={(lanePreferences) => onChange({ lanePreferences })}
        clearable
        searchable
      />
      {lane ? (
        <>
          <NumberFilter
            label="Miles from origin, at most"
            value={filters.originMiles}
            onCommit={(originMiles) => onChange({ originMiles }, { replace: true })}
            placeholder="Any"
            w={200}
          />
          <NumberFilter
            label="Miles from destination, at most"
            value={filters.destinationMiles}
            onCommit={(destinationMiles) => onChange({ destinationMiles }, { replace: true })}
            placeholder="Any"
            w={200}
          />
        </>
      ) : null}
    </Section>
  );
}

/** Specializations the carrier has (verified) or says it has (provided), and the company's classifications. */
export function SpecializationSection({ filters, onChange }: SectionProps) {
  const companyId = useCurrentUser().data?.user.company?.id ?? null;
  const classifications = useActiveClassifications(companyId);
  const options = (classifications.data ?? []).map((c) => ({ value: String(c.id), label: c.name }));
  return (
    <Section title="Specializations and classifications">
      <MultiSelect
        size="xs"
        label="Verified specializations"
        placeholder={filters.verifiedSpecializations.length ? undefined : 'Any'}
        data={SPECIALIZATION_OPTIONS}
        value={filters.verifiedSpecializations}
        onChange={(value) => onChange({ verifiedSpecializations: value as Specialization[] })}
        clearable
      />
      <MultiSelect
        size="xs"
        label="Provided specializations"
        placeholder={filters.providedSpecializations.length ? undefined : 'Any'}
        data={SPECIALIZATION_OPTIONS}
        value={filters.providedSpecializations}
        onChange={(value) => onChange({ providedSpecializations: value as Specialization[] })}
        clearable
      />
      <MultiSelect
        size="xs"
        label="Classifications"
        placeholder={filters.classificationIds.length ? undefined : options.length ? 'Any' : 'None set up'}
        data={[
          ...options,
          // A classification in the URL that the list does not (yet) hold still shows, by its id.
          ...filters.classificationIds
            .filter((id) => !options.some((o) => o.value === String(id)))
            .map((id) => ({ value: String(id), label: `Classification ${id}` })),
        ]}
        value={filters.classificationIds.map(String)}
        onChange={(value) => onChange({ classificationIds: value.map(Number) })}
        clearable
        error={classifications.isError ? 'Could not load your classifications.' : undefined}
      />
    </Section>
  );
}
