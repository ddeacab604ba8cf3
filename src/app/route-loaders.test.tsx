import { hashKey, QueryCache, QueryClient, QueryObserver, skipToken, type Query } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { prismServer } from '../../tests/unit/prism/server';
import { renderRoute, SCREEN_TIMEOUT } from '../../tests/unit/prism/render-route';
import { ROUTE_VISITS } from '../../tests/e2e/support/routes';
import { ROUTE_DATA } from './screens';

const prism = prismServer();

// What the app's frame asks on every route (the guard's user with its flags, the navigation's alert
// count): not a screen's own.
const SHELL = ['/api/v1/users/current', '/api/v1/tickets/count'];
const isShell = (key: string) => SHELL.some((path) => key.startsWith(`["${path}"`));
const withData = new Set<string>(Object.keys(ROUTE_DATA));

/**
 * Records the keys the route's loader started (prefetchQuery) and, in order, the keys the screen's
 * components came to ask: a useQuery mounting on a query while enabled (one mounted disabled, such
 * as a search waiting for its text, asks nothing), in the order the screen renders them (a useQuery
 * reads its query as its component renders, parents before children). Not the subscriptions'
 * order: React subscribes a commit's children before their parent, so a detail whose record is
 * already cached when its screen mounts would seem to ask its panels' queries (the terms, the
 * positions) before the record they hang on. The frame's queries are left out. The spies call
 * through.
 */
/** Whether an observer, as it is now, lets its query run (TanStack's `enabled`, or a `skipToken` query function). */
function enabledNow(observer: QueryObserver, query: Query): boolean {
  const { enabled, queryFn } = observer.options;
  if (queryFn === skipToken) return false;
  return (typeof enabled === 'function' ? enabled(query) : enabled) !== false;
}

function watchQueries() {
  const prefetch = vi.spyOn(QueryClient.prototype, 'prefetchQuery');
  // Every fetch the cache makes (a prefetch fetches too), so the test can wait for the answers that
  // route data's `follow` starts more queries from.
  const fetches: Promise<unknown>[] = [];
  const fetchQuery = QueryClient.prototype.fetchQuery;
  vi.spyOn(QueryClient.prototype, 'fetchQuery').mockImplementation(function (
    this: QueryClient,
    ...args: Parameters<QueryClient['fetchQuery']>
  ) {
    const fetched = fetchQuery.apply(this, args);
    fetches.push(fetched);
    return fetched;
  });
  const rendered = vi.spyOn(QueryObserver.prototype, 'getOptimisticResult');
  const enabled = new Set<string>();
  const notify = QueryCache.prototype.notify;
  vi.spyOn(QueryCache.prototype, 'notify').mockImplementation(function (this: QueryCache, event) {
    // Read at once: the observer's options change with the screen's later renders.
    if (event.type === 'observerAdded' && enabledNow(event.observer, event.query))
      enabled.add(hashKey(event.query.queryKey));
    notify.call(this, event);
  });
  const distinct = (keys: string[]) => [...new Set(keys)].filter((key) => !isShell(key));
  return {
    started: () => distinct(prefetch.mock.calls.map(([options]) => hashKey(options.queryKey))),
    asked: () =>
      distinct(rendered.mock.calls.map(([options]) => hashKey(options.queryKey))).filter((key) => enabled.has(key)),
    /** Until every fetch so far has answered, and what follows from the answers has been started. */
    settled: async () => {
      for (let seen = -1; seen !== fetches.length;) {
        seen = fetches.length;
        await Promise.allSettled(fetches);
        await new Promise((resolve) => setTimeout(resolve, 0));
      }
    },
  };
}

// The sample addresses of the route walk, and for the screens that ask nothing on a bare address,
// one that asks (a search typed, a lane chosen, an address to look up).
const VISITS: [id: string, path: string][] = [
  ...ROUTE_VISITS.filter((r) => r.signedIn).map((r): [string, string] => [r.id, r.path]),
  ['carrierSearchResults', 'carriers/search-results?text=acme'],
  ['globalSearch', 'carriers/global-search?authority_age_min=6'],
  [
    'laneSearchResults',
    'carriers/lane-search-results?origin_area=1&origin=Phoenix&destination_area=2&destination=Dallas',
  ],
  ['contactSearch', 'carriers/contact-search?email=ops%40example.com'],
];

afterEach(() => vi.restoreAllMocks());

describe('route data: each loader starts exactly what its screen asks first (README, "Data before code")', () => {
  it.each(VISITS)('%s (/%s)', async (id, path) => {
    prism.as('broker_all_scopes');
    const { started, asked, settled } = watchQueries();
    renderRoute(path);
    // The route has rendered (its title is set): its loader has run.
    await waitFor(() => expect(document.title).toMatch(/ – /), { timeout: SCREEN_TIMEOUT });
    if (!withData.has(id)) {
      expect(started(), 'a route without route data starts nothing').toEqual([]);
      return;
    }
    // The screen's own heading, in the shell's main area (the frame before it may draw a title too).
    const main = await screen.findByRole('main', {}, { timeout: SCREEN_TIMEOUT });
    await within(main).findAllByRole('heading', {}, { timeout: SCREEN_TIMEOUT });
    // The screen comes to ask each query its loader started (no request started for nothing), and the
    // first query it asks is one of them (none when it asks nothing on this address). Siblings beyond
    // the first may come in any order: a panel asks once its record is there.
    // What the loader started from the first answers (route data's `follow`) counts too.
    await settled();
    await waitFor(() => expect(asked()).toEqual(expect.arrayContaining(started())), { timeout: SCREEN_TIMEOUT });
    if (started().length === 0) expect(asked(), 'nothing started: the screen asks nothing either').toEqual([]);
    else expect(started(), 'the loader starts the screen’s first query').toContain(asked()[0]);
  });
});
