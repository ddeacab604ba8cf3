import { Anchor } from '@mantine/core';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { companyOverridesQuery, errorMessage, shownPage, type Classification, type RuleOverride } from '../../api';
import { paths } from '../../config/paths';
import { COMPANY_OVERRIDES_LIST, PAGE_SIZE, ruleLabel } from '../../domain';
import { DataTable, type DataTableColumn } from '../../ui/data-table';
import { Section } from '../../ui/detail';
import { formatDateTime } from '../../ui/format';
import { expiryText } from '../../ui/override-text';
import { useNestedListState } from '../../ui/use-nested-list-state';
import { rulesParts } from './rules.route';

function columnsOf(classifications: readonly Classification[], now: Date): DataTableColumn<RuleOverride>[] {
  const setName = (id: number | null) =>
    id === null ? 'Every carrier' : (classifications.find((c) => c.id === id)?.name ?? `Classification ${id}`);
  return [
    {
      id: 'carrier',
      header: 'Carrier',
      cell: (o) => (
        <Anchor component={Link} to={paths.carrierDetail.href(o.carrier_id, { tab: 'rules' })} fz="inherit">
          Carrier {o.carrier_id}
        </Anchor>
      ),
    },
    {
      id: 'rule',
      header: 'Rule',
      maxWidth: 280,
      title: (o) => ruleLabel(o.is_type),
      cell: (o) => ruleLabel(o.is_type),
    },
    { id: 'set', header: 'Rule set', maxWidth: 200, cell: (o) => setName(o.classification_id) },
    { id: 'active', header: 'In use', cell: (o) => (o.is_active ? 'On' : 'Off') },
    { id: 'expires', header: 'Expires', cell: (o) => expiryText(o, now) },
    { id: 'updated', header: 'Updated', cell: (o) => formatDateTime(o.updated_at) },
  ];
}

/**
 * The company's overrides of every carrier (GET rule_overrides with the company only), newest update
 * first, 50 a page, the page in the URL (`overrides_page`): where the broker manages the rules, the
 * exceptions made to them, each linking to the carrier's Rules tab where it is switched or renewed.
 */
export function CompanyOverrides({
  companyId,
  classifications,
}: {
  companyId: number | null;
  classifications: readonly Classification[];
}) {
  const list = useNestedListState(COMPANY_OVERRIDES_LIST, 'overrides');
  // The route data's query (rules.route.ts); nothing is asked without a company.
  const page = useQuery(
    rulesParts.overrides(companyId, list.state.page) ?? {
      ...companyOverridesQuery(0, list.state.page),
      enabled: false,
    },
  );
  const { rows, paging } = shownPage(page);
  // "Now" for expiry, taken once per visit, as the carrier's Rules tab does.
  const [now] = useState(() => new Date());
  const columns = useMemo(() => columnsOf(classifications, now), [classifications, now]);
  if (companyId === null) return null;
  return (
    <Section title="Overrides of every carrier">
      <DataTable
        label="Overrides of every carrier"
        columns={columns}
        rows={rows}
        getRowId={(o) => String(o.id)}
        state={page}
        emptyMessage="No rule is overridden for any carrier."
        errorMessage={`Could not load the overrides: ${errorMessage(page.error)}`}
        paging={paging}
        pageSize={PAGE_SIZE}
        itemName="overrides"
        itemsOnPage={rows?.length}
        onPageChange={(p) => list.change({ page: p })}
        maxHeight={360}
      />
    </Section>
  );
}
