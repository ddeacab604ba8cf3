// The base map's outlines as SVG path data, projected at build time by the Vite plugin of
// scripts/map-outlines.ts (scripts/map-outline-paths.ts; no derived copy of the data is committed).
// Import it with import() only, so that it stays a chunk of its own.
declare module 'virtual:map-outlines' {
  /** Each shape's path data, in pixels of zoom 7 (EPSG:3857), in the order they are drawn. */
  interface OutlinePaths {
    /** The US, Canada and Mexico, filled as land. */
    land: string;
    /** The large lakes, filled as water over the land. */
    lakes: string;
    /** Borders between two states or two provinces. */
    subunitLines: string;
    /** Where a country meets the sea. */
    coastLines: string;
    /** Borders between two countries. */
    countryLines: string;
    /** The zoom whose pixels the paths are written in (7). */
    zoom: number;
    /** x, y, width, height of the paths' box. */
    viewBox: [number, number, number, number];
    /** [[south, west], [north, east]]: the box's corners on the ground. */
    bounds: [[number, number], [number, number]];
  }
  const outlines: OutlinePaths;
  export default outlines;
}
