import type { RiskLevel, RuleStatus } from '../../domain';
import { humanize } from '../../ui/format';

/** The rules assessment's overall status as the header's badge says it, and its colour. */
export const ASSESSMENT_BADGES: Record<RuleStatus, { label: string; color: string }> = {
  Pass: { label: 'Rules: passing', color: 'green' },
  Override: { label: 'Rules: passing with overrides', color: 'teal' },
  Incomplete: { label: 'Rules: incomplete', color: 'yellow' },
  Fail: { label: 'Rules: failed', color: 'red' },
};

/** Connection statuses in words; other values pass through humanised. */
export const CONNECTION_LABELS: Record<string, string> = {
  needs_to_onboard: 'Needs to onboard',
  onboarded: 'Onboarded',
  do_not_dispatch: 'Do not dispatch',
};

export const CONNECTION_COLORS: Record<string, string> = {
  needs_to_onboard: 'yellow',
  onboarded: 'green',
  do_not_dispatch: 'red',
};

/** FMCSA safety ratings in words. */
export const SAFETY_RATING_LABELS: Record<string, string> = {
  satisfactory: 'Satisfactory',
  conditional: 'Conditional',
  unsatisfactory: 'Unsatisfactory',
  unrated: 'Not rated',
};

export const SAFETY_RATING_COLORS: Record<string, string> = {
  satisfactory: 'green',
  conditional: 'orange',
  unsatisfactory: 'red',
  unrated: 'gray',
};

/** A risk level's colour and the sign that says it without colour. */
export const RISK_STYLE: Record<RiskLevel, { color: string; sign: string }> = {
  danger: { color: 'red', sign: '✕' },
  warning: { color: 'orange', sign: '!' },
  ok: { color: 'green', sign: '✓' },
  info: { color: 'gray', sign: '–' },
};

/** An identifier type as printed before its value ("NSC (MB)" for NSC_MB). */
export function identifierLabel(type: string): string {
  const [base, region] = type.split('_');
  if (type === 'NIR_QC') return 'NIR (QC)';
  return region ? `${base} (${region})` : type;
}

/** Where a coverage or a vehicle record comes from, as brokers say it (CarrierDataSource). */
export const DATA_SOURCE_LABELS: Record<string, string> = {
  fmcsa_filing: 'FMCSA filing',
  insurance_certificate: 'COI',
  eld: 'ELD',
  inspection: 'Inspection',
  carrier_provided: 'The carrier',
};

/** A record's source in words; an unknown one humanised. */
export const sourceLabel = (source: string) => DATA_SOURCE_LABELS[source] ?? humanize(source);
