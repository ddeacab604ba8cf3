/** A person as the APIs describe one: names that may be missing, and an e-mail that is always there. */
export interface PersonNames {
  first_name?: string | null;
  last_name?: string | null;
  email: string;
}

/** A person's display name: first and last name when known, else the e-mail ("Dana Whitfield"). */
export function personName(person: PersonNames): string {
  return [person.first_name, person.last_name].filter((part) => part?.trim()).join(' ') || person.email;
}

/** Home's heading for the signed-in user ("Welcome, Dana Whitfield"). */
export function welcomeOf(person: PersonNames): string {
  return `Welcome, ${personName(person)}`;
}

/** A person's full name without falling back to the e-mail ("" when both names are missing). */
export function fullName(person: Omit<PersonNames, 'email'>): string {
  return [person.first_name, person.last_name].filter((part) => part?.trim()).join(' ');
}

/** Up to two initials of a display name, for an avatar ("DW"). */
export function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .map((part) => [...part][0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();
}

/**
 * A carrier's name as brokers say it: the DBA (the name on the trucks) when it has one, else the
 * legal name; null when neither is known.
 */
export function carrierName(carrier: { dba_name?: string | null; legal_name?: string | null } | null | undefined) {
  return carrier?.dba_name?.trim() || carrier?.legal_name?.trim() || null;
}
