import { useQueryClient } from '@tanstack/react-query';
import { getListLoadLogsQueryKey, useCreateLoadLog } from '../../generated/monitor/hooks/load-logs/load-logs';
import {
  getGetLoadQueryKey,
  getGetLoadQueryOptions,
  getListLoadsQueryKey,
  useUpdateLoad,
} from '../../generated/monitor/hooks/loads/loads';
import { useListTickets } from '../../generated/monitor/hooks/tickets/tickets';
import {
  getGetLoadTraceDataQueryKey,
  useListVehicleAreasForDebugging,
  useListVehicleDistancesToPickup,
} from '../../generated/monitor/hooks/tracking/tracking';

/** A load, its logs, its vehicles and trace data (monitor API), as the load detail uses them. */
export { useListLoadLogs } from '../../generated/monitor/hooks/load-logs/load-logs';
export {
  useGetLoadTraceData,
  useListCarrierVehiclesForDropdown,
} from '../../generated/monitor/hooks/tracking/tracking';
export type { CarrierVehicleArea, VehicleDistanceToPickup } from '../../generated/monitor/model';
export { LoadLogType, LoadStatus } from '../../generated/monitor/model';
export type { LoadLog, LoadTraceData, TracePoint } from '../../generated/monitor/model';

/** The query of one load (the load detail's route data, load-detail.route.ts). */
export const loadQuery = (id: number) => getGetLoadQueryOptions(id);

/** Logs an arrival, departure, check call or delay on a load; the load, its logs and trace are fetched again after. */
export function useCreateLoadLogAndRefresh(loadId: number) {
  const queryClient = useQueryClient();
  return useCreateLoadLog({
    mutation: {
      onSuccess: () =>
        Promise.all([
          queryClient.invalidateQueries({ queryKey: getListLoadLogsQueryKey(loadId) }),
          queryClient.invalidateQueries({ queryKey: getGetLoadQueryKey(loadId) }),
          queryClient.invalidateQueries({ queryKey: getGetLoadTraceDataQueryKey(loadId) }),
        ]),
    },
  });
}

/** Changes a load (PATCH: its status, its vehicle); the load and the loads lists show the answer. */
export function useUpdateLoadAndRefresh(loadId: number) {
  const queryClient = useQueryClient();
  return useUpdateLoad({
    mutation: {
      onSuccess: (load) => {
        queryClient.setQueryData(getGetLoadQueryKey(loadId), load);
        return Promise.all([
          queryClient.invalidateQueries({ queryKey: getListLoadsQueryKey() }),
          queryClient.invalidateQueries({ queryKey: getGetLoadTraceDataQueryKey(loadId) }),
        ]);
      },
    },
  });
}

/** How far each vehicle of the load's carrier last was from its first pickup, nearest first; asked only when the load has a carrier. */
export const useVehicleDistancesToPickup = (loadId: number, enabled: boolean) =>
  useListVehicleDistancesToPickup({ load_id: loadId }, { query: { enabled } });

/** Every raw position of the load's vehicles with its receive time, for support; asked only once opened. */
export const useRawPositions = (loadId: number, enabled: boolean) =>
  useListVehicleAreasForDebugging({ load_id: loadId }, { query: { enabled } });

/** The alerts raised on a load, whatever their status, newest first (its first 50). */
export const useLoadAlerts = (loadId: number) =>
  useListTickets({ 'q[load_id_eq]': loadId, 'q[s]': 'id desc', per_page: 50 });
