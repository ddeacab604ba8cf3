/**
 * FMCSA's SMS intervention thresholds (carrier-portal issue 16): a BASIC percentile at or above its
 * threshold puts the carrier in alert for that BASIC. The threshold depends on the BASIC and the
 * carrier's kind: passenger carriers and carriers of placardable hazardous materials have lower ones.
 */

/** The BASICs as the contract names them. */
export const BASICS = [
  'unsafe_driving',
  'hos_compliance',
  'vehicle_maintenance',
  'controlled_substances',
  'driver_fitness',
  'hazmat',
  'crash_indicator',
] as const;
export type Basic = (typeof BASICS)[number];

/** FMCSA's threshold groups: passenger carriers, hazardous-materials carriers, all others. */
export type CarrierKind = 'general' | 'hazmat' | 'passenger';

/** Their names in FMCSA's words, for people. */
export const BASIC_LABELS: Record<Basic, string> = {
  unsafe_driving: 'Unsafe Driving',
  hos_compliance: 'Hours-of-Service Compliance',
  vehicle_maintenance: 'Vehicle Maintenance',
  controlled_substances: 'Controlled Substances/Alcohol',
  driver_fitness: 'Driver Fitness',
  hazmat: 'HM Compliance',
  crash_indicator: 'Crash Indicator',
};

// Unsafe Driving, HOS and Crash share the lower threshold; Driver Fitness, Drugs/Alcohol and
// Vehicle Maintenance the higher one; HM Compliance is 80 for every kind.
const GROUP: Record<Basic, 'low' | 'high' | 'hm'> = {
  unsafe_driving: 'low',
  hos_compliance: 'low',
  crash_indicator: 'low',
  driver_fitness: 'high',
  controlled_substances: 'high',
  vehicle_maintenance: 'high',
  hazmat: 'hm',
};
const THRESHOLDS: Record<CarrierKind, { low: number; high: number }> = {
  general: { low: 65, high: 80 },
  hazmat: { low: 60, high: 75 },
  passenger: { low: 50, high: 65 },
};
const HM_COMPLIANCE_THRESHOLD = 80;

/** Whether a wire value is a carrier kind the thresholds know. */
export function isCarrierKind(value: unknown): value is CarrierKind {
  return value === 'general' || value === 'hazmat' || value === 'passenger';
}

/** The intervention threshold (percent) of a BASIC for a kind of carrier; an unknown kind counts as general. */
export function interventionThreshold(basic: Basic, kind: string): number {
  const group = GROUP[basic];
  if (group === 'hm') return HM_COMPLIANCE_THRESHOLD;
  return THRESHOLDS[isCarrierKind(kind) ? kind : 'general'][group];
}

/** How a BASIC stands: not scored (too few inspections, never a failure), under its threshold, or in alert. */
export type BasicStanding =
  { state: 'not_scored'; threshold: number } | { state: 'below' | 'alert'; percentile: number; threshold: number };

/** A BASIC's standing from its percentile (null when SMS had too little data to score it). */
export function basicStanding(basic: Basic, percentile: number | null, kind: string): BasicStanding {
  const threshold = interventionThreshold(basic, kind);
  if (percentile === null || !Number.isFinite(percentile)) return { state: 'not_scored', threshold };
  const clamped = Math.min(100, Math.max(0, percentile));
  return { state: clamped >= threshold ? 'alert' : 'below', percentile: clamped, threshold };
}

/** Whether an out-of-service rate is above the national average; null when there is no rate. */
export function isAboveNationalAverage(rate: number | null, nationalAverage: number): boolean | null {
  if (rate === null || !Number.isFinite(rate)) return null;
  return rate > nationalAverage;
}
