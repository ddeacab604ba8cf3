import { Button, Group, Select, Switch, TextInput } from '@mantine/core';
import { BASICS, BASIC_LABELS } from '../../../domain';
import { STATE_CODES } from '../states';

const BASIC_OPTIONS = BASICS.map((value) => ({ value, label: BASIC_LABELS[value] }));

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
      <Select
        size="xs"
        label="State"
        aria-label={`${what} state`}
        placeholder="Any"
        data={[...STATE_CODES]}
        value={values.state || null}
        onChange={(value) => onChange({ state: value ?? '' })}
        searchable
        clearable
        w={100}
      />
      {values.basic !== undefined ? (
        <Select
          size="xs"
          label="BASIC"
          aria-label={`${what} BASIC`}
          placeholder="Any"
          data={BASIC_OPTIONS}
          value={values.basic[0] ?? null}
          onChange={(value) => onChange({ basic: value ? [value] : [] })}
          clearable
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
