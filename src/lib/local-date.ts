/** Today in the broker's own calendar (YYYY-MM-DD): the load board's default pickup start and a new truck posting's first day. */
export function localToday(now: Date = new Date()): string {
  const month = String(now.getMonth() + 1).padStart(2, '0');
  const day = String(now.getDate()).padStart(2, '0');
  return `${now.getFullYear()}-${month}-${day}`;
}
