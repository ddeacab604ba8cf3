import { useQuery } from '@tanstack/react-query';
import { getListLoadsQueryKey, listLoads } from '../../generated/monitor/hooks/loads/loads';
import {
  useListRecentVehicleAreas,
  useListVehicleAreasByVehicle,
} from '../../generated/monitor/hooks/tracking/tracking';
import {
  getGetVehicleByVinQueryOptions,
  getGetVehicleQueryOptions,
  getListCarrierVehiclesQueryKey,
  listCarrierVehicles,
} from '../../generated/monitor/hooks/vehicles/vehicles';
import type { ListCarrierVehiclesParams, ListLoadsParams } from '../../generated/monitor/model';
import { PAGE_SIZE, type VehiclesListQuery } from '../domain';
import { pagedQueryOptions } from './paged';
import type { SameParams } from './same-params';

// The domain's query of this call is the contract's parameters (checked here, at compile time).
type _Checked = SameParams<VehiclesListQuery, ListCarrierVehiclesParams>;

/** Carrier vehicles, their positions and loads (monitor API), as Vehicle Search and Vehicle Show use them. */
export type {
  CarrierVehicleArea,
  ListCarrierVehiclesParams,
  RecentVehicleAreas,
  Vehicle,
} from '../../generated/monitor/model';

/** The query of one page of the vehicle search, with its paging headers (vehicles.route.ts). */
export const vehiclesPageQuery = (params: ListCarrierVehiclesParams) =>
  pagedQueryOptions(getListCarrierVehiclesQueryKey(params), (signal) => listCarrierVehicles(params, undefined, signal));

/** The query of one vehicle (Vehicle Show's route data, vehicle-show.route.ts). */
export const vehicleQuery = (id: number) => getGetVehicleQueryOptions(id);

/**
 * The query of the vehicle with a whole VIN (getVehicleByVin; 404 when none has it). Vehicle Search
 * asks it when a whole VIN is typed (vehicles.route.ts); Home's search box may call it too.
 */
export const vehicleByVinQuery = (vin: string) => getGetVehicleByVinQueryOptions(vin, { query: { staleTime: 60_000 } });

/** One vehicle's positions between two days (the map of Vehicle Show). */
export const useVehiclePositions = (vehicleId: number, window: { from: string; to: string }) =>
  useListVehicleAreasByVehicle({ carrier_vehicle_id: vehicleId, start_date: window.from, end_date: window.to });

/** The latest positions of each vehicle of a carrier over the last three days (monitoring §9: ELD days to show). */
export const useCarrierVehiclesLatest = (carrierId: number) =>
  useListRecentVehicleAreas({ carrier_id: carrierId, days: 3 }, { query: { staleTime: 60_000 } });

/** One page of the loads a vehicle is assigned to, every status, newest first. */
export function useVehicleLoadsPage(vehicleId: number, page: number) {
  const params: ListLoadsParams = {
    'q[carrier_vehicle_id_eq]': vehicleId,
    'q[s]': 'id desc',
    page,
    per_page: PAGE_SIZE,
  };
  return useQuery(pagedQueryOptions(getListLoadsQueryKey(params), (signal) => listLoads(params, undefined, signal)));
}
