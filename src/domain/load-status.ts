/** A load's status in a broker's words (`progress` is a load on the road: "In transit"), for every screen that lists loads. */
export const LOAD_STATUS_NAMES = {
  available: 'Available',
  covered: 'Covered',
  progress: 'In transit',
  delayed: 'Delayed',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
  assumed_delivered: 'Assumed delivered',
} as const;

/** The name of a status, also for one a newer server sends that this build does not know yet. */
export function loadStatusName(status: string): string {
  const known = (LOAD_STATUS_NAMES as Record<string, string>)[status];
  if (known) return known;
  const words = status.replace(/_/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
