import { Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage, errorStatus, shownPage, vehicleByVinQuery, vehiclesPageQuery } from '../../api';
import { paths } from '../../config/paths';
import {
  EMPTY_PAGING,
  PAGE_SIZE,
  VEHICLES_LIST,
  carrierName,
  vehiclesListQuery,
  wholeVin,
  type VehiclesListState,
} from '../../domain';
import { DataTable, sortFromString } from '../../ui/data-table';
import { ListHeader } from '../../ui/list-page';
import { useListUrlState } from '../../ui/use-list-url-state';
import { VEHICLE_COLUMNS } from './vehicle-columns';
import { VehicleFilters } from './vehicle-filters';
import { vehiclesQueries } from './vehicles.route';

/** The search by a whole VIN: it opens the vehicle, or empties the list (page 1 of 1, 0 items). */
function useVinLookup(state: VehiclesListState) {
  const navigate = useNavigate();
  const vin = wholeVin(state.filters.vin);
  // Nothing is asked while no whole VIN is typed.
  const byVin = useQuery(vehiclesQueries(state).byVin ?? { ...vehicleByVinQuery(''), enabled: false });
  const found = vin !== null ? byVin.data : undefined;
  useEffect(() => {
    // The search entry is replaced: Back from the vehicle does not land on a search that reopens it.
    if (found) void navigate(paths.vehicleShow.href(found.id), { replace: true });
  }, [found, navigate]);
  const missing = vin !== null && errorStatus(byVin.error) === 404;
  return { vin, byVin, missing };
}

/**
 * Vehicle Search: carrier vehicles, last seen first, 50 a page, by VIN, unit number, carrier, type,
 * source and seen since; a whole VIN opens its vehicle at once. A failed or empty answer empties
 * the list and resets paging to page 1 of 1 with 0 items (monitoring §8).
 */
export default function VehiclesPage() {
  const navigate = useNavigate();
  const { state, change, setFilters, filtered, clearFilters } = useListUrlState(VEHICLES_LIST);
  // The route's loader started this same query (vehicles.route.ts) while this code loaded; a whole
  // VIN asks for its vehicle instead.
  const list = useQuery(
    vehiclesQueries(state).list ?? { ...vehiclesPageQuery(vehiclesListQuery(state)), enabled: false },
  );
  const { vin, byVin, missing } = useVinLookup(state);
  const listed = shownPage(list);
  // Found: the vehicle opens, so the table waits; not found: an empty list, not an error.
  const byVinState = {
    isPending: byVin.isPending || byVin.isSuccess,
    isError: byVin.isError && !missing,
    isFetching: byVin.isFetching,
    refetch: byVin.refetch,
  };
  const rows = vin === null ? listed.rows : byVin.isError ? [] : undefined;
  // An empty answer resets paging as a failed one does (monitoring §8): page 1 of 1, 0 vehicles.
  const paging = vin === null && listed.rows?.length !== 0 ? listed.paging : EMPTY_PAGING;
  const carrierLabel = state.filters.carrier_id !== null ? (carrierName(listed.rows?.[0]?.carrier) ?? null) : null;

  return (
    <Stack p="md" gap="xs">
      <ListHeader
        title="Vehicle Search"
        filters={<VehicleFilters state={state} onChange={setFilters} carrierLabel={carrierLabel} />}
        onClearFilters={filtered ? clearFilters : undefined}
        keepFiltersOnOneLine
      />
      <DataTable
        label="Vehicles"
        columns={VEHICLE_COLUMNS}
        rows={rows}
        getRowId={(v) => String(v.id)}
        state={vin === null ? list : byVinState}
        emptyMessage={
          vin !== null
            ? `No vehicle has the VIN ${vin}.`
            : filtered
              ? 'No vehicles match these filters.'
              : 'No vehicles seen yet.'
        }
        errorMessage={`Could not search the vehicles: ${errorMessage(vin === null ? list.error : byVin.error)}`}
        sort={sortFromString(state.sort ?? 'date desc')}
        onSortChange={(next) => change({ sort: `${next.key} ${next.direction}` })}
        onOpenRow={(v) => void navigate(paths.vehicleShow.href(v.id))}
        paging={paging}
        pageSize={PAGE_SIZE}
        itemName="vehicles"
        onPageChange={(page) => change({ page })}
      />
    </Stack>
  );
}
