import { vehicleQuery } from '../../api/vehicles';
import { defineRouteData } from '../../api/route-data';
import { parseId } from '../../domain';

/** The Vehicle Show screen's first query: the vehicle its address names (its positions and loads follow it). */
export const vehicleShowQueries = (id: number) => ({
  vehicle: vehicleQuery(id),
});

export default defineRouteData({
  // An address that names no id shows "not found" and asks nothing.
  input: ({ params }) => parseId(params.id),
  queries: vehicleShowQueries,
});
