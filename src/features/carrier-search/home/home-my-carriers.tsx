import { Anchor, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { Link, useNavigate } from 'react-router';
import { errorMessage, shownPage, useCarriersPage, type CarrierSearchResult } from '../../../api';
import { paths } from '../../../config/paths';
import {
  EXPIRED_ACCOUNT_TAB,
  MY_CARRIERS_LIST,
  MY_CARRIERS_PREFIX,
  SMALL_PAGE_SIZE,
  myCarriersParams,
  type MyCarriersAccess,
} from '../../../domain';
import { DataTable, type DataTableColumn } from '../../../ui/data-table';
import { formatPlace } from '../../../ui/format';
import { useNestedListState } from '../../../ui/use-nested-list-state';
import { decimalNumber } from '../../../ui/en-us';

const ids = (row: CarrierSearchResult) => `${row.mc_number ?? '—'} / ${row.dot_number ?? '—'}`;
const count = (value: number | undefined) => (value === undefined ? '—' : decimalNumber(value));

const CARRIER_COLUMNS: DataTableColumn<CarrierSearchResult>[] = [
  {
    id: 'name',
    header: 'Carrier',
    maxWidth: 280,
    title: (row) => row.legal_name,
    cell: (row) => (
      <Anchor component={Link} to={paths.carrierDetail.href(row.id)} fz="inherit" fw={600}>
        {row.legal_name}
      </Anchor>
    ),
  },
  { id: 'ids', header: 'MC / DOT', maxWidth: 150, cell: ids },
  { id: 'location', header: 'City / state', maxWidth: 160, title: formatPlace, cell: formatPlace },
];

const INSIGHT_COLUMNS: DataTableColumn<CarrierSearchResult>[] = [
  {
    id: 'loads',
    header: 'Loads, last 90 days',
    align: 'right',
    cell: (row) => count(row.insights?.loads_last_90_days),
  },
  { id: 'lanes', header: 'Lanes', align: 'right', cell: (row) => count(row.insights?.lanes_count) },
  {
    id: 'states',
    header: 'States visited',
    align: 'right',
    cell: (row) => count(row.insights?.states_visited_count),
  },
];

const EMPTY = (
  <>
    You follow no carrier yet. Find one in{' '}
    <Anchor component={Link} to={paths.globalSearch.href()} fz="inherit">
      Carrier Search
    </Anchor>{' '}
    and press Add in its row, or choose “Add to my carriers” on its page.
  </>
);

/**
 * Home's My carriers (carrier-portal §7, §9): the company's carriers, 15 a page by legal name, the
 * page in the address (`?mine_page=2`), with each carrier's loads of the last 90 days, lanes and
 * states visited when the plan includes insights (§6); without them the carriers are listed, the
 * insights neither asked nor shown, and the section says why.
 */
export function HomeMyCarriers({ access }: { access: MyCarriersAccess }) {
  const navigate = useNavigate();
  const list = useNestedListState(MY_CARRIERS_LIST, MY_CARRIERS_PREFIX);
  const { companyId, insights } = access;
  const params = useMemo(
    () => myCarriersParams({ companyId, insights }, list.state),
    [companyId, insights, list.state],
  );
  const query = useCarriersPage(params);
  const { rows, paging } = shownPage(query);
  const columns = useMemo(() => (insights ? [...CARRIER_COLUMNS, ...INSIGHT_COLUMNS] : CARRIER_COLUMNS), [insights]);
  return (
    <Card withBorder padding="sm" component="section" aria-label="My carriers">
      <Stack gap="xs">
        <Group justify="space-between" align="baseline">
          <Title order={2} size="h5">
            My carriers
          </Title>
          <Anchor component={Link} to={paths.myCarriers.href()} size="sm">
            Onboarding and lists of my carriers
          </Anchor>
        </Group>
        {insights ? null : (
          <Text size="sm">
            Carrier insights (loads, lanes and states visited) are not part of your plan.{' '}
            <Anchor component={Link} to={paths.myAccount.href({ tab: EXPIRED_ACCOUNT_TAB })} fz="sm">
              See the plans in My Account
            </Anchor>
            .
          </Text>
        )}
        <DataTable
          label="My carriers"
          columns={columns}
          rows={rows}
          getRowId={(row) => String(row.id)}
          state={query}
          emptyMessage={EMPTY}
          errorMessage={`Could not load your carriers: ${errorMessage(query.error)}`}
          paging={paging}
          pageSize={SMALL_PAGE_SIZE}
          itemName="carriers"
          onPageChange={(page) => list.change({ page })}
          onOpenRow={(row) => void navigate(paths.carrierDetail.href(row.id))}
          resetKey={params}
        />
      </Stack>
    </Card>
  );
}
