/**
 * Phone numbers as the contact search sends them: E.164 for the US, Canada and Mexico (carrier-portal
 * §5's contact search). A ten-digit number is North American (+1); eleven digits starting with 1 too.
 * Mexico's numbers are ten digits after +52 (or 52, or the international prefix 011 52); the old
 * mobile prefix 1 after 52 is dropped, as Mexico did in 2019. Any other number written with its own
 * +country code is kept as E.164 when it has 8 to 15 digits.
 */
export function normalisePhone(raw: string): string | null {
  const text = raw.trim();
  if (!/^\+?[\d\s().-]+$/.test(text)) return null;
  const plus = text.startsWith('+');
  let digits = text.replace(/\D/g, '');
  if (!plus && digits.startsWith('011')) digits = digits.slice(3);
  else if (!plus && digits.length === 10) return `+1${digits}`;
  else if (!plus && digits.length === 11 && digits.startsWith('1')) return `+${digits}`;
  if (digits.startsWith('521') && digits.length === 13) return `+52${digits.slice(3)}`;
  if (digits.startsWith('52') && digits.length === 12) return `+${digits}`;
  if (digits.startsWith('1') && digits.length === 11) return `+${digits}`;
  if (
    (plus || text.replace(/\D/g, '').startsWith('011')) &&
    digits.length >= 8 &&
    digits.length <= 15 &&
    !digits.startsWith('0')
  )
    return `+${digits}`;
  return null;
}

/** A phone in E.164 as people read it: "+1 602-555-0187", "+52 55 1234 5678"; others unchanged. */
export function formatPhone(e164: string): string {
  const nanp = /^\+1(\d{3})(\d{3})(\d{4})$/.exec(e164);
  if (nanp) return `+1 ${nanp[1]}-${nanp[2]}-${nanp[3]}`;
  const mx = /^\+52(\d{2})(\d{4})(\d{4})$/.exec(e164);
  if (mx) return `+52 ${mx[1]} ${mx[2]} ${mx[3]}`;
  return e164;
}
