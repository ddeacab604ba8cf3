import { Group, Text } from '@mantine/core';
import type { CarrierCrash, CarrierInspection, CarrierViolation } from '../../../api';
import { BASIC_LABELS, type Basic } from '../../../domain';
import type { DataTableColumn } from '../../../ui/data-table';
import { formatDate, formatPlace, humanize } from '../../../ui/format';
import { StatusBadge } from '../../../ui/status-badge';

const basicName = (basic: string) => BASIC_LABELS[basic as Basic] ?? humanize(basic);

function OutOfService({ inspection }: { inspection: CarrierInspection }) {
  const units = [
    inspection.is_vehicle_out_of_service && 'Vehicle',
    inspection.is_driver_out_of_service && 'Driver',
    inspection.is_hazmat_out_of_service && 'Hazmat',
  ].filter((u): u is string => Boolean(u));
  if (!units.length)
    return (
      <Text size="xs" c="dimmed">
        No
      </Text>
    );
  return (
    <Group gap={4} wrap="nowrap">
      {units.map((unit) => (
        <StatusBadge key={unit} color="red">
          {unit} OOS
        </StatusBadge>
      ))}
    </Group>
  );
}

/** Inspections: date, report, state, level, vehicle, what was put out of service, violations. */
export const INSPECTION_COLUMNS: DataTableColumn<CarrierInspection>[] = [
  { id: 'date', header: 'Date', cell: (i) => formatDate(i.inspection_date) },
  { id: 'report', header: 'Report', cell: (i) => i.report_number },
  { id: 'state', header: 'State', cell: (i) => i.state },
  { id: 'level', header: 'Level', align: 'right', cell: (i) => i.level },
  { id: 'vin', header: 'VIN', cell: (i) => i.vehicle_vin ?? '—' },
  { id: 'oos', header: 'Out of service', cell: (i) => <OutOfService inspection={i} /> },
  {
    id: 'violations',
    header: 'Violations',
    maxWidth: 360,
    title: (i) => i.violations.map((v) => `${v.code} ${v.description}`).join('; ') || undefined,
    cell: (i) => (i.violations.length ? i.violations.map((v) => v.code).join(', ') : 'None'),
  },
];

/** Violations: date, state, code, description, BASIC, severity, out of service, unit. */
export const VIOLATION_COLUMNS: DataTableColumn<CarrierViolation>[] = [
  { id: 'date', header: 'Date', cell: (v) => formatDate(v.inspection_date) },
  { id: 'state', header: 'State', cell: (v) => v.state },
  { id: 'code', header: 'Code', cell: (v) => v.code },
  { id: 'description', header: 'Description', maxWidth: 320, title: (v) => v.description, cell: (v) => v.description },
  { id: 'basic', header: 'BASIC', cell: (v) => basicName(v.basic) },
  { id: 'severity', header: 'Severity', align: 'right', cell: (v) => v.severity_weight },
  {
    id: 'oos',
    header: 'Out of service',
    cell: (v) =>
      v.is_out_of_service ? (
        <StatusBadge color="red">OOS</StatusBadge>
      ) : (
        <Text size="xs" c="dimmed">
          No
        </Text>
      ),
  },
  { id: 'unit', header: 'Unit', cell: (v) => humanize(v.unit) },
];

/** Crashes: date, report, place, fatalities, injuries, tow-away, hazmat released. */
export const CRASH_COLUMNS: DataTableColumn<CarrierCrash>[] = [
  { id: 'date', header: 'Date', cell: (c) => formatDate(c.crash_date) },
  { id: 'report', header: 'Report', cell: (c) => c.report_number },
  { id: 'place', header: 'Place', cell: (c) => formatPlace(c) },
  { id: 'fatalities', header: 'Fatalities', align: 'right', cell: (c) => c.fatalities },
  { id: 'injuries', header: 'Injuries', align: 'right', cell: (c) => c.injuries },
  { id: 'tow', header: 'Tow-away', cell: (c) => (c.is_tow_away ? 'Yes' : 'No') },
  { id: 'hazmat', header: 'Hazmat released', cell: (c) => (c.is_hazmat_released ? 'Yes' : 'No') },
];
