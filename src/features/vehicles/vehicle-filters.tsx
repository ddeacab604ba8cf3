import { Button, Group, NativeSelect, Text, TextInput } from '@mantine/core';
import type { VehiclesListState } from '../../domain';
import { TextFilter } from '../../ui/text-filter';
import { SOURCE_OPTIONS, TYPE_OPTIONS } from './vehicle-labels';

type Change = (filters: Partial<VehiclesListState['filters']>, options?: { replace?: boolean }) => void;

/**
 * The vehicle search's filters: VIN (a whole one opens the vehicle), unit number, carrier name (or
 * one carrier, when a vehicle's page sent the broker here), type, source and seen since.
 */
export function VehicleFilters({
  state,
  onChange,
  carrierLabel,
}: {
  state: VehiclesListState;
  onChange: Change;
  carrierLabel: string | null;
}) {
  const f = state.filters;
  const typed = (key: 'vin' | 'unit' | 'carrier') => (value: string) => onChange({ [key]: value }, { replace: true });
  return (
    <Group gap="xs" align="flex-end" wrap="wrap" justify="flex-end">
      <TextFilter
        label="VIN"
        placeholder="Whole VIN opens it"
        value={f.vin}
        maxLength={40}
        w={190}
        onCommit={typed('vin')}
      />
      <TextFilter
        label="Unit number"
        placeholder="PW-214"
        value={f.unit}
        maxLength={50}
        w={120}
        onCommit={typed('unit')}
      />
      {f.carrier_id === null ? (
        <TextFilter
          label="Carrier"
          placeholder="Legal name"
          value={f.carrier}
          maxLength={200}
          w={170}
          onCommit={typed('carrier')}
        />
      ) : (
        <Group gap={4} mb={4} wrap="nowrap">
          <Text size="xs">Carrier: {carrierLabel ?? `#${f.carrier_id}`}</Text>
          <Button size="compact-xs" variant="subtle" onClick={() => onChange({ carrier_id: null })}>
            Any carrier
          </Button>
        </Group>
      )}
      <NativeSelect
        size="xs"
        label="Type"
        data={TYPE_OPTIONS}
        value={f.type[0] ?? ''}
        onChange={(event) => onChange({ type: event.currentTarget.value ? [event.currentTarget.value] : [] })}
        w={120}
      />
      <NativeSelect
        size="xs"
        label="Source"
        data={SOURCE_OPTIONS}
        value={f.source[0] ?? ''}
        onChange={(event) => onChange({ source: event.currentTarget.value ? [event.currentTarget.value] : [] })}
        w={160}
      />
      <TextInput
        size="xs"
        type="date"
        label="Seen since"
        value={f.since ?? ''}
        onChange={(event) => onChange({ since: event.currentTarget.value || null })}
        w={140}
      />
    </Group>
  );
}
