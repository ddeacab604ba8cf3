import { CloseButton, Group, Pill } from '@mantine/core';
import {
  AUTHORITY_AGE_MAX,
  DEFAULT_CARRIER_SEARCH_FILTERS as D,
  LIABILITY_MAX,
  VEHICLE_RANGE_MAX,
  cargoCoverageForSlider,
  type CarrierSearchFilters,
  type Range,
} from '../../../domain';
import { AUTHORITY_LABELS, EQUIPMENT_LABELS, SAFETY_LABELS, SPECIALIZATION_LABELS, shortDollars } from '../labels';

type Field = keyof CarrierSearchFilters;

function range(name: string, value: Range, floor: number, ceiling: number, unit = (n: number) => String(n)) {
  if (value.min > floor && value.max < ceiling) return `${name} ${unit(value.min)}–${unit(value.max)}`;
  if (value.min > floor) return `${name} ≥ ${unit(value.min)}`;
  return `${name} ≤ ${unit(value.max)}`;
}
const list = <T extends string>(name: string, values: readonly T[], labels: Record<T, string>) =>
  `${name}: ${values.map((v) => labels[v]).join(', ')}`;

/** Each filter in words, as the chips above the results show it (null at its default). */
const DESCRIBE: Partial<Record<Field, (f: CarrierSearchFilters) => string>> = {
  onlyMyCarriers: () => 'Only my carriers',
  hideMyCarriers: () => 'Hiding my carriers',
  onlyCarrierAuthority: () => 'Only carrier authority',
  onlyEldConnected: () => 'Only ELD connected',
  showSafetyRating: () => 'Safety rating hidden',
  fleetSize: (f) => range('Power units', f.fleetSize, 0, VEHICLE_RANGE_MAX),
  straightBoxTrucks: (f) => range('Box trucks', f.straightBoxTrucks, 0, VEHICLE_RANGE_MAX),
  cargoVans: (f) => range('Cargo vans', f.cargoVans, 0, VEHICLE_RANGE_MAX),
  authorityAgeMonths: (f) => range('Authority months', f.authorityAgeMonths, 1, AUTHORITY_AGE_MAX),
  authorityTypes: (f) => list('Authority', f.authorityTypes, AUTHORITY_LABELS),
  equipment: (f) => list('Equipment', f.equipment, EQUIPMENT_LABELS),
  equipmentMin: (f) => `At least ${f.equipmentMin} vehicles`,
  equipmentShare: (f) => `${Math.round(f.equipmentShare * 100)} % of fleet`,
  safetyRatings: (f) => list('Safety', f.safetyRatings, SAFETY_LABELS),
  verifiedSpecializations: (f) => list('Verified', f.verifiedSpecializations, SPECIALIZATION_LABELS),
  providedSpecializations: (f) => list('Provided', f.providedSpecializations, SPECIALIZATION_LABELS),
  classificationIds: (f) =>
    `${f.classificationIds.length} classification${f.classificationIds.length === 1 ? '' : 's'}`,
  state: (f) => `Based in ${f.state ?? ''}`,
  lanePreferences: (f) => `Prefers ${f.lanePreferences.join(', ')}`,
  source: (f) => `Vehicles: ${(f.source ?? '').replaceAll('_', ' ')}`,
  cargoCoverage: (f) => `Cargo ≥ ${shortDollars(cargoCoverageForSlider(f.cargoCoverage))}`,
  generalLiability: (f) => range('General liability', f.generalLiability, 0, LIABILITY_MAX, shortDollars),
  autoLiability: (f) => range('Auto liability', f.autoLiability, 0, LIABILITY_MAX, shortDollars),
  vehicleDays: (f) => `Vehicles seen in ${f.vehicleDays ?? ''} days`,
  originMiles: (f) => `≤ ${f.originMiles ?? ''} mi from origin`,
  destinationMiles: (f) => `≤ ${f.destinationMiles ?? ''} mi from destination`,
};

/** The filters that differ from their defaults, each with its words (lane-only ones only on a lane). */
export function activeFilters(filters: CarrierSearchFilters, lane: boolean): { field: Field; label: string }[] {
  return (Object.keys(DESCRIBE) as Field[])
    .filter((field) => JSON.stringify(filters[field]) !== JSON.stringify(D[field]))
    .filter((field) => lane || (field !== 'originMiles' && field !== 'destinationMiles'))
    .filter((field) => (field !== 'equipmentMin' && field !== 'equipmentShare') || filters.equipment.length > 0)
    .map((field) => ({ field, label: DESCRIBE[field]?.(filters) ?? field }));
}

/** The active filters as small chips, each removable on its own. */
export function FilterChips({
  filters,
  lane = false,
  onChange,
}: {
  filters: CarrierSearchFilters;
  lane?: boolean;
  onChange: (patch: Partial<CarrierSearchFilters>) => void;
}) {
  const active = activeFilters(filters, lane);
  if (active.length === 0) return null;
  return (
    <Group gap={6} role="list" aria-label="Active filters">
      {active.map(({ field, label }) => (
        <Pill key={field} size="sm" role="listitem">
          <Group gap={2} wrap="nowrap">
            {label}
            <CloseButton
              size="xs"
              aria-label={`Remove filter ${label}`}
              onClick={() => onChange({ [field]: D[field] })}
            />
          </Group>
        </Pill>
      ))}
    </Group>
  );
}
