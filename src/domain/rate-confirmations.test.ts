import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { mailStatus, rateConfirmationEmailTabQuery, rateConfirmationTabQuery } from './rate-confirmations';

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
      'q[creator_id_eq]': '12',
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
