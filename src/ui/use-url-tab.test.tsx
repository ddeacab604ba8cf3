import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { USERS_LIST } from '../domain';
import { useListUrlState } from './use-list-url-state';
import { useUrlTabIndex } from './use-url-tab';

/** Renders a hook inside a router at `url`, and reports the router's search after each render. */
function inRouter<T>(hook: () => T, url: string) {
  let search = '';
  const wrapper = ({ children }: { children: ReactNode }) => {
    const router = createMemoryRouter([{ path: '*', element: children }], { initialEntries: [url] });
    return <RouterProvider router={router} />;
  };
  const result = renderHook(
    () => {
      search = useLocation().search;
      return hook();
    },
    { wrapper },
  );
  return { result: result.result, search: () => search };
}

describe('useUrlTabIndex', () => {
  it('reads the index, falling back to the first tab', () => {
    expect(inRouter(() => useUrlTabIndex(7), '/my-account?tab=4').result.current[0]).toBe(4);
    expect(inRouter(() => useUrlTabIndex(7), '/my-account?tab=9').result.current[0]).toBe(0);
    expect(inRouter(() => useUrlTabIndex(7), '/my-account?tab=billing').result.current[0]).toBe(0);
  });

  it('opens a tab afresh: the last tab’s page and filters go, the first tab is left out', () => {
    const { result, search } = inRouter(() => useUrlTabIndex(7), '/my-account?tab=1&scope=sourcing&page=2');
    act(() => result.current[1](3));
    expect(search()).toBe('?tab=3');
    act(() => result.current[1](0));
    expect(search()).toBe('');
  });
});

describe('useListUrlState with keep', () => {
  it('keeps the account tab while the list changes its own entries', () => {
    const { result, search } = inRouter(() => useListUrlState(USERS_LIST, { keep: ['tab'] }), '/my-account?tab=1');
    act(() => result.current.change({ filters: { scope: ['onboarding'] } }));
    expect(search()).toBe('?tab=1&scope=onboarding');
    act(() => result.current.change({ page: 2 }));
    expect(search()).toBe('?tab=1&scope=onboarding&page=2');
  });
});
