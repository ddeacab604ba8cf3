import { Chip, Group, Select, Stack, Switch, Text, TextInput } from '@mantine/core';
import { TrailerType } from '../../api';
import {
  CERTIFICATIONS,
  POSTING_AGES,
  chooseCertifications,
  type Certification,
  type LoadBoardFilters,
  type PostingAge,
} from '../../domain';
import { humanize } from '../../ui/format';
import { CERTIFICATION_LABELS, POSTING_AGE_LABELS } from './labels';
import { NumberFilter } from '../../ui/number-filter';
import { inTransition } from '../../ui/in-transition';

type Change = (patch: Partial<LoadBoardFilters>, options?: { replace?: boolean }) => void;

const TRAILERS = Object.values(TrailerType).map((value) => ({ value, label: humanize(value) }));
const AGES = POSTING_AGES.map((value) => ({ value, label: POSTING_AGE_LABELS[value] }));

// The theme draws a Select's list only when it opens (src/ui/theme.ts). These are opened again and
// again through a day on the board, and sit in a panel React renders in the background while it is
// closed (Collapse's Activity), so theirs stay drawn, hidden, and open at once. The bench's
// posting-age row at 4x CPU slowdown: INP 208-232 ms with the list drawn on opening, 120-192 ms
// with it kept (budget 200).
const KEPT_LIST = { keepMounted: true };

/** The filters a broker reaches for less often: load, trailer, rate, weight, delivery, posting age, certifications, team, company. */
export function MoreFilters({
  filters,
  onChange,
  teams,
  companyId,
}: {
  filters: LoadBoardFilters;
  onChange: Change;
  teams: { value: string; label: string }[] | null;
  companyId: number | null;
}) {
  const typed = (key: 'load_id' | 'min_rate' | 'weight' | 'trailer_length' | 'deadhead') => (value: number | null) =>
    onChange({ [key]: value }, { replace: true });
  return (
    <Group gap="xs" align="flex-end" wrap="wrap">
      <NumberFilter label="Load ID" value={filters.load_id} onCommit={typed('load_id')} w={96} />
      <Select
        comboboxProps={KEPT_LIST}
        size="xs"
        label="Trailer"
        placeholder="Any"
        data={TRAILERS}
        value={filters.trailer}
        onChange={inTransition((trailer) => onChange({ trailer }))}
        clearable
        w={130}
      />
      <NumberFilter label="Length (ft)" value={filters.trailer_length} onCommit={typed('trailer_length')} w={84} />
      <NumberFilter label="Min rate ($)" value={filters.min_rate} onCommit={typed('min_rate')} w={96} />
      <NumberFilter label="Max weight (lb)" value={filters.weight} onCommit={typed('weight')} w={110} />
      <NumberFilter label="DH both (mi)" value={filters.deadhead} onCommit={typed('deadhead')} w={100} />
      <TextInput
        size="xs"
        type="date"
        label="Delivery from"
        value={filters.dropoff_start ?? ''}
        onChange={(event) => onChange({ dropoff_start: event.currentTarget.value || null })}
        w={128}
      />
      <TextInput
        size="xs"
        type="date"
        label="Delivery to"
        value={filters.dropoff_end ?? ''}
        onChange={(event) => onChange({ dropoff_end: event.currentTarget.value || null })}
        w={128}
      />
      <Select
        comboboxProps={KEPT_LIST}
        size="xs"
        label="Posted"
        placeholder="Any time"
        data={AGES}
        value={filters.posting}
        onChange={inTransition((posting) => onChange({ posting: posting as PostingAge | null }))}
        clearable
        w={140}
      />
      <Stack gap={4} role="group" aria-labelledby="load-board-certifications">
        <Text id="load-board-certifications" size="xs" fw={500}>
          Certifications
        </Text>
        <Chip.Group
          multiple
          value={filters.certifications}
          onChange={(chosen) =>
            onChange({ certifications: chooseCertifications(filters.certifications, chosen as Certification[]) })
          }
        >
          <Group gap={4} wrap="nowrap">
            {CERTIFICATIONS.map((value) => (
              <Chip key={value} value={value} size="xs">
                {CERTIFICATION_LABELS[value]}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
      </Stack>
      {teams ? (
        <Select
          comboboxProps={KEPT_LIST}
          size="xs"
          label="Team"
          placeholder="Any team"
          data={teams}
          value={filters.team === null ? null : String(filters.team)}
          onChange={inTransition((team) => onChange({ team: team === null ? null : Number(team) }))}
          clearable
          w={150}
        />
      ) : null}
      {companyId !== null ? (
        <Switch
          size="xs"
          label="My company only"
          checked={filters.company_id !== null}
          onChange={(event) => onChange({ company_id: event.currentTarget.checked ? companyId : null })}
          mb={6}
        />
      ) : null}
    </Group>
  );
}
