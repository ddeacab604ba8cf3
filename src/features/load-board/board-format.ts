const wholeDollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const dollarsAndCents = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** A rate in US cents as whole dollars ("$2,100"), as load boards show rates; an em dash when none. */
export function formatDollars(cents: number | null | undefined): string {
  return typeof cents === 'number' && Number.isFinite(cents) ? wholeDollars.format(cents / 100) : '—';
}

/** Dollars per mile with cents ("$3.40"); an em dash when none. */
export function formatRatePerMile(dollars: number | null | undefined): string {
  return typeof dollars === 'number' && Number.isFinite(dollars) ? dollarsAndCents.format(dollars) : '—';
}

const shortDate = new Intl.DateTimeFormat('en-US', {
  month: 'numeric',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** A time as a dense board row shows it ("3/18 08:00"); an em dash when it is not a time. */
export function formatShortDateTime(value: string | null | undefined): string {
  const date = value ? new Date(value) : null;
  return date && !Number.isNaN(date.getTime()) ? shortDate.format(date).replace(',', '') : '—';
}
