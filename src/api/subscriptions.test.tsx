import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { getListCarriersQueryKey } from '../../generated/monitor/hooks/carriers/carriers';
import { getListBrokerSubscriptionsQueryKey } from '../../generated/monitor/hooks/subscriptions/subscriptions';
import { carrierSampleParams, myCarriersParams } from '../domain';
import { carrierSearchPageQuery, laneSearchKey } from './carrier-search';
import { useSubscribeToCarrier, useUnsubscribeFromCarrier } from './subscriptions';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const SEARCH_KEY = [...getListCarriersQueryKey({ 'q[legal_name_or_dba_name_start]': 'P' }), 'paged'];
const MINE_KEY = [...getListCarriersQueryKey({ 'q[subscriptions_company_id_eq]': 310 }), 'paged'];
const LANE_KEY = laneSearchKey({ origin_area_id: 1, destination_area_id: 2, q: {}, page: 1, per_page: 50 });
const page = (subscription: { id: number; created_at: string } | null) => ({
  rows: [
    { id: 1001, subscription },
    { id: 1002, subscription: null },
  ],
  paging: { currentPage: 1, totalPages: 1, totalRecords: 2 },
});

function setUp() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(SEARCH_KEY, page(null));
  client.setQueryData(LANE_KEY, { ...page(null), route: null });
  client.setQueryData(MINE_KEY, page(null));
  client.setQueryData(getListBrokerSubscriptionsQueryKey(), []);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return { client, wrapper };
}
const subscriptionOf = (client: QueryClient, key: readonly unknown[]) =>
  (client.getQueryData(key) as ReturnType<typeof page>).rows[0]?.subscription;

describe('useSubscribeToCarrier', () => {
  it('shows the carrier as mine at once in every result page, then takes the server’s subscription', async () => {
    // The call is held at the server until the test lets it go; `reached` says it got there (the
    // HTTP client loads with the first call, so that can come after the rows have changed).
    let release: () => void = () => undefined;
    let arrive: () => void = () => undefined;
    const reached = new Promise<void>((resolve) => (arrive = resolve));
    server.use(
      http.post('*/api/v1/subscriptions/create_by_carrier', async () => {
        const held = new Promise<void>((resolve) => (release = resolve));
        arrive();
        await held;
        return HttpResponse.json({ id: 7609, created_at: '2026-03-17T14:00:00Z' }, { status: 201 });
      }),
    );
    const { client, wrapper } = setUp();
    const { result } = renderHook(() => useSubscribeToCarrier(), { wrapper });
    let done: Promise<unknown> = Promise.resolve();
    act(() => {
      done = result.current.subscribe(1001);
    });
    await waitFor(() => expect(subscriptionOf(client, SEARCH_KEY)).not.toBeNull());
    expect(subscriptionOf(client, LANE_KEY)).not.toBeNull();
    await reached;
    release();
    await act(() => done);
    expect(subscriptionOf(client, SEARCH_KEY)).toEqual({ id: 7609, created_at: '2026-03-17T14:00:00Z' });
    // The my-carriers lists are asked again.
    expect(client.getQueryState(MINE_KEY)?.isInvalidated).toBe(true);
    expect(client.getQueryState(getListBrokerSubscriptionsQueryKey())?.isInvalidated).toBe(true);
    expect(client.getQueryState(SEARCH_KEY)?.isInvalidated).toBe(false);
  });

  it('puts the rows back when the server refuses', async () => {
    server.use(
      http.post('*/api/v1/subscriptions/create_by_carrier', () =>
        HttpResponse.json({ message: 'Your plan allows 500 carriers.' }, { status: 422 }),
      ),
    );
    const { client, wrapper } = setUp();
    const { result } = renderHook(() => useSubscribeToCarrier(), { wrapper });
    await act(() => expect(result.current.subscribe(1001)).rejects.toBeTruthy());
    expect(subscriptionOf(client, SEARCH_KEY)).toBeNull();
    expect(subscriptionOf(client, LANE_KEY)).toBeNull();
  });
});

describe('useUnsubscribeFromCarrier', () => {
  it('removes the carrier from my carriers at once, and puts it back on a refusal', async () => {
    server.use(
      http.delete('*/api/v1/subscriptions/destroy_by_carrier', () =>
        HttpResponse.json({ message: 'Not yours.' }, { status: 403 }),
      ),
    );
    const { client, wrapper } = setUp();
    const mine = { id: 7601, created_at: '2026-02-16T15:10:00Z' };
    client.setQueryData(SEARCH_KEY, page(mine));
    const { result } = renderHook(() => useUnsubscribeFromCarrier(), { wrapper });
    await act(() => expect(result.current.unsubscribe(1001)).rejects.toBeTruthy());
    expect(subscriptionOf(client, SEARCH_KEY)).toEqual(mine);

    server.use(http.delete('*/api/v1/subscriptions/destroy_by_carrier', () => new HttpResponse(null, { status: 204 })));
    await act(() => result.current.unsubscribe(1001));
    expect(subscriptionOf(client, SEARCH_KEY)).toBeNull();
  });
});

describe('results whose search depends on my carriers', () => {
  const ONLY_MINE_KEY = [...getListCarriersQueryKey({ 'q[subscribed_only]': true }), 'paged'];
  const HIDE_MINE_KEY = [...getListCarriersQueryKey({ 'q[hide_subscribed]': true }), 'paged'];
  const LANE_HIDE_MINE_KEY = laneSearchKey({
    origin_area_id: 1,
    destination_area_id: 2,
    q: { hide_subscribed: true },
    page: 1,
    per_page: 50,
  });
  const mine = { id: 7601, created_at: '2026-02-16T15:10:00Z' };
  const shown = (client: QueryClient, key: readonly unknown[]) => {
    const data = client.getQueryData(key) as ReturnType<typeof page>;
    return { ids: data.rows.map((row) => row.id), total: data.paging.totalRecords };
  };

  it('under "Only my carriers", an unsubscribed carrier leaves the results at once and the page is asked again', async () => {
    server.use(http.delete('*/api/v1/subscriptions/destroy_by_carrier', () => new HttpResponse(null, { status: 204 })));
    const { client, wrapper } = setUp();
    client.setQueryData(ONLY_MINE_KEY, page(mine));
    client.setQueryData(HIDE_MINE_KEY, page(null));
    const { result } = renderHook(() => useUnsubscribeFromCarrier(), { wrapper });
    await act(() => result.current.unsubscribe(1001));
    expect(shown(client, ONLY_MINE_KEY)).toEqual({ ids: [1002], total: 1 });
    expect(client.getQueryState(ONLY_MINE_KEY)?.isInvalidated).toBe(true);
    // Hidden results are asked again too (the carrier may now be among them); a plain search is not.
    expect(client.getQueryState(HIDE_MINE_KEY)?.isInvalidated).toBe(true);
    expect(client.getQueryState(SEARCH_KEY)?.isInvalidated).toBe(false);
  });

  it('Home’s My carriers (with or without insights) loses an unsubscribed carrier at once and is asked again; its map sample is not', async () => {
    const list = { tab: 'all' as const, page: 1, sort: null, filters: {} };
    // The keys Home's queries use (useCarriersPage over carrierSearchPageQuery).
    const keyOf = (params: Parameters<typeof carrierSearchPageQuery>[0]) => [
      ...carrierSearchPageQuery(params).queryKey,
    ];
    const homeMine = keyOf(myCarriersParams({ companyId: 310, insights: true }, list));
    const homePlain = keyOf(myCarriersParams({ companyId: 310, insights: false }, list));
    const sample = keyOf(carrierSampleParams({ latitude: 41.5868, longitude: -93.625 }));
    server.use(http.delete('*/api/v1/subscriptions/destroy_by_carrier', () => new HttpResponse(null, { status: 204 })));
    const { client, wrapper } = setUp();
    for (const key of [homeMine, homePlain]) client.setQueryData(key, page(mine));
    client.setQueryData(sample, page(mine));
    const { result } = renderHook(() => useUnsubscribeFromCarrier(), { wrapper });
    await act(() => result.current.unsubscribe(1001));
    for (const key of [homeMine, homePlain]) {
      expect(shown(client, key)).toEqual({ ids: [1002], total: 1 });
      expect(client.getQueryState(key)?.isInvalidated).toBe(true);
    }
    // The sample shows every carrier near the place, mine or not: the row stays and is not asked again.
    expect(shown(client, sample)).toEqual({ ids: [1001, 1002], total: 2 });
    expect(client.getQueryState(sample)?.isInvalidated).toBe(false);
  });

  it('under "Hide my carriers", a subscribed carrier leaves carrier and lane results at once, and comes back on a refusal', async () => {
    server.use(
      http.post('*/api/v1/subscriptions/create_by_carrier', () =>
        HttpResponse.json({ id: 7609, created_at: '2026-03-17T14:00:00Z' }, { status: 201 }),
      ),
    );
    const { client, wrapper } = setUp();
    client.setQueryData(HIDE_MINE_KEY, page(null));
    client.setQueryData(LANE_HIDE_MINE_KEY, { ...page(null), route: null });
    const { result } = renderHook(() => useSubscribeToCarrier(), { wrapper });
    await act(() => result.current.subscribe(1001));
    expect(shown(client, HIDE_MINE_KEY)).toEqual({ ids: [1002], total: 1 });
    expect(shown(client, LANE_HIDE_MINE_KEY)).toEqual({ ids: [1002], total: 1 });
    // Elsewhere the row stays, shown as mine.
    expect(subscriptionOf(client, SEARCH_KEY)).toEqual({ id: 7609, created_at: '2026-03-17T14:00:00Z' });

    server.use(
      http.post('*/api/v1/subscriptions/create_by_carrier', () =>
        HttpResponse.json({ message: 'Your plan allows 500 carriers.' }, { status: 422 }),
      ),
    );
    client.setQueryData(HIDE_MINE_KEY, page(null));
    await act(() => expect(result.current.subscribe(1001)).rejects.toBeTruthy());
    expect(shown(client, HIDE_MINE_KEY)).toEqual({ ids: [1001, 1002], total: 2 });
  });
});
