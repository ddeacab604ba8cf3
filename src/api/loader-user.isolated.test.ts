// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { loaderUser, refreshCurrentUser } from './session';
import { sessionToken } from '../lib/session-token';

const fetchUser = vi.hoisted(() => vi.fn());
vi.mock('../../generated/identity/hooks/session/session', async (original) => ({
  ...(await original<object>()),
  getGetCurrentUserQueryOptions: () => ({ queryKey: ['/api/v1/users/current'], queryFn: fetchUser }),
}));

const user = (scopes: string[]) => ({ user: { id: 1201, scopes } });
const client = () => new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000 } } });

describe('loaderUser: the user a route loader judges access by', () => {
  beforeEach(() => {
    fetchUser.mockReset();
    sessionToken.set('h.e30.s');
  });

  it('waits for the refresh under way rather than judging by the user cached before it', async () => {
    const queries = client();
    queries.setQueryData(['/api/v1/users/current'], user([]));
    let answer: (value: unknown) => void = () => undefined;
    fetchUser.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    const refresh = refreshCurrentUser(queries);
    const judged = loaderUser(queries);
    answer(user(['block_safety_data']));
    await expect(judged).resolves.toEqual(user(['block_safety_data']));
    await refresh;
    expect(fetchUser).toHaveBeenCalledTimes(1);
  });

  it('takes the cached user when nothing is refreshing, and asks once when none is cached', async () => {
    const cached = client();
    cached.setQueryData(['/api/v1/users/current'], user([]));
    await expect(loaderUser(cached)).resolves.toEqual(user([]));
    expect(fetchUser).not.toHaveBeenCalled();
    fetchUser.mockResolvedValueOnce(user(['onboarding']));
    await expect(loaderUser(client())).resolves.toEqual(user(['onboarding']));
    expect(fetchUser).toHaveBeenCalledTimes(1);
  });

  it('is null when the user cannot be had', async () => {
    fetchUser.mockRejectedValueOnce(new Error('401'));
    await expect(loaderUser(client())).resolves.toBeNull();
  });
});
