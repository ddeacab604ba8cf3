import { Group, Switch } from '@mantine/core';
import type { RateConfirmationsListState } from '../../domain';
import { TextFilter } from '../../ui/text-filter';

/** The filters above the rate confirmations: the carrier's legal name (searched once typing pauses) and "Created by me". */
export function RateConfirmationFilters({
  state,
  onChange,
}: {
  state: RateConfirmationsListState;
  onChange: (filters: Partial<RateConfirmationsListState['filters']>, options?: { replace?: boolean }) => void;
}) {
  return (
    <Group gap="xs" align="flex-end">
      <TextFilter
        label="Carrier"
        placeholder="Legal name"
        value={state.filters.carrier}
        maxLength={200}
        onCommit={(carrier) => onChange({ carrier }, { replace: true })}
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
