/**
 * The carrier profile header's risk signals (issue 16): what makes a fraudulent or unsafe carrier
 * obvious at a glance. All of them come with the carrier detail, so the header needs one call.
 */

/** The part of the carrier detail the signals read. */
export interface RiskInput {
  is_eld_connected: boolean;
  authority: { has_active_oos_order: boolean };
  active_identity_alerts_count: number;
  risk_signals: {
    insurance_status: string;
    eld_failing_statuses: readonly string[];
    do_not_dispatch_associations_count: number;
  };
}

export type RiskKey = 'oos_order' | 'insurance' | 'eld' | 'do_not_dispatch_links' | 'identity_alerts';

/** `danger`: a reason not to dispatch; `warning`: look closer; `ok`: nothing found; `info`: nothing to judge. */
export type RiskLevel = 'danger' | 'warning' | 'ok' | 'info';

export interface RiskSignal {
  key: RiskKey;
  level: RiskLevel;
  text: string;
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

const INSURANCE: Record<string, { level: RiskLevel; text: string }> = {
  in_force: { level: 'ok', text: 'Insurance in force' },
  cancellation_pending: { level: 'warning', text: 'Insurance cancellation filed' },
  pending: { level: 'warning', text: 'Insurance pending' },
  cancelled: { level: 'danger', text: 'Insurance cancelled' },
  none: { level: 'danger', text: 'No insurance on file' },
};

function insurance(status: string): RiskSignal {
  // A status this portal does not know is never read as fine.
  const known = INSURANCE[status] ?? { level: 'warning', text: 'Insurance status unknown' };
  return { key: 'insurance', ...known };
}

/**
 * The five signals in the header's order: out-of-service order, insurance, ELD against the COI,
 * links to do-not-dispatch carriers, identity alerts of the last 7 days. Each is there whether or
 * not it is raised, so a clean carrier reads as checked, not as unknown.
 */
export function riskSignals(carrier: RiskInput): RiskSignal[] {
  const { risk_signals: risk } = carrier;
  const failing = risk.eld_failing_statuses.length;
  const links = risk.do_not_dispatch_associations_count;
  const alerts = carrier.active_identity_alerts_count;
  return [
    carrier.authority.has_active_oos_order
      ? { key: 'oos_order', level: 'danger', text: 'Out-of-service order' }
      : { key: 'oos_order', level: 'ok', text: 'No out-of-service order' },
    insurance(risk.insurance_status),
    failing > 0
      ? { key: 'eld', level: 'danger', text: 'ELD does not match the COI' }
      : carrier.is_eld_connected
        ? { key: 'eld', level: 'ok', text: 'ELD matches the COI' }
        : { key: 'eld', level: 'info', text: 'No ELD connected' },
    links > 0
      ? {
          key: 'do_not_dispatch_links',
          level: 'danger',
          text: `Linked to ${plural(links, 'do-not-dispatch carrier', 'do-not-dispatch carriers')}`,
        }
      : { key: 'do_not_dispatch_links', level: 'ok', text: 'No links to do-not-dispatch carriers' },
    alerts > 0
      ? {
          key: 'identity_alerts',
          level: 'danger',
          text: `${plural(alerts, 'identity alert', 'identity alerts')} in 7 days`,
        }
      : { key: 'identity_alerts', level: 'ok', text: 'No identity alerts in 7 days' },
  ];
}

/** How many of the signals are raised (danger or warning), for the header's summary. */
export function raisedCount(signals: readonly RiskSignal[]): number {
  return signals.filter((s) => s.level === 'danger' || s.level === 'warning').length;
}

/**
 * Active interstate authority: the carrier runs interstate and holds active common or contract
 * authority (a broker authority does not let it haul).
 */
export function hasActiveInterstateAuthority(
  carrierOperation: string,
  authority: { common: string; contract: string },
): boolean {
  return carrierOperation === 'interstate' && (authority.common === 'active' || authority.contract === 'active');
}

/** An age in months as people say it: "5 months", "1 year", "13 years 10 months". */
export function monthsInWords(months: number | null): string | null {
  if (months === null || !Number.isInteger(months) || months < 0) return null;
  const years = Math.floor(months / 12);
  const rest = months % 12;
  const parts = [
    years > 0 ? plural(years, 'year', 'years') : '',
    rest > 0 || years === 0 ? plural(rest, 'month', 'months') : '',
  ];
  return parts.filter(Boolean).join(' ');
}
