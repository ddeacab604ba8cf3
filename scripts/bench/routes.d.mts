/** One route the bench visits (scripts/bench/routes.mjs). */
export interface BenchRoute {
  id: string;
  title: string;
  /** The sample URL, relative to /broker/. */
  url: string;
  signedIn: boolean;
}

export function loadRoutes(root: string): Promise<BenchRoute[]>;
