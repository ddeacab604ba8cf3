import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  CARRIER_LISTS,
  carrierListOf,
  carrierListQuery,
  isPacketComplete,
  isPacketHeld,
  packetStanding,
  packetStatusText,
} from './carrier-lists';

const c = (status: string, is_dismissed: boolean, latest_onboarding_packet_status: string | null) => ({
  status,
  is_dismissed,
  latest_onboarding_packet_status,
});

describe('carrierListOf', () => {
  it.each([
    [c('onboarded', true, 'complete'), 'dismissed'],
    [c('do_not_dispatch', true, null), 'dismissed'],
    [c('do_not_dispatch', false, 'held_for_review'), 'do-not-dispatch'],
    [c('do_not_dispatch', false, 'complete'), 'do-not-dispatch'],
    [c('onboarded', false, 'held_for_review'), 'on-hold'],
    [c('needs_to_onboard', false, 'held'), 'on-hold'],
    [c('onboarded', false, null), 'my-carriers'],
    [c('needs_to_onboard', false, 'complete_signed'), 'my-carriers'],
    [c('needs_to_onboard', false, 'sent'), 'in-progress'],
    [c('needs_to_onboard', false, null), 'in-progress'],
    [c('something_else', false, 'in_progress'), 'in-progress'],
    [c('needs_to_onboard', false, 'not_complete'), 'in-progress'],
    [c('needs_to_onboard', false, 'unheld'), 'in-progress'],
  ])('%j → %s', (connection, list) => {
    expect(carrierListOf(connection)).toBe(list);
  });
  it('puts every connection in exactly one known list', () => {
    fc.assert(
      fc.property(fc.string(), fc.boolean(), fc.option(fc.string(), { nil: null }), (status, dismissed, packet) => {
        expect(CARRIER_LISTS).toContain(carrierListOf(c(status, dismissed, packet)));
      }),
    );
  });
});

describe('packet status prefixes', () => {
  it('match complete and held by prefix only', () => {
    expect(isPacketComplete('complete')).toBe(true);
    expect(isPacketComplete('completed_by_broker')).toBe(true);
    expect(isPacketComplete('incomplete')).toBe(false);
    expect(isPacketComplete(null)).toBe(false);
    expect(isPacketHeld('held_for_review')).toBe(true);
    expect(isPacketHeld('withheld')).toBe(false);
    expect(isPacketHeld(null)).toBe(false);
  });
});

describe('carrierListQuery', () => {
  const plain = { opensearch: false };
  it('dismissed: only dismissed connections', () => {
    expect(carrierListQuery('dismissed', plain)).toEqual({ 'q[is_dismissed_eq]': true, 'q[s]': 'updated_at desc' });
  });
  it('do-not-dispatch: undismissed with that status', () => {
    expect(carrierListQuery('do-not-dispatch', plain)).toEqual({
      'q[is_dismissed_eq]': false,
      'q[s]': 'updated_at desc',
      'q[status_eq]': 'do_not_dispatch',
    });
  });
  it('on-hold: undismissed, not do-not-dispatch, held packet', () => {
    expect(carrierListQuery('on-hold', plain)).toEqual({
      'q[is_dismissed_eq]': false,
      'q[s]': 'updated_at desc',
      'q[status_not_eq]': 'do_not_dispatch',
      'q[latest_onboarding_packet_status_start]': 'held',
    });
  });
  it('my-carriers: onboarded or complete packet, not held', () => {
    expect(carrierListQuery('my-carriers', plain)).toEqual({
      'q[is_dismissed_eq]': false,
      'q[s]': 'updated_at desc',
      'q[status_not_eq]': 'do_not_dispatch',
      'q[latest_onboarding_packet_status_not_start]': 'held',
      'q[g][0][m]': 'or',
      'q[g][0][status_eq]': 'onboarded',
      'q[g][0][latest_onboarding_packet_status_start]': 'complete',
    });
  });
  it('in-progress: everything else, and with opensearch the in-progress packet statuses', () => {
    const base = {
      'q[is_dismissed_eq]': false,
      'q[s]': 'updated_at desc',
      'q[status_not_in][]': ['do_not_dispatch', 'onboarded'],
      'q[latest_onboarding_packet_status_not_start_all][]': ['held', 'complete'],
    };
    expect(carrierListQuery('in-progress', plain)).toEqual(base);
    expect(carrierListQuery('in-progress', { opensearch: true })).toEqual({
      ...base,
      'q[latest_onboarding_packet_status_in][]': ['sent', 'in_progress'],
    });
  });
  it('adds the opensearch filter to no other tab', () => {
    for (const list of ['dismissed', 'do-not-dispatch', 'on-hold', 'my-carriers'] as const) {
      expect(carrierListQuery(list, { opensearch: true })).toEqual(carrierListQuery(list, plain));
    }
  });
});

describe('packet status in words', () => {
  it("reads the server's status, and none as no packet", () => {
    expect(packetStatusText('held_for_review')).toBe('Held for review');
    expect(packetStatusText('in_progress')).toBe('In progress');
    expect(packetStatusText(null)).toBe('No packet');
    expect(packetStatusText('  ')).toBe('No packet');
  });
  it('stands complete or held by prefix, anything else in progress', () => {
    expect(packetStanding('complete_signed')).toBe('complete');
    expect(packetStanding('held_by_broker')).toBe('held');
    expect(packetStanding('sent')).toBe('in-progress');
    expect(packetStanding('incomplete')).toBe('in-progress');
    expect(packetStanding(null)).toBe('none');
  });
});
