/** The keys of `D` that `P` lacks, each of them made impossible to set: none when every key of D is P's. */
type NoStrayKeys<D, P> = { [K in Exclude<keyof D, keyof P>]-?: never };

/**
 * A domain query type `D`, proven at compile time to be the contract's parameters `P` of its call:
 * each of its values is one `P` takes, and it has no key `P` lacks. Named once per call, beside the
 * call in `src/api` (`type _Checked = [SameParams<LoadsListQuery, ListLoadsParams>, ...]`), so a
 * parameter renamed or retyped in the contract or in the domain fails the typecheck there (as
 * `sameFilters` does for the carrier search's filters), and the screens pass the domain's value to
 * the call as it is.
 */
export type SameParams<D extends P & NoStrayKeys<D, P>, P> = D;
