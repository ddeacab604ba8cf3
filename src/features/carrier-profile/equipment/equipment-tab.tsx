import { Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { errorMessage, useGetCarrierPowerUnitStats, useListCarrierEquipment } from '../../../api';
import { EQUIPMENT_WINDOW_YEARS } from '../../../domain';
import { DataTable } from '../../../ui/data-table';
import { Fact, FactGrid, Section } from '../../../ui/detail';
import { formatDate } from '../../../ui/format';
import type { ProfileTabProps } from '../profile-tab-props';
import { EQUIPMENT_COLUMNS } from './equipment-columns';
import { EldSection } from './eld-section';
import { Segmented } from '../../../ui/segmented';

/** Power-unit counts by source: what the carrier declared, insured, has on ELD and was seen with. */
function PowerUnits({ carrierId }: { carrierId: number }) {
  const stats = useGetCarrierPowerUnitStats(carrierId);
  const s = stats.data;
  if (stats.isError)
    return (
      <Text size="sm" c="red.8" role="alert">
        Could not load the power-unit counts: {errorMessage(stats.error)}
      </Text>
    );
  const count = (n: number | null | undefined) => (n === null || n === undefined ? '—' : String(n));
  return (
    <Paper withBorder p="sm" aria-busy={stats.isPending || undefined}>
      <FactGrid>
        <Fact label="Declared (MCS-150)">{count(s?.fmcsa_power_units)}</Fact>
        <Fact label="On the COI">{count(s?.insured_power_units)}</Fact>
        <Fact label="On ELD">{count(s?.eld_power_units)}</Fact>
        <Fact label={`Seen in ${EQUIPMENT_WINDOW_YEARS} years`}>{count(s?.observed_power_units)}</Fact>
        <Fact label="Straight box trucks">{count(s?.straight_box_trucks)}</Fact>
        <Fact label="Cargo vans">{count(s?.cargo_vans)}</Fact>
        <Fact label="Trailers">{count(s?.trailers)}</Fact>
        <Fact label="As of">{formatDate(s?.as_of)}</Fact>
      </FactGrid>
    </Paper>
  );
}

type Kind = 'all' | 'power_unit' | 'trailer';

/** Equipment and ELD: power units by source, the ELD connections and vehicles, and every vehicle seen in 2 years. */
export default function EquipmentTab({ carrier }: ProfileTabProps) {
  const equipment = useListCarrierEquipment(carrier.id);
  const [kind, setKind] = useState<Kind>('all');
  const all = Array.isArray(equipment.data) ? equipment.data : undefined;
  const rows = all?.filter((v) => kind === 'all' || v.is_type === kind);
  return (
    <Stack gap="md">
      <Section title="Power units by source">
        <PowerUnits carrierId={carrier.id} />
      </Section>
      <EldSection carrier={carrier} />
      <Section
        title={`Vehicles seen in the last ${EQUIPMENT_WINDOW_YEARS} years`}
        actions={
          <Segmented<Kind>
            aria-label="Vehicle type"
            value={kind}
            onChange={setKind}
            data={[
              { value: 'all', label: 'All' },
              { value: 'power_unit', label: 'Power units' },
              { value: 'trailer', label: 'Trailers' },
            ]}
          />
        }
      >
        <DataTable
          label={`Vehicles of ${carrier.legal_name}`}
          columns={EQUIPMENT_COLUMNS}
          rows={equipment.isError ? [] : rows}
          getRowId={(v) => String(v.id)}
          state={equipment}
          emptyMessage={kind === 'all' ? 'No vehicles seen in the last 2 years.' : 'No vehicles of this type.'}
          errorMessage={`Could not load the vehicles: ${errorMessage(equipment.error)}`}
          maxHeight={360}
        />
      </Section>
    </Stack>
  );
}
