import { ELD_CERTIFICATION_NOTICE_EXPIRY } from './constants';

/**
 * The ELD failing statuses (carrier-portal §4): how the carrier's ELD vehicles disagree with its COI.
 * @internal (the screen reads the statuses the server sends; the tests walk these)
 */
export const ELD_FAILING_STATUSES = [
  'no_vins_on_coi',
  'eld_vins_not_on_coi',
  'missing_vins_on_eld',
  'some_eld_vin_matches_on_coi',
  'no_eld_vin_matches_on_coi',
] as const;

const EXPLAINED: Record<string, { title: string; text: string }> = {
  no_vins_on_coi: {
    title: 'No VINs on the COI',
    text: 'The certificate of insurance lists no vehicles, so the trucks on the ELD cannot be checked against it.',
  },
  eld_vins_not_on_coi: {
    title: 'ELD vehicles not insured',
    text: 'Vehicles reporting through the ELD are not on the certificate of insurance.',
  },
  missing_vins_on_eld: {
    title: 'Insured vehicles not on the ELD',
    text: 'Vehicles on the certificate of insurance do not report through the ELD.',
  },
  some_eld_vin_matches_on_coi: {
    title: 'Only some ELD vehicles insured',
    text: 'Only some of the vehicles on the ELD are on the certificate of insurance.',
  },
  no_eld_vin_matches_on_coi: {
    title: 'No ELD vehicle insured',
    text: 'None of the vehicles on the ELD is on the certificate of insurance: the trucks reporting may not be this carrier’s.',
  },
};

/** A failing status in words for the broker; an unknown one is still shown, by its code. */
export function explainEldStatus(status: string): { title: string; text: string } {
  return (
    EXPLAINED[status] ?? {
      title: status.replaceAll('_', ' '),
      text: 'The ELD and the certificate of insurance disagree.',
    }
  );
}

/** Whether the ELD certification notice still shows on `now`'s calendar day (UTC): until its expiry day, inclusive. */
export function eldCertificationNoticeShown(now: Date): boolean {
  return now.toISOString().slice(0, 10) <= ELD_CERTIFICATION_NOTICE_EXPIRY;
}
