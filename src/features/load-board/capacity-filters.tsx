import { Group, Input, Switch } from '@mantine/core';
import {
  CAPACITY_DEADHEAD,
  CAPACITY_MATCH_TYPES,
  typedDeadhead,
  type CapacityMatchChoice,
  type CapacitySearch,
} from '../../domain';
import { MATCH_TYPE_LABELS } from './labels';
import { NumberFilter } from '../../ui/number-filter';
import { Segmented } from '../../ui/segmented';

type Change = (patch: Partial<Omit<CapacitySearch, 'page'>>, options?: { replace?: boolean }) => void;

const MATCH_CHOICES: { value: CapacityMatchChoice; label: string }[] = [
  { value: 'both', label: 'Both' },
  ...CAPACITY_MATCH_TYPES.map((value) => ({ value, label: MATCH_TYPE_LABELS[value] })),
];
const DEFAULT_MILES = String(CAPACITY_DEADHEAD.default);
/** A deadhead as its field shows it: empty (the placeholder says 50) at the default. */
const shown = (miles: number) => (miles === CAPACITY_DEADHEAD.default ? null : miles);

/**
 * The capacity panel's search, in one dense row: deadheads from the pickup and to the delivery (the
 * board's number filter: digits only, searched once typing pauses; emptied is 50, past 500 is 500),
 * the kind of match, and whether the carriers set aside on the load are hidden.
 */
export function CapacityFilters({ search, onChange }: { search: CapacitySearch; onChange: Change }) {
  return (
    <Group gap="sm" align="flex-end" wrap="nowrap">
      <NumberFilter
        label="DH-O (mi)"
        fullName="deadhead to the pickup, up to 500 miles, 50 when empty"
        value={shown(search.originDeadhead)}
        placeholder={DEFAULT_MILES}
        onCommit={(miles) => onChange({ originDeadhead: typedDeadhead(miles) }, { replace: true })}
        w={84}
      />
      <NumberFilter
        label="DH-D (mi)"
        fullName="deadhead from the delivery, up to 500 miles, 50 when empty"
        value={shown(search.destinationDeadhead)}
        placeholder={DEFAULT_MILES}
        onCommit={(miles) => onChange({ destinationDeadhead: typedDeadhead(miles) }, { replace: true })}
        w={84}
      />
      <Input.Wrapper label="Match" size="xs" labelElement="div">
        <Segmented<CapacityMatchChoice>
          aria-label="Match type"
          // A block under its label, as the other fields' inputs are.
          block
          value={search.matchType}
          onChange={(matchType) => onChange({ matchType })}
          data={MATCH_CHOICES}
        />
      </Input.Wrapper>
      <Switch
        size="xs"
        label="Hide carriers set aside"
        checked={search.hideSetAside}
        onChange={(event) => onChange({ hideSetAside: event.currentTarget.checked })}
        mb={6}
      />
    </Group>
  );
}

/** What an empty capacity list says: the search it ran, then what to widen to find more. */
export function capacityEmptyMessage(search: CapacitySearch): string {
  const { originDeadhead: o, destinationDeadhead: d, matchType, hideSetAside } = search;
  const who =
    matchType === 'truck_posting'
      ? 'No truck posted'
      : matchType === 'recent_location'
        ? 'No carrier’s vehicle seen'
        : 'No carrier';
  const narrow = [o < CAPACITY_DEADHEAD.max ? 'DH-O' : null, d < CAPACITY_DEADHEAD.max ? 'DH-D' : null].filter(Boolean);
  const hints = [
    narrow.length > 0 ? `Widen ${narrow.join(' or ')} to find more.` : null,
    matchType !== 'both'
      ? `Choose Both to include ${matchType === 'truck_posting' ? 'vehicles seen nearby' : 'truck postings'}.`
      : null,
    hideSetAside ? 'Carriers set aside are hidden.' : null,
  ];
  return [`${who} within ${o} mi of the pickup and ${d} mi of the delivery.`, ...hints].filter(Boolean).join(' ');
}
