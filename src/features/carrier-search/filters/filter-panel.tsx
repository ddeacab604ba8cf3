import { Button, Divider, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { carrierFiltersToQ, type CarrierSearchFilters } from '../../../domain';
import { EquipmentSection, SafetySection } from './equipment-section';
import { AuthoritySection, CarrierSection, FleetSection, type SectionProps } from './filter-sections';
import { InsuranceSection } from './insurance-section';
import { PlaceSection, SpecializationSection } from './place-section';

/** How many filters narrow the search (what the API is sent, defaults left out). */
export function activeFilterCount(filters: CarrierSearchFilters, lane: boolean): number {
  const relevant = lane ? filters : { ...filters, originMiles: null, destinationMiles: null };
  return Object.keys(carrierFiltersToQ(relevant)).length;
}

/**
 * Every filter of carrier-portal §2 in one panel: carrier switches, location (a radius search on
 * Carrier Search, miles from the lane's ends on a lane), equipment, fleet, authority, safety,
 * insurance, specializations and classifications. Each change is sent at once (sliders when
 * released, numbers once typing pauses, replacing the history entry, or when the field is left).
 * `actions` sit under the count (saving filters).
 */
export function FilterPanel({
  filters,
  onChange,
  onClear,
  lane = false,
  location,
  actions,
}: {
  filters: CarrierSearchFilters;
  onChange: SectionProps['onChange'];
  onClear: () => void;
  lane?: boolean;
  /** The radius search's field, on Carrier Search. */
  location?: ReactNode;
  actions?: ReactNode;
}) {
  const count = activeFilterCount(filters, lane);
  const props = { filters, onChange };
  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="nowrap">
        <Text size="sm" c="dimmed" aria-live="polite">
          {count === 0 ? 'No filter set' : `${count} filter${count === 1 ? '' : 's'} set`}
        </Text>
        <Button size="compact-xs" variant="subtle" onClick={onClear} disabled={count === 0}>
          Clear filters
        </Button>
      </Group>
      {actions}
      <CarrierSection {...props} />
      <Divider />
      <PlaceSection {...props} lane={lane}>
        {location}
      </PlaceSection>
      <Divider />
      <EquipmentSection {...props} />
      <Divider />
      <FleetSection {...props} />
      <Divider />
      <AuthoritySection {...props} />
      <Divider />
      <SafetySection {...props} />
      <Divider />
      <InsuranceSection {...props} />
      <Divider />
      <SpecializationSection {...props} />
    </Stack>
  );
}
