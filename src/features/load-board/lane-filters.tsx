import { Group, MultiSelect, TextInput } from '@mantine/core';
import type { EquipmentType, LoadBoardFilters } from '../../domain';
import { AreaField, type PickedArea } from './area-field';
import { NumberFilter } from '../../ui/number-filter';

type Change = (patch: Partial<LoadBoardFilters>, options?: { replace?: boolean }) => void;

const areaOf = (id: number | null, name: string | null): PickedArea | null =>
  id === null ? null : { areaId: id, name: name ?? `Area ${id}` };

/**
 * The lane a broker searches first: origin and destination (each with its deadhead, 50 miles when
 * left empty), the pickup window (from today when no start is chosen; a start alone is that day)
 * and the equipment.
 */
export function LaneFilters({
  filters,
  onChange,
  equipment,
}: {
  filters: LoadBoardFilters;
  onChange: Change;
  equipment: { value: string; label: string }[];
}) {
  return (
    <Group gap="xs" align="flex-end" wrap="wrap">
      <AreaField
        label="Origin"
        value={areaOf(filters.origin_area_id, filters.origin_name)}
        onChange={(area) => onChange({ origin_area_id: area?.areaId ?? null, origin_name: area?.name ?? null })}
        w={180}
      />
      <NumberFilter
        label="DH-O (mi)"
        fullName="deadhead around the origin, 50 miles when empty"
        value={filters.origin_deadhead}
        placeholder="50"
        onCommit={(value) => onChange({ origin_deadhead: value }, { replace: true })}
        w={84}
      />
      <AreaField
        label="Destination"
        value={areaOf(filters.destination_area_id, filters.destination_name)}
        onChange={(area) =>
          onChange({ destination_area_id: area?.areaId ?? null, destination_name: area?.name ?? null })
        }
        w={180}
      />
      <NumberFilter
        label="DH-D (mi)"
        fullName="deadhead around the destination, 50 miles when empty"
        value={filters.destination_deadhead}
        placeholder="50"
        onCommit={(value) => onChange({ destination_deadhead: value }, { replace: true })}
        w={84}
      />
      <TextInput
        size="xs"
        type="date"
        label="Pickup from"
        value={filters.pickup_start ?? ''}
        onChange={(event) => onChange({ pickup_start: event.currentTarget.value || null })}
        w={128}
      />
      <TextInput
        size="xs"
        type="date"
        label="Pickup to"
        value={filters.pickup_end ?? ''}
        onChange={(event) => onChange({ pickup_end: event.currentTarget.value || null })}
        w={128}
      />
      <MultiSelect
        size="xs"
        label="Equipment"
        placeholder={filters.equipment.length ? undefined : 'Any'}
        data={equipment}
        value={filters.equipment}
        onChange={(value) => onChange({ equipment: value as EquipmentType[] })}
        clearable
        searchable
        // One line, like the other fields, however many are picked (the list shows them all).
        styles={{ pillsList: { flexWrap: 'nowrap', overflow: 'hidden' } }}
        w={200}
      />
    </Group>
  );
}
