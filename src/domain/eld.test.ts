import { describe, expect, it } from 'vitest';
import { ELD_FAILING_STATUSES, eldCertificationNoticeShown, explainEldStatus } from './eld';

describe('explainEldStatus', () => {
  it('explains each failing status of the spec in its own words', () => {
    const texts = ELD_FAILING_STATUSES.map((s) => explainEldStatus(s).text);
    expect(new Set(texts).size).toBe(ELD_FAILING_STATUSES.length);
    expect(explainEldStatus('missing_vins_on_eld').title).toBe('Insured vehicles not on the ELD');
    expect(explainEldStatus('no_eld_vin_matches_on_coi').text).toContain('None of the vehicles on the ELD');
  });

  it('still shows a status it does not know, by its code', () => {
    expect(explainEldStatus('vin_checksum_failed').title).toBe('vin checksum failed');
  });
});

describe('eldCertificationNoticeShown', () => {
  it('shows the notice up to and including its expiry day, 2024-04-22', () => {
    expect(eldCertificationNoticeShown(new Date('2024-04-22T23:59:00Z'))).toBe(true);
    expect(eldCertificationNoticeShown(new Date('2024-04-23T00:00:00Z'))).toBe(false);
    expect(eldCertificationNoticeShown(new Date('2026-03-17T14:00:00Z'))).toBe(false);
  });
});
