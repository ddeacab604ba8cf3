import { Alert, Button, Collapse, Group, List, Stack } from '@mantine/core';
import { memo, useState } from 'react';
import { useCompanyTeams, useCurrentUser, usePostedEquipmentTypes, type SearchRequirementsProblem } from '../../api';
import { DEFAULT_LOAD_BOARD_FILTERS as DEFAULTS, type LoadBoardFilters } from '../../domain';
import { humanize } from '../../ui/format';
import { inTransition } from '../../ui/in-transition';
import { LaneFilters } from './lane-filters';
import { MoreFilters } from './more-filters';

type Change = (patch: Partial<LoadBoardFilters>, options?: { replace?: boolean }) => void;

const MORE: readonly (keyof LoadBoardFilters)[] = [
  'load_id',
  'trailer',
  'trailer_length',
  'min_rate',
  'weight',
  'deadhead',
  'dropoff_start',
  'dropoff_end',
  'posting',
  'certifications',
  'team',
  'company_id',
];

/** How many of the less-used filters are set (shown on the "More filters" button while they are hidden). */
const moreSet = (filters: LoadBoardFilters) =>
  MORE.filter((key) => JSON.stringify(filters[key]) !== JSON.stringify(DEFAULTS[key])).length;

/**
 * Every filter of the load board (monitoring §3): the lane first, the rest behind "More filters"
 * (open when any of them is set), and, when the server refused the search (400 or 422), why it does
 * not meet the requirements, beside the filters that caused it. Drawn again only when its props
 * change: ticking loads or a refresh of the board leaves its dozen fields as they were.
 */
export const BoardFilterPanel = memo(function BoardFilterPanel({
  filters,
  onChange,
  problem,
  onRetry,
}: {
  filters: LoadBoardFilters;
  onChange: Change;
  problem: SearchRequirementsProblem | null;
  /** Asks for the same search again (offered when the failure was the server's or the network's). */
  onRetry: () => void;
}) {
  const set = moreSet(filters);
  const [open, setOpen] = useState(set > 0);
  const company = useCurrentUser().data?.user.company ?? null;
  const teams = useCompanyTeams(company?.id ?? null);
  const equipment = usePostedEquipmentTypes();
  const equipmentOptions = (Array.isArray(equipment.data) ? equipment.data : []).map((type) => ({
    value: type.value,
    label: type.description,
  }));
  // Equipment already chosen stays readable while the descriptions load (or if they failed).
  for (const value of filters.equipment)
    if (!equipmentOptions.some((o) => o.value === value)) equipmentOptions.push({ value, label: humanize(value) });
  const teamOptions = Array.isArray(teams.data) ? teams.data.map((t) => ({ value: String(t.id), label: t.name })) : [];

  return (
    <Stack gap={6}>
      <Group gap="xs" align="flex-end" wrap="nowrap" justify="space-between">
        <LaneFilters filters={filters} onChange={onChange} equipment={equipmentOptions} />
        <Button
          size="xs"
          variant="default"
          // A transition: the dozen fields are laid out without holding the click (issue 29).
          onClick={inTransition(() => setOpen((was) => !was))}
          aria-expanded={open}
          aria-controls="load-board-more-filters"
          style={{ flexShrink: 0 }}
        >
          {open ? 'Fewer filters' : `More filters${set ? ` (${set})` : ''}`}
        </Button>
      </Group>
      <Collapse expanded={open} id="load-board-more-filters">
        <MoreFilters
          filters={filters}
          onChange={onChange}
          teams={company ? teamOptions : null}
          companyId={company?.id ?? null}
        />
      </Collapse>
      {problem ? (
        <Alert color="red" role="alert" title="This search does not meet the requirements" py={6}>
          {problem.message}
          {problem.reasons.length ? (
            <List size="sm" mt={4}>
              {problem.reasons.map((reason) => (
                <List.Item key={reason}>{reason}</List.Item>
              ))}
            </List>
          ) : null}
          {problem.retryable ? (
            <Button size="xs" variant="default" mt={6} onClick={onRetry}>
              Search again
            </Button>
          ) : null}
        </Alert>
      ) : null}
    </Stack>
  );
});
