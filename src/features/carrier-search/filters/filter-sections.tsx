import { Chip, Group, RangeSlider, Stack, Switch, Text } from '@mantine/core';
import {
  AUTHORITY_AGE_MAX,
  AUTHORITY_AGE_MIN,
  AUTHORITY_TYPES,
  VEHICLE_RANGE_MAX,
  type AuthorityType,
  type CarrierSearchFilters,
} from '../../../domain';
import { AUTHORITY_LABELS } from '../labels';
import { RangeInputs } from './range-inputs';

/** What every filter section gets: the filters and how to change some of them (typing replaces the history entry). */
export interface SectionProps {
  filters: CarrierSearchFilters;
  onChange: (patch: Partial<CarrierSearchFilters>, options?: { replace?: boolean }) => void;
}

/** A titled group of filters in the panel. */
export function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Stack gap={8} component="section" aria-label={title}>
      <Text component="h2" size="xs" fw={700} tt="uppercase" c="dimmed" m={0}>
        {title}
      </Text>
      {children}
    </Stack>
  );
}

/** My-carrier state, authority and ELD switches, and whether the safety rating shows. */
export function CarrierSection({ filters, onChange }: SectionProps) {
  const toggle = (
    label: string,
    field: keyof Pick<
      CarrierSearchFilters,
      'onlyMyCarriers' | 'hideMyCarriers' | 'onlyCarrierAuthority' | 'onlyEldConnected' | 'showSafetyRating'
    >,
  ) => (
    <Switch
      size="xs"
      label={label}
      checked={filters[field]}
      onChange={(event) => onChange({ [field]: event.currentTarget.checked })}
    />
  );
  return (
    <Section title="Carrier">
      {toggle('Only my carriers', 'onlyMyCarriers')}
      {toggle('Hide my carriers', 'hideMyCarriers')}
      {toggle('Only carrier authority', 'onlyCarrierAuthority')}
      {toggle('Only ELD connected', 'onlyEldConnected')}
      {toggle('Show safety rating', 'showSafetyRating')}
    </Section>
  );
}

/** Fleet size, straight box trucks and cargo vans, each a range whose empty maximum is unbounded. */
export function FleetSection({ filters, onChange }: SectionProps) {
  return (
    <Section title="Fleet">
      <RangeInputs
        label="Power units"
        value={filters.fleetSize}
        floor={0}
        ceiling={VEHICLE_RANGE_MAX}
        onCommit={(fleetSize) => onChange({ fleetSize }, { replace: true })}
      />
      <RangeInputs
        label="Straight box trucks"
        value={filters.straightBoxTrucks}
        floor={0}
        ceiling={VEHICLE_RANGE_MAX}
        onCommit={(straightBoxTrucks) => onChange({ straightBoxTrucks }, { replace: true })}
      />
      <RangeInputs
        label="Cargo vans"
        value={filters.cargoVans}
        floor={0}
        ceiling={VEHICLE_RANGE_MAX}
        onCommit={(cargoVans) => onChange({ cargoVans }, { replace: true })}
      />
    </Section>
  );
}

const ageLabel = (months: number) => (months >= AUTHORITY_AGE_MAX ? '24+ months' : `${months} months`);

/** Authority age in months (1 to 24, where 24 is "24 or more") and authority type. */
export function AuthoritySection({ filters, onChange }: SectionProps) {
  const { min, max } = filters.authorityAgeMonths;
  return (
    <Section title="Authority">
      <div>
        <Text size="xs" fw={500}>
          Authority age:{' '}
          {min === AUTHORITY_AGE_MIN && max === AUTHORITY_AGE_MAX ? 'any' : `${ageLabel(min)} to ${ageLabel(max)}`}
        </Text>
        <RangeSlider
          size="sm"
          mt={6}
          mb="md"
          min={AUTHORITY_AGE_MIN}
          max={AUTHORITY_AGE_MAX}
          minRange={0}
          defaultValue={[min, max]}
          key={`${min}-${max}`}
          label={ageLabel}
          marks={[
            { value: 1, label: '1' },
            { value: 6, label: '6' },
            { value: 12, label: '12' },
            { value: 24, label: '24+' },
          ]}
          thumbFromLabel="Authority age, at least (months)"
          thumbToLabel="Authority age, at most (months)"
          onChangeEnd={([from, to]) => onChange({ authorityAgeMonths: { min: from, max: to } })}
        />
      </div>
      <Chip.Group
        multiple
        value={filters.authorityTypes}
        onChange={(value) => onChange({ authorityTypes: value as AuthorityType[] })}
      >
        <Group gap={6} role="group" aria-label="Authority type">
          {AUTHORITY_TYPES.map((type) => (
            <Chip key={type} value={type} size="xs">
              {AUTHORITY_LABELS[type]}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
    </Section>
  );
}
