import { listInput } from '../../api/list-input';
import { defineRouteData } from '../../api/route-data';
import { vehicleByVinQuery, vehiclesPageQuery } from '../../api/vehicles';
import { VEHICLES_LIST, vehiclesListQuery, wholeVin, type VehiclesListState } from '../../domain';

/**
 * The Vehicle Search screen's first query: the page of the filters and sort the address names; for
 * a whole VIN, the vehicle with that VIN instead (the screen opens it), and the list is not asked.
 */
export const vehiclesQueries = (state: VehiclesListState) => {
  const vin = wholeVin(state.filters.vin);
  return {
    list: vin === null ? vehiclesPageQuery(vehiclesListQuery(state)) : null,
    byVin: vin !== null ? vehicleByVinQuery(vin) : null,
  };
};

export default defineRouteData({
  input: (address) => listInput(VEHICLES_LIST, address),
  queries: vehiclesQueries,
});
