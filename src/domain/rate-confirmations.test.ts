import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { defaultListState } from './list-url-state';
import {
  RATE_CONFIRMATIONS_LIST,
  RATE_CONFIRMATION_EMAILS_LIST,
  isRateConfirmationOpen,
  mailStatus,
  rateConfirmationEmailTabQuery,
  rateConfirmationEmailsListQuery,
  rateConfirmationTabQuery,
  rateConfirmationsListQuery,
  type RateConfirmationsListState,
} from './rate-confirmations';

describe('mailStatus', () => {
  it('keeps flagged and completed and reads anything else as undelivered', () => {
    expect(mailStatus('flagged')).toBe('flagged');
    expect(mailStatus('completed')).toBe('completed');
    expect(mailStatus('pending')).toBe('undelivered');
    expect(mailStatus('delivered')).toBe('undelivered');
    expect(mailStatus('')).toBe('undelivered');
  });
  it('agrees with the e-mail tabs: every status is in exactly one of flagged, undelivered, delivered', () => {
    fc.assert(
      fc.property(fc.string(), (status) => {
        expect(['flagged', 'completed', 'undelivered']).toContain(mailStatus(status));
      }),
    );
  });
});

describe('rateConfirmationTabQuery', () => {
  it('all: no status filter', () => {
    expect(rateConfirmationTabQuery('all')).toEqual({ 'q[s]': 'id desc' });
  });
  it.each(['viewed', 'flagged', 'delivered'] as const)('%s: that status', (tab) => {
    expect(rateConfirmationTabQuery(tab)).toEqual({ 'q[s]': 'id desc', 'q[status_eq]': tab });
  });
  it('limits to the current user and a carrier legal name', () => {
    expect(rateConfirmationTabQuery('viewed', { mineUserId: 12, carrierName: ' Acme ' })).toEqual({
      'q[s]': 'id desc',
      'q[status_eq]': 'viewed',
      'q[creator_id_eq]': 12,
      'q[carrier_legal_name_cont]': 'Acme',
    });
  });
  it('ignores no user and a blank name', () => {
    expect(rateConfirmationTabQuery('all', { mineUserId: null, carrierName: '  ' })).toEqual({ 'q[s]': 'id desc' });
    expect(rateConfirmationTabQuery('all', { carrierName: null })).toEqual({ 'q[s]': 'id desc' });
  });
});

describe('rateConfirmationEmailTabQuery', () => {
  it.each([
    ['all', { 'q[s]': 'id desc' }],
    ['flagged', { 'q[s]': 'id desc', 'q[status_eq]': 'flagged' }],
    ['undelivered', { 'q[s]': 'id desc', 'q[status_not_in][]': ['flagged', 'completed'] }],
    ['delivered', { 'q[s]': 'id desc', 'q[status_eq]': 'completed' }],
  ] as const)('%s', (tab, query) => {
    expect(rateConfirmationEmailTabQuery(tab)).toEqual(query);
  });
});

describe('rateConfirmationsListQuery', () => {
  const state = (change: Partial<RateConfirmationsListState> = {}): RateConfirmationsListState => {
    const base = defaultListState(RATE_CONFIRMATIONS_LIST);
    return { ...base, ...change, filters: { ...base.filters, ...change.filters } };
  };
  it('opens on "all", id descending, page 1 of 50', () => {
    expect(rateConfirmationsListQuery(state(), 1201)).toEqual({ 'q[s]': 'id desc', page: 1, per_page: 50 });
  });
  it('sends the tab’s status, "Created by me" with the user’s id, the carrier name, the sort and the page', () => {
    expect(
      rateConfirmationsListQuery(
        state({ tab: 'flagged', page: 2, sort: 'created_at asc', filters: { mine: true, carrier: 'Blue Ridge' } }),
        1201,
      ),
    ).toEqual({
      'q[s]': 'created_at asc',
      'q[status_eq]': 'flagged',
      'q[creator_id_eq]': 1201,
      'q[carrier_legal_name_cont]': 'Blue Ridge',
      page: 2,
      per_page: 50,
    });
  });
  it('sends no creator while the user is unknown', () => {
    expect(rateConfirmationsListQuery(state({ filters: { mine: true, carrier: '' } }), null)).not.toHaveProperty(
      'q[creator_id_eq]',
    );
  });
});

describe('rateConfirmationEmailsListQuery', () => {
  it('sends the tab’s query, the subject, the sort and the page', () => {
    const base = defaultListState(RATE_CONFIRMATION_EMAILS_LIST);
    expect(
      rateConfirmationEmailsListQuery({ ...base, tab: 'undelivered', page: 3, filters: { subject: 'LSL-2403' } }),
    ).toEqual({
      'q[s]': 'id desc',
      'q[status_not_in][]': ['flagged', 'completed'],
      'q[subject_cont]': 'LSL-2403',
      page: 3,
      per_page: 50,
    });
    expect(rateConfirmationEmailsListQuery({ ...base, sort: 'received_at asc' })['q[s]']).toBe('received_at asc');
  });
});

describe('isRateConfirmationOpen', () => {
  it('is false once cancelled or rejected', () => {
    expect(['pending', 'delivered', 'viewed', 'flagged'].every(isRateConfirmationOpen)).toBe(true);
    expect(isRateConfirmationOpen('cancelled')).toBe(false);
    expect(isRateConfirmationOpen('rejected')).toBe(false);
  });
});
