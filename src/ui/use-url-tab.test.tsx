import { act } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { hookInRouter } from '../../tests/unit/hook-in-router';
import { USERS_LIST } from '../domain';
import { useListUrlState } from './use-list-url-state';
import { useUrlTabIndex } from './use-url-tab';

describe('useUrlTabIndex', () => {
  it('reads the index, falling back to the first tab', () => {
    expect(hookInRouter(() => useUrlTabIndex(7), '/my-account?tab=4').result.current[0]).toBe(4);
    expect(hookInRouter(() => useUrlTabIndex(7), '/my-account?tab=9').result.current[0]).toBe(0);
    expect(hookInRouter(() => useUrlTabIndex(7), '/my-account?tab=billing').result.current[0]).toBe(0);
  });

  it('opens a tab afresh: the last tab’s page and filters go, the first tab is left out', () => {
    const { result, search } = hookInRouter(() => useUrlTabIndex(7), '/my-account?tab=1&scope=sourcing&page=2');
    act(() => result.current[1](3));
    expect(search()).toBe('?tab=3');
    act(() => result.current[1](0));
    expect(search()).toBe('');
  });
});

describe('useListUrlState with keep', () => {
  it('keeps the account tab while the list changes its own entries', () => {
    const { result, search } = hookInRouter(() => useListUrlState(USERS_LIST, { keep: ['tab'] }), '/my-account?tab=1');
    act(() => result.current.change({ filters: { scope: ['onboarding'] } }));
    expect(search()).toBe('?tab=1&scope=onboarding');
    act(() => result.current.change({ page: 2 }));
    expect(search()).toBe('?tab=1&scope=onboarding&page=2');
  });
});
