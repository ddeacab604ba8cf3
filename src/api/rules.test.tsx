import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ruleSetsQuery } from '../domain';
import { ruleSetsPageQuery, warnNoCompany } from './rules';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  vi.restoreAllMocks();
});
afterAll(() => server.close());

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
    {children}
  </QueryClientProvider>
);
const STATE = { tab: 'versions' as const, page: 1, sort: null, filters: { classification: null } };

describe("a rule set's versions", () => {
  // That nothing is asked without one is the route data's (src/features/rules/rules-route.test.ts).
  it('without a company id only logs to the console, once (carrier-portal §8)', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const error = vi.spyOn(console, 'error');
    warnNoCompany();
    warnNoCompany();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/no company id/));
    expect(error).not.toHaveBeenCalled();
  });

  it('asks for the company set, newest first, 50 a page', async () => {
    let sent: URLSearchParams | null = null;
    server.use(
      http.get('*/api/v1/rules', ({ request }) => {
        sent = new URL(request.url).searchParams;
        return HttpResponse.json([], { headers: { currentpage: '1', totalpages: '1', totalitems: '0' } });
      }),
    );
    const { result } = renderHook(() => useQuery(ruleSetsPageQuery(ruleSetsQuery(310, STATE))), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(Object.fromEntries(sent!)).toEqual({
      'q[company_id_eq]': '310',
      'q[carrier_id_null]': 'true',
      'q[classification_id_null]': 'true',
      'q[s]': 'created_at desc',
      page: '1',
      per_page: '50',
    });
  });
});
