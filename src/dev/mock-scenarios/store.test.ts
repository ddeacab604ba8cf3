import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { Catalogue, ScenarioOperation } from './catalogue';
import { STORAGE_KEY } from './choices';
import { scenarioStore } from './store';

const op = (operationId: string, template: string): ScenarioOperation => ({
  api: 'monitor',
  operationId,
  method: 'GET',
  template,
  defaultStatus: 200,
  examples: [],
  errorStatuses: [500],
});
const user = { ...op('getCurrentUser', '/api/v1/users/current'), api: 'identity' as const };
const loads = op('listLoads', '/api/v1/loads');
const catalogue: Catalogue = {
  operations: [user, loads],
  personaOperation: 'getCurrentUser',
  personas: [{ name: 'broker_all_scopes', summary: '', brand: 'default' }],
};

/** Session storage as a tab has it: strings by key. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

describe('scenarioStore', () => {
  it('keeps the choices in session storage, so a reload (a new store) has them, until reset', () => {
    const storage = memoryStorage();
    const store = scenarioStore(catalogue, storage);
    store.choose('listLoads', { kind: 'code', status: 500 });
    store.choose('getCurrentUser', { kind: 'example', name: 'broker_no_lane_search', status: 200 });
    expect(scenarioStore(catalogue, storage).get().choices).toEqual({
      listLoads: { kind: 'code', status: 500 },
      getCurrentUser: { kind: 'example', name: 'broker_no_lane_search', status: 200 },
    });
    store.choose('listLoads', null);
    expect(Object.keys(scenarioStore(catalogue, storage).get().choices)).toEqual(['getCurrentUser']);
    store.reset();
    expect(storage.getItem(STORAGE_KEY)).toBeNull();
    expect(store.get().choices).toEqual({});
  });

  it('notes each operation once per page, and tells its listeners', () => {
    const store = scenarioStore(catalogue, memoryStorage());
    let told = 0;
    store.subscribe(() => (told += 1));
    store.record(loads, '/broker/loads');
    store.record(loads, '/broker/loads');
    store.record(loads, '/broker/');
    expect(store.get().calls).toEqual([
      { operation: loads, pathname: '/broker/loads' },
      { operation: loads, pathname: '/broker/' },
    ]);
    expect(told).toBe(2);
  });

  it('on a choice, starts the screen’s queries again and refreshes the user in place', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    client.setQueryData(['/api/v1/users/current'], { user: { id: 1201 } });
    client.setQueryData(['/api/v1/loads', { page: 1 }], [{ id: 50001 }]);
    const store = scenarioStore(catalogue, memoryStorage());
    store.clients.add(client);
    store.choose('listLoads', { kind: 'code', status: 500 });
    // The list's rows are dropped (the screen shows what the new answer gives, its error state included)...
    expect(client.getQueryData(['/api/v1/loads', { page: 1 }])).toBeUndefined();
    // ...while the user stays until its refetch answers: the guards never see nobody signed in.
    expect(client.getQueryData(['/api/v1/users/current'])).toEqual({ user: { id: 1201 } });
    expect(client.getQueryState(['/api/v1/users/current'])?.isInvalidated).toBe(true);
  });
});
