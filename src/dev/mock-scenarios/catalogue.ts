// The dev server's "Mock scenarios" tool (README, "For frontend developers: running against Prism"):
// what it knows of the contracts. scripts/mock-scenarios.ts reads both contracts when the dev server
// starts and serves this as `virtual:mock-scenarios`; nothing of it exists in a production build.

export type Api = 'identity' | 'monitor';

/** A named example of an operation's success answer: `Prefer: example=<name>`. */
export interface SuccessExample {
  name: string;
  summary: string;
  /** The 2xx status it belongs to. */
  status: number;
}

/** One operation of a contract and what Prism can be asked to answer it with. */
export interface ScenarioOperation {
  api: Api;
  operationId: string;
  /** Upper case: `GET`. */
  method: string;
  /** The contract's path template: `/api/v1/loads/{id}`. */
  template: string;
  /** The status Prism answers by default: the lowest documented 2xx. */
  defaultStatus: number;
  examples: SuccessExample[];
  /** The documented answers that are not 2xx, ascending. */
  errorStatuses: number[];
}

/** A named example of the current user: one click signs in as that kind of user. */
export interface Persona {
  name: string;
  summary: string;
  /** The brand the user belongs to (`paywall.is_watchdog`): another brand's user is shown on its own host. */
  brand: 'default' | 'watchdog';
}

export interface Catalogue {
  operations: ScenarioOperation[];
  /** The current-user call (`getCurrentUser`) whose examples are the personas. */
  personaOperation: string;
  personas: Persona[];
}
