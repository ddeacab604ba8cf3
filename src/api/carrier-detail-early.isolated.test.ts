// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { EARLY_CARRIER_PROPERTY } from '../lib/early-carrier';
import { sessionToken } from '../lib/session-token';
import { carrierDetailQuery } from './carrier-profile';

const fetchDetail = vi.hoisted(() => vi.fn());
vi.mock('../../generated/monitor/hooks/carrier-profile/carrier-profile', async (original) => ({
  ...(await original<object>()),
  getGetCarrierDetailQueryOptions: (id: number) => ({ queryKey: [`/api/v1/carriers/${id}`], queryFn: fetchDetail }),
}));

const PRAIRIE_WIND = { id: 1001, legal_name: 'Prairie Wind Transport LLC' };
const client = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });
const leave = (token: string, id: number, answer: unknown) =>
  Object.assign(window, { [EARLY_CARRIER_PROPERTY]: { token, id, answer: Promise.resolve(answer) } });

describe('carrierDetailQuery and the carrier the boot script asked for early (src/lib/early-carrier.ts)', () => {
  beforeEach(() => {
    fetchDetail.mockReset();
    fetchDetail.mockResolvedValue({ ...PRAIRIE_WIND, legal_name: 'Asked by the app' });
    sessionToken.set('h.e30.s');
    Object.assign(window, { [EARLY_CARRIER_PROPERTY]: undefined });
  });

  it('takes the early answer instead of asking, once: the next fetch asks', async () => {
    leave('h.e30.s', 1001, PRAIRIE_WIND);
    const queries = client();
    await expect(queries.fetchQuery(carrierDetailQuery(1001))).resolves.toEqual(PRAIRIE_WIND);
    expect(fetchDetail).not.toHaveBeenCalled();
    await queries.refetchQueries();
    expect(fetchDetail).toHaveBeenCalledTimes(1);
  });

  it('asks itself when the early answer is null (not asked, or any status but 200)', async () => {
    leave('h.e30.s', 1001, null);
    await expect(client().fetchQuery(carrierDetailQuery(1001))).resolves.toMatchObject({
      legal_name: 'Asked by the app',
    });
    expect(fetchDetail).toHaveBeenCalledTimes(1);
  });

  it('ignores an answer for another carrier or asked with another token', async () => {
    leave('h.e30.s', 1002, PRAIRIE_WIND);
    await client().fetchQuery(carrierDetailQuery(1001));
    leave('other.token.s', 1001, PRAIRIE_WIND);
    await client().fetchQuery(carrierDetailQuery(1001));
    expect(fetchDetail).toHaveBeenCalledTimes(2);
  });
});
