/** A stop's appointment and arrival, as the contract gives them (ISO date-times, nullable where it says). */
export interface StopTimes {
  appointment_start: string;
  appointment_end: string | null;
  arrived_at: string | null;
}

/**
 * How many whole minutes after its appointment a truck arrived at a stop, or null when it was not
 * late (or has not arrived, or a time is unreadable). The appointment closes at its end, or at its
 * start when it has no end; an arrival within that minute is on time. Only recorded times are
 * compared: a stop not yet reached is never called late here.
 */
export function minutesLate(stop: StopTimes): number | null {
  if (!stop.arrived_at) return null;
  const arrived = Date.parse(stop.arrived_at);
  const closes = Date.parse(stop.appointment_end ?? stop.appointment_start);
  if (Number.isNaN(arrived) || Number.isNaN(closes)) return null;
  const minutes = Math.floor((arrived - closes) / 60_000);
  return minutes >= 1 ? minutes : null;
}

/** "40 min", "2 h 5 min", "3 d 4 h": how late, readably. */
export function formatLateness(minutes: number): string {
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const rest = minutes % 60;
  if (days > 0) return hours > 0 ? `${days} d ${hours} h` : `${days} d`;
  if (hours > 0) return rest > 0 ? `${hours} h ${rest} min` : `${hours} h`;
  return `${rest} min`;
}
