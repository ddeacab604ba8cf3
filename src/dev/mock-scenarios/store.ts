import type { Query, QueryClient } from '@tanstack/react-query';
import type { Catalogue, ScenarioOperation } from './catalogue';
import { parseChoices, STORAGE_KEY, withChoice, type Choice, type Choices } from './choices';
import type { Call } from './match';

/** What the panel shows: the tab's choices and the calls seen so far. */
export interface ScenarioState {
  choices: Choices;
  calls: readonly Call[];
}

/**
 * The tool's state in one tab: the choices (kept in session storage) and the calls the API layer
 * made, by page; and the portal's query clients, to refetch what a screen shows when a choice changes.
 */
export function scenarioStore(catalogue: Catalogue, storage: Storage) {
  let state: ScenarioState = { choices: parseChoices(storage.getItem(STORAGE_KEY)), calls: [] };
  const listeners = new Set<() => void>();
  const clients = new Set<QueryClient>();
  const personaPath = catalogue.operations.find((op) => op.operationId === catalogue.personaOperation)?.template;

  const set = (next: ScenarioState) => {
    state = next;
    listeners.forEach((listener) => listener());
  };
  const save = (choices: Choices) => {
    if (Object.keys(choices).length === 0) storage.removeItem(STORAGE_KEY);
    else storage.setItem(STORAGE_KEY, JSON.stringify(choices));
    set({ ...state, choices });
    refetch();
  };
  const isUser = (query: Query) => query.queryKey[0] === personaPath;
  // Every other query starts again (its data dropped, so the screen shows what the new answer gives,
  // an error state included); the user is refetched in place, so the guards never see nobody signed in.
  const refetch = () => {
    for (const client of clients) {
      void client.invalidateQueries({ predicate: isUser });
      void client.resetQueries({ predicate: (query) => !isUser(query) });
    }
  };

  return {
    get: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    choose: (operationId: string, choice: Choice | null) => save(withChoice(state.choices, operationId, choice)),
    replace: (choices: Choices) => save(choices),
    reset: () => save({}),
    /** Notes a call of the page at `pathname`; the same operation on the same page is kept once. */
    record(operation: ScenarioOperation, pathname: string) {
      if (state.calls.some((c) => c.operation === operation && c.pathname === pathname)) return;
      set({ ...state, calls: [...state.calls, { operation, pathname }] });
    },
    /** The portal's query clients (added by main.tsx as each mounts). */
    clients,
  };
}

export type ScenarioStore = ReturnType<typeof scenarioStore>;
