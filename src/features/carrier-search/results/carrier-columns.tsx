import { Anchor, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { CarrierSearchResult, LaneSearchCarrier } from '../../../api';
import { paths } from '../../../config/paths';
import { authorityAgeMonths, type SafetyRating } from '../../../domain';
import type { DataTableColumn } from '../../../ui/data-table';
import { formatDateTime, formatMiles, formatPlace } from '../../../ui/format';
import { StatusBadge } from '../../../ui/status-badge';
import { ASSESSMENT_LABELS, SAFETY_COLORS, SAFETY_LABELS, shortDollars } from '../labels';
import { MyCarrierCell, type MyCarrierActions } from './my-carrier-actions';

const dim = (text: string) => (
  <Text span fz="inherit" c="dimmed">
    {text}
  </Text>
);

function identifiers(row: CarrierSearchResult): string {
  if (row.dot_number || row.mc_number) return `${row.dot_number ?? '—'} / ${row.mc_number ?? '—'}`;
  const first = row.identifiers[0];
  return first ? `${first.is_type} ${first.value}` : '—';
}
const identifierTitle = (row: CarrierSearchResult) =>
  row.identifiers.map((id) => `${id.is_type} ${id.value}`).join(', ') || undefined;

function insurance(row: CarrierSearchResult): string | null {
  const policy = row.insurance;
  if (!policy || (policy.auto_liability === null && policy.cargo_coverage === null)) return null;
  const amount = (value: number | null) => (value === null ? '—' : shortDollars(value));
  return `${amount(policy.auto_liability)} / ${amount(policy.cargo_coverage)}`;
}
const insuranceTitle = (row: CarrierSearchResult) => {
  const policy = row.insurance;
  if (!policy) return 'No active policy on file';
  const parts = [
    policy.auto_liability !== null ? `Auto liability ${shortDollars(policy.auto_liability)}` : null,
    policy.cargo_coverage !== null ? `Cargo ${shortDollars(policy.cargo_coverage)}` : null,
    policy.general_liability !== null ? `General liability ${shortDollars(policy.general_liability)}` : null,
    policy.expires_on ? `expires ${policy.expires_on}` : null,
  ];
  return parts.filter(Boolean).join(', ');
};

type Options = { today: string; showSafetyRating: boolean; actions: MyCarrierActions };

function shared<T extends CarrierSearchResult>(o: Options): Record<string, DataTableColumn<T>> {
  return {
    name: {
      id: 'name',
      header: 'Carrier',
      sortKey: 'legal_name',
      maxWidth: 240,
      title: (row) => (row.dba_name ? `${row.legal_name} (DBA ${row.dba_name})` : row.legal_name),
      cell: (row) => (
        <Group gap={6} wrap="nowrap">
          <Anchor component={Link} to={paths.carrierDetail.href(row.id)} fz="inherit" fw={600}>
            {row.legal_name}
          </Anchor>
          {row.dba_name ? dim(`DBA ${row.dba_name}`) : null}
        </Group>
      ),
    },
    ids: { id: 'identifiers', header: 'DOT / MC', maxWidth: 150, title: identifierTitle, cell: identifiers },
    location: {
      id: 'location',
      header: 'Location',
      maxWidth: 130,
      title: (r) => formatPlace(r),
      cell: (r) => formatPlace(r),
    },
    authority: {
      id: 'authority',
      header: 'Authority',
      align: 'right',
      cell: (row) => {
        const months = authorityAgeMonths(row.authority_granted_on, o.today);
        if (months === null) return dim('None');
        return months >= 24 ? `${Math.floor(months / 12)} yr` : `${months} mo`;
      },
    },
    fleet: {
      id: 'fleet',
      header: 'Fleet',
      sortKey: 'power_units',
      descFirst: true,
      align: 'right',
      cell: (row) => (row.power_units === null ? '—' : row.power_units),
    },
    safety: {
      id: 'safety',
      header: 'Safety',
      cell: (row) => (
        <StatusBadge color={SAFETY_COLORS[row.safety_rating as SafetyRating] ?? 'gray'}>
          {SAFETY_LABELS[row.safety_rating as SafetyRating] ?? row.safety_rating}
        </StatusBadge>
      ),
    },
    insurance: {
      id: 'insurance',
      header: 'Auto / cargo',
      maxWidth: 120,
      title: insuranceTitle,
      cell: (row) => insurance(row) ?? dim('None'),
    },
    eld: {
      id: 'eld',
      header: 'ELD',
      cell: (row) =>
        row.is_eld_connected ? (
          <Text span fz="inherit" c="teal.9" fw={600}>
            Yes
          </Text>
        ) : (
          dim('No')
        ),
    },
    rules: {
      id: 'rules',
      header: 'Rules',
      cell: (row) => {
        const summary = row.rules_assessment_summary ? ASSESSMENT_LABELS[row.rules_assessment_summary] : undefined;
        return summary ? <StatusBadge color={summary.color}>{summary.label}</StatusBadge> : dim('—');
      },
    },
    mine: { id: 'mine', header: 'My carrier', cell: (row) => <MyCarrierCell carrier={row} actions={o.actions} /> },
  };
}

/**
 * The columns of Carrier Search and Carrier Search Results: name (to the profile) and DBA, DOT / MC,
 * location, authority age (to `today`), fleet, safety rating (unless hidden by the filter), auto and
 * cargo insurance, ELD, rules assessment, my-carrier state with its action.
 */
export function carrierColumns<T extends CarrierSearchResult>(o: Options): DataTableColumn<T>[] {
  const c = shared<T>(o);
  const order = ['name', 'ids', 'location', 'authority', 'fleet', 'safety', 'insurance', 'eld', 'rules', 'mine'];
  return order.filter((id) => id !== 'safety' || o.showSafetyRating).map((id) => c[id] as DataTableColumn<T>);
}

/**
 * The columns of Lane Search Results: the carrier columns but location and authority, with how near
 * the carrier's vehicles were to the origin (and when last) and how often they touched each end.
 */
export function laneColumns(o: Options): DataTableColumn<LaneSearchCarrier>[] {
  const c = shared<LaneSearchCarrier>(o);
  const near: DataTableColumn<LaneSearchCarrier> = {
    id: 'near',
    header: 'Near origin',
    align: 'right',
    title: (row) =>
      row.last_seen_near_origin_at
        ? `Last seen near the origin ${formatDateTime(row.last_seen_near_origin_at)}`
        : undefined,
    cell: (row) => formatMiles(row.miles_from_origin),
  };
  const touches: DataTableColumn<LaneSearchCarrier> = {
    id: 'touches',
    header: 'Seen at O / D',
    align: 'right',
    title: (row) => `${row.origin_touches} times near the origin, ${row.destination_touches} near the destination`,
    cell: (row) => `${row.origin_touches} / ${row.destination_touches}`,
  };
  const order = ['name', 'ids', 'near', 'touches', 'fleet', 'safety', 'insurance', 'eld', 'rules', 'mine'];
  const all: Record<string, DataTableColumn<LaneSearchCarrier>> = { ...c, near, touches };
  return order
    .filter((id) => id !== 'safety' || o.showSafetyRating)
    .map((id) => all[id] as DataTableColumn<LaneSearchCarrier>);
}
