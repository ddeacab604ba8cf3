import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { hasActiveInterstateAuthority, monthsInWords, raisedCount, riskSignals, type RiskInput } from './carrier-risk';

const CLEAN: RiskInput = {
  is_eld_connected: true,
  authority: { has_active_oos_order: false },
  active_identity_alerts_count: 0,
  risk_signals: { insurance_status: 'in_force', eld_failing_statuses: [], do_not_dispatch_associations_count: 0 },
};
const FRAUD: RiskInput = {
  is_eld_connected: true,
  authority: { has_active_oos_order: true },
  active_identity_alerts_count: 1,
  risk_signals: {
    insurance_status: 'cancelled',
    eld_failing_statuses: ['some_eld_vin_matches_on_coi'],
    do_not_dispatch_associations_count: 2,
  },
};

describe('riskSignals', () => {
  it('shows all five signals of a clean carrier as checked and fine', () => {
    const signals = riskSignals(CLEAN);
    expect(signals.map((s) => s.key)).toEqual([
      'oos_order',
      'insurance',
      'eld',
      'do_not_dispatch_links',
      'identity_alerts',
    ]);
    expect(signals.every((s) => s.level === 'ok')).toBe(true);
    expect(raisedCount(signals)).toBe(0);
  });

  it('raises every signal of a fraudulent carrier, in words', () => {
    const signals = riskSignals(FRAUD);
    expect(signals.map((s) => [s.level, s.text])).toEqual([
      ['danger', 'Out-of-service order'],
      ['danger', 'Insurance cancelled'],
      ['danger', 'ELD does not match the COI'],
      ['danger', 'Linked to 2 do-not-dispatch carriers'],
      ['danger', '1 identity alert in 7 days'],
    ]);
    expect(raisedCount(signals)).toBe(5);
  });

  it.each([
    ['cancellation_pending', 'warning', 'Insurance cancellation filed'],
    ['pending', 'warning', 'Insurance pending'],
    ['none', 'danger', 'No insurance on file'],
    ['lapsed_somehow', 'warning', 'Insurance status unknown'],
  ])('reads insurance %s as %s', (status, level, text) => {
    const signal = riskSignals({ ...CLEAN, risk_signals: { ...CLEAN.risk_signals, insurance_status: status } })[1];
    expect(signal).toEqual({ key: 'insurance', level, text });
  });

  it('says no ELD is connected without calling it a failure', () => {
    expect(riskSignals({ ...CLEAN, is_eld_connected: false })[2]).toEqual({
      key: 'eld',
      level: 'info',
      text: 'No ELD connected',
    });
  });
});

describe('hasActiveInterstateAuthority', () => {
  it('needs interstate operation and active common or contract authority', () => {
    expect(hasActiveInterstateAuthority('interstate', { common: 'active', contract: 'none' })).toBe(true);
    expect(hasActiveInterstateAuthority('interstate', { common: 'inactive', contract: 'active' })).toBe(true);
    expect(hasActiveInterstateAuthority('interstate', { common: 'pending', contract: 'none' })).toBe(false);
    expect(hasActiveInterstateAuthority('intrastate_non_hazmat', { common: 'active', contract: 'none' })).toBe(false);
  });
});

describe('monthsInWords', () => {
  it('writes months as years and months', () => {
    expect(monthsInWords(5)).toBe('5 months');
    expect(monthsInWords(1)).toBe('1 month');
    expect(monthsInWords(0)).toBe('0 months');
    expect(monthsInWords(12)).toBe('1 year');
    expect(monthsInWords(166)).toBe('13 years 10 months');
    expect(monthsInWords(null)).toBeNull();
    expect(monthsInWords(-1)).toBeNull();
  });

  it('always gives back the months it was given', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2000 }), (months) => {
        const text = monthsInWords(months) ?? '';
        const years = Number(/(\d+) years?/.exec(text)?.[1] ?? 0);
        const rest = Number(/(\d+) months?/.exec(text)?.[1] ?? 0);
        expect(years * 12 + rest).toBe(months);
      }),
    );
  });
});
