import { Group, Switch, TextInput } from '@mantine/core';
import type { RateConfirmationsListState } from '../../domain';
import { useTypedFilter } from '../../ui/use-typed-filter';

/** The filters above the rate confirmations: the carrier's legal name (searched once typing pauses) and "Created by me". */
export function RateConfirmationFilters({
  state,
  onChange,
}: {
  state: RateConfirmationsListState;
  onChange: (filters: Partial<RateConfirmationsListState['filters']>, options?: { replace?: boolean }) => void;
}) {
  const [typed, onType] = useTypedFilter(state.filters.carrier, (value) =>
    onChange({ carrier: value }, { replace: true }),
  );
  return (
    <Group gap="xs" align="flex-end">
      <TextInput
        size="xs"
        label="Carrier"
        placeholder="Legal name"
        value={typed}
        maxLength={200}
        onChange={(event) => onType(event.currentTarget.value)}
        w={220}
      />
      <Switch
        size="xs"
        label="Created by me"
        checked={state.filters.mine}
        onChange={(event) => onChange({ mine: event.currentTarget.checked })}
        mb={6}
      />
    </Group>
  );
}
