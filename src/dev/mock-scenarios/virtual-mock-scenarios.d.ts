// Both contracts' operations as the Mock scenarios tool needs them, read when the dev server starts
// by the Vite plugin of scripts/mock-scenarios.ts.
declare module 'virtual:mock-scenarios' {
  export const catalogue: import('./catalogue').Catalogue;
}
