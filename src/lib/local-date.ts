/** Today in the broker's own calendar (YYYY-MM-DD): the load board's default pickup start, a new truck posting's first day, the carrier results' and exports' today. */
export function localToday(now: Date = new Date()): string {
  const month = String(now.getMonth() + 1).padStart(2, '0');
  const day = String(now.getDate()).padStart(2, '0');
  return `${now.getFullYear()}-${month}-${day}`;
}
