import { DAY_MS, TRACKABLE_MILES, TRACKING_END_DAYS_AFTER, TRACKING_START_DAYS_BEFORE } from './constants';

/** Whether a load is trackable: 150 billable miles or more. */
export function isTrackable(load: { billable_miles: number | null }): boolean {
  return Number(load.billable_miles) >= TRACKABLE_MILES;
}

/** The stop times the tracking window is built from (the monitor contract's LoadStop fields). */
export interface TrackingStopInput {
  appointment_start: string | null;
  appointment_end?: string | null;
}

export type TrackingWindow = 'not_started' | 'active' | 'ended';

/**
 * When a load's tracking window opens and closes (ISO strings): 2 days before the earliest
 * appointment start and 5 days after the latest appointment (its end when given, else its start).
 * Null without readable stop times.
 */
export function trackingWindowBounds(
  stops: readonly TrackingStopInput[],
  days: { startDaysBefore: number; endDaysAfter: number } = {
    startDaysBefore: TRACKING_START_DAYS_BEFORE,
    endDaysAfter: TRACKING_END_DAYS_AFTER,
  },
): { opens: string; closes: string } | null {
  const starts = stops.map((stop) => Date.parse(String(stop.appointment_start))).filter((t) => !Number.isNaN(t));
  const ends = stops
    .map((stop) => Date.parse(String(stop.appointment_end ?? stop.appointment_start)))
    .filter((t) => !Number.isNaN(t));
  if (starts.length === 0 || ends.length === 0) return null;
  return {
    opens: new Date(Math.min(...starts) - days.startDaysBefore * DAY_MS).toISOString(),
    closes: new Date(Math.max(...ends) + days.endDaysAfter * DAY_MS).toISOString(),
  };
}

/**
 * Where `now` stands against a load's tracking window. The window opens 2 days before the earliest
 * appointment start of its stops and closes 5 days after the latest appointment (its end when
 * given, else its start); both bounds belong to the window. Without readable stop times the
 * window has not started.
 */
export function trackingWindow(
  stops: readonly TrackingStopInput[],
  now: Date,
  days: { startDaysBefore: number; endDaysAfter: number } = {
    startDaysBefore: TRACKING_START_DAYS_BEFORE,
    endDaysAfter: TRACKING_END_DAYS_AFTER,
  },
): TrackingWindow {
  const starts = stops.map((stop) => Date.parse(String(stop.appointment_start))).filter((t) => !Number.isNaN(t));
  const ends = stops
    .map((stop) => Date.parse(String(stop.appointment_end ?? stop.appointment_start)))
    .filter((t) => !Number.isNaN(t));
  // Without readable times the minimum is Infinity, so the window has not started.
  const opens = Math.min(...starts) - days.startDaysBefore * DAY_MS;
  const closes = Math.max(...ends) + days.endDaysAfter * DAY_MS;
  const t = now.getTime();
  if (t < opens) return 'not_started';
  return t > closes ? 'ended' : 'active';
}
