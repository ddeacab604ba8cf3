/**
 * A default filter set as it is known: the set (or what a list reads from it), null when there is
 * none, undefined while it is not known yet.
 */
export type KnownDefault<T> = T | null | undefined;

/**
 * The default filters a list opens with: the user's own, else (once the user's is known to hold
 * none) the company's; null when neither has one, undefined until that is known.
 */
export function defaultInForce<T>(mine: KnownDefault<T>, company: KnownDefault<T>): KnownDefault<T> {
  if (mine !== null && mine !== undefined) return mine;
  if (mine === undefined || company === undefined) return undefined;
  return company;
}
