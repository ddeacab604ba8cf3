import { Group, MultiSelect, Switch, TextInput } from '@mantine/core';
import { TRACKING_STATUSES, type LoadsListState } from '../../domain';
import { humanize } from '../../ui/format';
import { TextFilter } from '../../ui/text-filter';

const TRACKING_OPTIONS = TRACKING_STATUSES.map((value) => ({ value, label: humanize(value) }));

/** The filters above the loads table; the load number searches once typing pauses. */
export function LoadFilters({
  state,
  onChange,
}: {
  state: LoadsListState;
  onChange: (filters: Partial<LoadsListState['filters']>, options?: { replace?: boolean }) => void;
}) {
  const { reference, tracking, mine, pickup_from: from, pickup_to: to } = state.filters;

  return (
    <Group gap="xs" align="flex-end" wrap="wrap">
      <TextFilter
        label="Load number"
        placeholder="Search by load number"
        value={reference}
        maxLength={100}
        onCommit={(value) => onChange({ reference: value }, { replace: true })}
        w={200}
      />
      <MultiSelect
        size="xs"
        label="Tracking status"
        placeholder={tracking.length ? undefined : 'Any'}
        data={TRACKING_OPTIONS}
        value={tracking}
        onChange={(value) => onChange({ tracking: value })}
        clearable
        w={260}
      />
      <TextInput
        size="xs"
        type="date"
        label="Pickup from"
        value={from ?? ''}
        onChange={(event) => onChange({ pickup_from: event.currentTarget.value || null })}
        w={140}
      />
      <TextInput
        size="xs"
        type="date"
        label="Pickup to"
        value={to ?? ''}
        onChange={(event) => onChange({ pickup_to: event.currentTarget.value || null })}
        w={140}
      />
      <Switch
        size="xs"
        label="My loads"
        checked={mine}
        onChange={(event) => onChange({ mine: event.currentTarget.checked })}
        mb={6}
      />
    </Group>
  );
}
