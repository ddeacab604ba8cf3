import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_TABS,
  EXPIRED_TAB,
  USERS_LIST,
  addTeamUsers,
  changeOrderReviewBlock,
  changeOrdersListQuery,
  invitationActions,
  invitationsListQuery,
  removeTeamUser,
  siteOfBrand,
  tabIndexFromUrl,
  teamsListQuery,
  usersListQuery,
} from './account';
import { EXPIRED_ACCOUNT_TAB } from './constants';
import { listStateFromUrl } from './list-url-state';

describe('My Account tabs', () => {
  it('puts Plan and billing at index 4, where an expired company is sent', () => {
    expect(EXPIRED_TAB).toBe('billing');
    expect(ACCOUNT_TABS[EXPIRED_ACCOUNT_TAB]).toBe(EXPIRED_TAB);
    expect(ACCOUNT_TABS.indexOf('billing')).toBe(4);
  });

  it('reads the tab index from the URL, anything else being the first tab', () => {
    expect(tabIndexFromUrl('4', 7)).toBe(4);
    expect(tabIndexFromUrl('6', 7)).toBe(6);
    for (const raw of [null, '', '7', '-1', '04', '4.0', ' 4', 'billing', '1e1', '99999']) {
      expect(tabIndexFromUrl(raw, 7)).toBe(0);
    }
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 1, max: 10 }), (raw, count) => {
        const index = tabIndexFromUrl(raw, count);
        expect(Number.isInteger(index) && index >= 0 && index < count).toBe(true);
        if (index > 0) expect(raw).toBe(String(index));
      }),
    );
  });
});

describe('the calls of My Account’s lists', () => {
  it('asks for users by first name, 50 a page, with the chosen scope', () => {
    const state = listStateFromUrl(USERS_LIST, new URLSearchParams('tab=1&scope=onboarding&page=2'));
    expect(usersListQuery(state)).toEqual({
      'q[s]': 'first_name asc',
      'q[user_scopes_scope_eq]': 'onboarding',
      page: 2,
      per_page: 50,
    });
    const none = listStateFromUrl(USERS_LIST, new URLSearchParams('tab=1&scope=nonsense'));
    expect(usersListQuery(none)).toEqual({ 'q[s]': 'first_name asc', page: 1, per_page: 50 });
  });

  it('asks for invitations, teams and change orders in their orders', () => {
    const state = { tab: 'list' as const, page: 3, sort: null, filters: {} };
    expect(invitationsListQuery(state)).toEqual({ 'q[s]': 'delivered_at desc', page: 3, per_page: 50 });
    expect(teamsListQuery(state, 310)).toEqual({
      'q[company_id_eq]': 310,
      'q[s]': 'id desc',
      page: 3,
      per_page: 50,
    });
    expect(changeOrdersListQuery(state)).toEqual({ 'q[s]': 'created_at desc', page: 3, per_page: 50 });
  });
});

describe('invitations', () => {
  it('sends the brand’s site', () => {
    expect(siteOfBrand('watchdog')).toBe('watchdog');
    expect(siteOfBrand('default')).toBe('broker_portal');
  });
  it('resends and withdraws only invitations not accepted', () => {
    expect(invitationActions('pending')).toEqual({ resend: true, withdraw: true });
    expect(invitationActions('expired')).toEqual({ resend: true, withdraw: true });
    expect(invitationActions('accepted')).toEqual({ resend: false, withdraw: false });
  });
});

describe('team memberships', () => {
  const members = [{ id: 401, user_id: 1201 }];
  it('adds users not yet in the team, each once', () => {
    expect(addTeamUsers(members, [1203, 1201, 1203])).toEqual([{ user_id: 1203 }]);
  });
  it('removes a membership with _destroy=1', () => {
    expect(removeTeamUser({ id: 402, user_id: 1202 })).toEqual({ id: 402, user_id: 1202, _destroy: 1 });
  });
});

describe('changeOrderReviewBlock', () => {
  const pending = { status: 'pending', requested_by: { id: 1202 } };
  const manager = { id: 1201, scopes: ['manage_users'] };
  it('lets another manager decide a pending order', () => {
    expect(changeOrderReviewBlock(pending, manager)).toBeNull();
  });
  it('says why nobody else may', () => {
    expect(changeOrderReviewBlock({ ...pending, status: 'approved' }, manager)).toMatch(/decided/);
    expect(changeOrderReviewBlock(pending, { id: 1203, scopes: ['sourcing'] })).toMatch(/manage users/);
    expect(changeOrderReviewBlock(pending, { id: 1202, scopes: ['manage_users'] })).toMatch(/another manager/);
    // The requester hears why first, with or without manage users.
    expect(changeOrderReviewBlock(pending, { id: 1202, scopes: [] })).toMatch(/You requested this change/);
  });
});
