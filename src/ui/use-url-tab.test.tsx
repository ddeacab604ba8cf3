import { act, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { hookInRouter } from '../../tests/unit/hook-in-router';
import { USERS_LIST } from '../domain';
import { useListUrlState } from './use-list-url-state';
import { useUrlTab, useUrlTabIndex } from './use-url-tab';

describe('useUrlTabIndex', () => {
  it('reads the index, falling back to the first tab', () => {
    expect(hookInRouter(() => useUrlTabIndex(7), '/my-account?tab=4').result.current[0]).toBe(4);
    expect(hookInRouter(() => useUrlTabIndex(7), '/my-account?tab=9').result.current[0]).toBe(0);
    expect(hookInRouter(() => useUrlTabIndex(7), '/my-account?tab=billing').result.current[0]).toBe(0);
  });

  it('opens a tab afresh: the last tab’s page and filters go, the first tab is left out', async () => {
    const { result, search } = hookInRouter(() => useUrlTabIndex(7), '/my-account?tab=1&scope=sourcing&page=2');
    act(() => result.current[1](3));
    await waitFor(() => expect(search()).toBe('?tab=3'));
    act(() => result.current[1](0));
    await waitFor(() => expect(search()).toBe(''));
  });
});

describe('useUrlTab', () => {
  const TABS = ['safety', 'insurance', 'users'] as const;

  it('reads the tab, anything unknown as the first; choosing keeps the other entries and leaves the first out', async () => {
    const { result, search } = hookInRouter(() => useUrlTab(TABS), '/carriers/1001?tab=moon&inspections_page=2');
    expect(result.current[0]).toBe('safety');
    act(() => result.current[1]('users'));
    await waitFor(() => expect(search()).toBe('?tab=users&inspections_page=2'));
    expect(result.current[0]).toBe('users');
    act(() => result.current[1]('safety'));
    await waitFor(() => expect(search()).toBe('?inspections_page=2'));
  });
});

describe('a list inside My Account', () => {
  it('keeps the account tab while the list changes its own entries', async () => {
    const { result, search } = hookInRouter(() => useListUrlState(USERS_LIST), '/my-account?tab=1');
    act(() => result.current.change({ filters: { scope: ['onboarding'] } }));
    await waitFor(() => expect(search()).toBe('?tab=1&scope=onboarding'));
    act(() => result.current.change({ page: 2 }));
    await waitFor(() => expect(search()).toBe('?tab=1&scope=onboarding&page=2'));
  });
});
