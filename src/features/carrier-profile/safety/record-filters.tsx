import { Button, Group, NativeSelect, Switch, TextInput } from '@mantine/core';
import { BASICS, BASIC_LABELS } from '../../../domain';
import { STATE_CODES } from '../states';

// Short fixed lists, so the browser's own select: a phone opens its picker, a keyboard types ahead
// ("T", "X"), and nothing floats: a profile's three tables mount five of them at once, and each
// Mantine Select brought a popover, a portal and floating-ui's measuring to the Safety tab's first
// render. The empty first option is "Any", as the cleared select was.
const ANY = { value: '', label: 'Any' };
const STATE_OPTIONS = [ANY, ...STATE_CODES];
const BASIC_OPTIONS = [ANY, ...BASICS.map((value) => ({ value, label: BASIC_LABELS[value] }))];

/** The filters one safety table takes; out-of-service and BASIC only where the table has them. */
export interface RecordFilterValues {
  from: string | null;
  to: string | null;
  state: string;
  oos?: boolean;
  basic?: string[];
}

/** Date range, state, out-of-service only and BASIC above a safety table; each change is one navigation. */
export function RecordFilters({
  what,
  values,
  onChange,
  onClear,
}: {
  /** What the table lists, to name the fields ("inspections"). */
  what: string;
  values: RecordFilterValues;
  onChange: (values: Partial<RecordFilterValues>) => void;
  onClear?: () => void;
}) {
  return (
    <Group gap="xs" align="flex-end" wrap="wrap" role="group" aria-label={`Filter the ${what}`}>
      <TextInput
        size="xs"
        type="date"
        label="From"
        aria-label={`${what} from`}
        value={values.from ?? ''}
        onChange={(event) => onChange({ from: event.currentTarget.value || null })}
        w={140}
      />
      <TextInput
        size="xs"
        type="date"
        label="To"
        aria-label={`${what} to`}
        value={values.to ?? ''}
        onChange={(event) => onChange({ to: event.currentTarget.value || null })}
        w={140}
      />
      <NativeSelect
        size="xs"
        label="State"
        aria-label={`${what} state`}
        data={STATE_OPTIONS}
        value={values.state}
        onChange={(event) => onChange({ state: event.currentTarget.value })}
        w={80}
      />
      {values.basic !== undefined ? (
        <NativeSelect
          size="xs"
          label="BASIC"
          aria-label={`${what} BASIC`}
          data={BASIC_OPTIONS}
          value={values.basic[0] ?? ''}
          onChange={(event) => onChange({ basic: event.currentTarget.value ? [event.currentTarget.value] : [] })}
          w={230}
        />
      ) : null}
      {values.oos !== undefined ? (
        <Switch
          size="xs"
          label="Out of service only"
          aria-label={`${what}: out of service only`}
          checked={values.oos}
          onChange={(event) => onChange({ oos: event.currentTarget.checked })}
          mb={6}
        />
      ) : null}
      {onClear ? (
        <Button size="xs" variant="subtle" onClick={onClear}>
          Clear filters
        </Button>
      ) : null}
    </Group>
  );
}
