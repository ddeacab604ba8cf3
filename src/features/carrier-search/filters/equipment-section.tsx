import { Checkbox, Group, MultiSelect, NativeSelect, Slider, Text } from '@mantine/core';
import {
  EQUIPMENT_TYPES,
  SAFETY_RATINGS,
  VEHICLE_DAYS_CHOICES,
  VEHICLE_RANGE_MAX,
  VEHICLE_SOURCES,
  type EquipmentType,
  type SafetyRating,
  type VehicleSource,
} from '../../../domain';
import { NumberFilter } from '../../../ui/number-filter';
import { EQUIPMENT_LABELS, SAFETY_LABELS } from '../labels';
import { Section, type SectionProps } from './filter-sections';

const EQUIPMENT_OPTIONS = EQUIPMENT_TYPES.map((value) => ({ value, label: EQUIPMENT_LABELS[value] }));
const SOURCE_OPTIONS = [
  { value: '', label: 'Any source' },
  ...VEHICLE_SOURCES.map((value) => ({
    value,
    label: {
      eld: 'Seen by ELD',
      inspection: 'Seen in inspections',
      insurance_certificate: 'On an insurance certificate',
      no_insurance_certificate: 'Not on an insurance certificate',
    }[value],
  })),
];
const DAYS_OPTIONS = [
  { value: '', label: 'Any time' },
  ...VEHICLE_DAYS_CHOICES.map((days) => ({
    value: String(days),
    label: days < 365 ? `Last ${days} days` : `Last ${days / 365 === 1 ? 'year' : `${days / 365} years`}`,
  })),
];

/**
 * Equipment: the types, how many vehicles of them (default 1) and their share of the fleet (default
 * 50 %, only with equipment chosen), where the vehicles were seen and how recently.
 */
export function EquipmentSection({ filters, onChange }: SectionProps) {
  const chosen = filters.equipment.length > 0;
  return (
    <Section title="Equipment">
      <MultiSelect
        size="xs"
        label="Equipment types"
        placeholder={chosen ? undefined : 'Any'}
        data={EQUIPMENT_OPTIONS}
        value={filters.equipment}
        onChange={(value) => onChange({ equipment: value as EquipmentType[] })}
        clearable
        searchable
        comboboxProps={{ withinPortal: true }}
      />
      <Group gap="sm" align="flex-end" wrap="nowrap">
        <NumberFilter
          label="At least (vehicles)"
          value={filters.equipmentMin}
          onCommit={(count) => onChange({ equipmentMin: Math.max(1, count ?? 1) }, { replace: true })}
          min={1}
          max={VEHICLE_RANGE_MAX}
          placeholder="1"
          w={110}
        />
        <div style={{ flex: 1 }}>
          <Text size="xs" fw={500} c={chosen ? undefined : 'dimmed'}>
            Share of fleet: {Math.round(filters.equipmentShare * 100)} %
          </Text>
          <Slider
            size="sm"
            mt={6}
            min={0}
            max={100}
            step={5}
            disabled={!chosen}
            defaultValue={Math.round(filters.equipmentShare * 100)}
            key={filters.equipmentShare}
            label={(value) => `${value} %`}
            thumbLabel="Share of fleet (percent)"
            onChangeEnd={(value) => onChange({ equipmentShare: value / 100 })}
          />
        </div>
      </Group>
      <NativeSelect
        size="xs"
        label="Vehicles seen"
        data={SOURCE_OPTIONS}
        value={filters.source ?? ''}
        onChange={(event) => onChange({ source: (event.currentTarget.value || null) as VehicleSource | null })}
      />
      <NativeSelect
        size="xs"
        label="Vehicle range in time"
        data={DAYS_OPTIONS}
        value={filters.vehicleDays === null ? '' : String(filters.vehicleDays)}
        onChange={(event) =>
          onChange({ vehicleDays: event.currentTarget.value ? Number(event.currentTarget.value) : null })
        }
      />
    </Section>
  );
}

/** The FMCSA safety ratings to keep; none ticked is any rating. */
export function SafetySection({ filters, onChange }: SectionProps) {
  return (
    <Section title="Safety rating">
      <Checkbox.Group
        aria-label="Safety rating"
        value={filters.safetyRatings}
        onChange={(value) => onChange({ safetyRatings: value as SafetyRating[] })}
      >
        <Group gap="xs">
          {SAFETY_RATINGS.map((rating) => (
            <Checkbox key={rating} size="xs" value={rating} label={SAFETY_LABELS[rating]} />
          ))}
        </Group>
      </Checkbox.Group>
    </Section>
  );
}
