// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getGetCurrentUserQueryKey } from '../../generated/identity/hooks/session/session';
import { CURRENT_USER_PATH, EARLY_USER_PROPERTY } from '../lib/early-user';
import { sessionToken } from '../lib/session-token';
import { loaderUser, refreshCurrentUser } from './session';

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

describe('refreshCurrentUser and the answer the boot script asked for early (src/lib/early-user.ts)', () => {
  const leave = (token: string, answer: unknown) =>
    Object.assign(window, { [EARLY_USER_PROPERTY]: { token, answer: Promise.resolve(answer) } });

  beforeEach(() => {
    fetchUser.mockReset();
    sessionToken.set('h.e30.s');
    Object.assign(window, { [EARLY_USER_PROPERTY]: undefined });
  });

  it('takes a 200 body asked with this token instead of asking, once; the next refresh asks', async () => {
    leave('h.e30.s', user(['onboarding']));
    const queries = client();
    await expect(refreshCurrentUser(queries)).resolves.toEqual(user(['onboarding']));
    expect(fetchUser).not.toHaveBeenCalled();
    expect(queries.getQueryData(['/api/v1/users/current'])).toEqual(user(['onboarding']));
    fetchUser.mockResolvedValueOnce(user([]));
    await expect(refreshCurrentUser(queries)).resolves.toEqual(user([]));
    expect(fetchUser).toHaveBeenCalledTimes(1);
  });

  it('asks itself when the early call brought no body (an error) or carried another token', async () => {
    leave('h.e30.s', null);
    fetchUser.mockResolvedValueOnce(user(['a']));
    await expect(refreshCurrentUser(client())).resolves.toEqual(user(['a']));
    leave('another.token.s', user(['b']));
    fetchUser.mockResolvedValueOnce(user(['c']));
    await expect(refreshCurrentUser(client())).resolves.toEqual(user(['c']));
    expect(fetchUser).toHaveBeenCalledTimes(2);
  });

  it('a route loader waits for the early answer as for any refresh under way', async () => {
    let answer: (value: unknown) => void = () => undefined;
    Object.assign(window, {
      [EARLY_USER_PROPERTY]: { token: 'h.e30.s', answer: new Promise((resolve) => (answer = resolve)) },
    });
    const queries = client();
    const refresh = refreshCurrentUser(queries);
    const judged = loaderUser(queries);
    answer(user(['block_safety_data']));
    await expect(judged).resolves.toEqual(user(['block_safety_data']));
    await refresh;
    expect(fetchUser).not.toHaveBeenCalled();
  });

  it('names the contract’s current-user call', () => {
    expect(CURRENT_USER_PATH).toBe(getGetCurrentUserQueryKey()[0]);
  });
});
