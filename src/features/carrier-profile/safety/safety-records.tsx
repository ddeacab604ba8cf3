import { Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { errorMessage, shownPage, type CarrierDetail } from '../../../api';
import { CRASHES_LIST, INSPECTIONS_LIST, PAGE_SIZE, VIOLATIONS_LIST } from '../../../domain';
import { DataTable } from '../../../ui/data-table';
import { Section } from '../../../ui/detail';
import { useNestedListState } from '../../../ui/use-nested-list-state';
import { carrierProfileParts } from '../carrier-profile.route';
import { CRASH_COLUMNS, INSPECTION_COLUMNS, VIOLATION_COLUMNS } from './record-columns';
import { RecordFilters } from './record-filters';

const TABLE_HEIGHT = 340;

// Each list's page is the route data's query (carrier-profile.route.ts): the route's loader started
// it when the profile opened on this tab.

function Inspections({ carrier }: { carrier: CarrierDetail }) {
  const list = useNestedListState(INSPECTIONS_LIST, 'inspections');
  const page = useQuery(carrierProfileParts.inspections(carrier.id, list.state));
  const { rows, paging } = shownPage(page);
  return (
    <Section
      title="Inspections"
      actions={
        <RecordFilters
          what="inspections"
          values={list.state.filters}
          onChange={list.setFilters}
          onClear={list.filtered ? list.clearFilters : undefined}
        />
      }
    >
      <DataTable
        label={`Inspections of ${carrier.legal_name}`}
        columns={INSPECTION_COLUMNS}
        rows={rows}
        getRowId={(i) => String(i.id)}
        state={page}
        emptyMessage={list.filtered ? 'No inspection matches these filters.' : 'No inspections in the last 24 months.'}
        errorMessage={`Could not load the inspections: ${errorMessage(page.error)}`}
        paging={paging}
        pageSize={PAGE_SIZE}
        itemName="inspections"
        onPageChange={(p) => list.change({ page: p })}
        maxHeight={TABLE_HEIGHT}
      />
    </Section>
  );
}

function Violations({ carrier }: { carrier: CarrierDetail }) {
  const list = useNestedListState(VIOLATIONS_LIST, 'violations');
  const page = useQuery(carrierProfileParts.violations(carrier.id, list.state));
  const { rows, paging } = shownPage(page);
  return (
    <Section
      title="Violations"
      actions={
        <RecordFilters
          what="violations"
          values={list.state.filters}
          onChange={list.setFilters}
          onClear={list.filtered ? list.clearFilters : undefined}
        />
      }
    >
      <DataTable
        label={`Violations of ${carrier.legal_name}`}
        columns={VIOLATION_COLUMNS}
        rows={rows}
        getRowId={(v) => String(v.id)}
        state={page}
        emptyMessage={list.filtered ? 'No violation matches these filters.' : 'No violations in the last 24 months.'}
        errorMessage={`Could not load the violations: ${errorMessage(page.error)}`}
        paging={paging}
        pageSize={PAGE_SIZE}
        itemName="violations"
        onPageChange={(p) => list.change({ page: p })}
        maxHeight={TABLE_HEIGHT}
      />
    </Section>
  );
}

function Crashes({ carrier }: { carrier: CarrierDetail }) {
  const list = useNestedListState(CRASHES_LIST, 'crashes');
  const page = useQuery(carrierProfileParts.crashes(carrier.id, list.state));
  const { rows, paging } = shownPage(page);
  return (
    <Section
      title="Crashes"
      actions={
        <RecordFilters
          what="crashes"
          values={list.state.filters}
          onChange={list.setFilters}
          onClear={list.filtered ? list.clearFilters : undefined}
        />
      }
    >
      <DataTable
        label={`Crashes of ${carrier.legal_name}`}
        columns={CRASH_COLUMNS}
        rows={rows}
        getRowId={(c) => String(c.id)}
        state={page}
        emptyMessage={
          list.filtered ? 'No crash matches these filters.' : 'No reportable crashes in the last 24 months.'
        }
        errorMessage={`Could not load the crashes: ${errorMessage(page.error)}`}
        paging={paging}
        pageSize={PAGE_SIZE}
        itemName="crashes"
        onPageChange={(p) => list.change({ page: p })}
        maxHeight={TABLE_HEIGHT}
      />
    </Section>
  );
}

/** The carrier's inspections, violations and crashes of the last 24 months, each a paged table with its filters in the URL. */
export function SafetyRecords({ carrier }: { carrier: CarrierDetail }) {
  return (
    <Stack gap="md">
      <Inspections carrier={carrier} />
      <Violations carrier={carrier} />
      <Crashes carrier={carrier} />
    </Stack>
  );
}
