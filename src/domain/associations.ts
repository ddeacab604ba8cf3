import { ASSOCIATION_KINDS, type AssociationKind } from './profile-lists';

/** What each kind of association is, in words. */
export const ASSOCIATION_LABELS: Record<AssociationKind, string> = {
  email: 'E-mail',
  phone: 'Phone',
  address: 'Address',
  contact: 'Contact person',
  remote_address: 'Sign-in IP address',
  vehicle_vin: 'Vehicle VIN',
};

/** The response header that counts each kind's distinct shared values. */
const TOTAL_HEADERS: Record<AssociationKind, string> = {
  email: 'total-emails',
  phone: 'total-phones',
  address: 'total-addresses',
  contact: 'total-contacts',
  remote_address: 'total-remote-addresses',
  vehicle_vin: 'total-vehicle-vins',
};

/** Whether a wire value is a kind of association this portal knows. */
export function isAssociationKind(value: unknown): value is AssociationKind {
  return typeof value === 'string' && (ASSOCIATION_KINDS as readonly string[]).includes(value);
}

/** The shared values of each kind over the whole result, from the list's headers; null where a header is missing or not a count. */
export function associationTotals(headers: Readonly<Record<string, unknown>>): Record<AssociationKind, number | null> {
  const lower = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), String(v).trim()]));
  return Object.fromEntries(
    ASSOCIATION_KINDS.map((kind) => {
      const raw = lower[TOTAL_HEADERS[kind]];
      return [kind, raw !== undefined && /^\d+$/.test(raw) ? Number(raw) : null];
    }),
  ) as Record<AssociationKind, number | null>;
}

/** An associated carrier as the block rules read it. */
export interface AssociatedInput {
  carrier: { id: number };
  associations: readonly { match_type: string }[];
  connection: { status: string } | null;
}

/** Whether the broker already has the associated carrier on do-not-dispatch. */
export function isOnDoNotDispatch(row: AssociatedInput): boolean {
  return row.connection?.status === 'do_not_dispatch';
}

/**
 * The calls that put chosen carriers on do-not-dispatch: one per kind of association, each
 * carrier under the first kind that links it (so each is sent once), carriers already on
 * do-not-dispatch left out, in the tab's kind order.
 */
export function blockByIdsPlan(chosen: readonly AssociatedInput[]): { kind: AssociationKind; carrierIds: number[] }[] {
  const byKind = new Map<AssociationKind, number[]>();
  for (const row of chosen) {
    if (isOnDoNotDispatch(row)) continue;
    const kind = row.associations.map((a) => a.match_type).find(isAssociationKind);
    if (kind === undefined) continue;
    byKind.set(kind, [...(byKind.get(kind) ?? []), row.carrier.id]);
  }
  return ASSOCIATION_KINDS.filter((kind) => byKind.has(kind)).map((kind) => ({
    kind,
    carrierIds: [...new Set(byKind.get(kind))],
  }));
}

/**
 * How many carriers blocking every carrier linked by these kinds puts on do-not-dispatch, from
 * each kind's own count (the list asked with that one kind): exact for one kind; for several, a
 * carrier linked in two ways is counted once per kind, so the sum is the most it can be.
 */
export function blockByKindCount(counts: readonly (number | null)[]): { count: number; exact: boolean } | null {
  if (counts.length === 0 || counts.some((c) => c === null)) return null;
  const sum = counts.reduce<number>((total, c) => total + (c ?? 0), 0);
  return { count: sum, exact: counts.length === 1 };
}
