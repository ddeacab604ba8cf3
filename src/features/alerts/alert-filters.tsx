import { Group, MultiSelect, Switch, TextInput } from '@mantine/core';
import { useState } from 'react';
import { TicketType } from '../../api';
import { alertTabQuery, parseId, type AlertTab, type AlertsListState } from '../../domain';
import { ALERT_TYPE_LABELS } from './alert-labels';

const TYPE_OPTIONS = Object.values(TicketType).map((value) => ({ value, label: ALERT_TYPE_LABELS[value] }));
/** The types a tab offers: its own when it has some (recommended, the ticket views), else every type. */
function typeOptions(tab: AlertTab) {
  const own = alertTabQuery(tab)['q[is_type_in][]'];
  return Array.isArray(own) ? TYPE_OPTIONS.filter((o) => own.includes(o.value)) : TYPE_OPTIONS;
}
const loadText = (load: number | null) => (load === null ? '' : String(load));

/**
 * The filters above the alerts table: alert type (in the recommended tab and the ticket views only their own types),
 * one load (committed on Enter or when the field is left), and "Assigned to me".
 */
export function AlertFilters({
  state,
  onChange,
}: {
  state: AlertsListState;
  onChange: (filters: Partial<AlertsListState['filters']>) => void;
}) {
  const { type, mine, load } = state.filters;
  const [typedLoad, setTypedLoad] = useState(loadText(load));
  const [shown, setShown] = useState(load);
  // The URL changed under us (back, forward, clear): show what it says.
  if (shown !== load) {
    setShown(load);
    setTypedLoad(loadText(load));
  }
  // Enter and then leaving the field commit the same id once: a second, identical history entry
  // would make Back seem to do nothing.
  const commitLoad = () => {
    const id = parseId(typedLoad.trim());
    if (id !== load) onChange({ load: id });
    if (id === null) setTypedLoad('');
  };
  return (
    <Group gap="xs" align="flex-end">
      <MultiSelect
        size="xs"
        label="Alert type"
        placeholder={type.length ? undefined : 'Any'}
        data={typeOptions(state.tab)}
        value={type}
        onChange={(value) => onChange({ type: value })}
        clearable
        searchable
        w={300}
      />
      <TextInput
        size="xs"
        label="Load"
        placeholder="Load id"
        inputMode="numeric"
        value={typedLoad}
        onChange={(event) => setTypedLoad(event.currentTarget.value)}
        onBlur={commitLoad}
        onKeyDown={(event) => event.key === 'Enter' && commitLoad()}
        w={110}
      />
      <Switch
        size="xs"
        label="Assigned to me"
        checked={mine}
        onChange={(event) => onChange({ mine: event.currentTarget.checked })}
        mb={6}
      />
    </Group>
  );
}
