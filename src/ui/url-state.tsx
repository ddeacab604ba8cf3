import { NuqsAdapter } from 'nuqs/adapters/react-router/v8';
import { parseAsString, useQueryStates, type Options } from 'nuqs';
import { useCallback, useMemo, type ReactNode } from 'react';
import type { UrlCodec } from '../domain';

/**
 * How the portal writes its state into the address: through nuqs, which queues each change on the
 * ones still on their way (the same tick or the same 50 ms), so quick writes of several keys, from
 * one hook or several, land together and none is lost; each write is a new history entry unless it
 * says `replace`. `shallow: false` hands every write to the router too, so its location, the route
 * loaders and `useSearchParams` follow the address.
 */
const URL_WRITES: Partial<Options> = { shallow: false, history: 'push' };

/** Holds the address's state for the screens below it; goes inside the router (it navigates). */
export function UrlStateAdapter({ children }: { children: ReactNode }) {
  return <NuqsAdapter defaultOptions={URL_WRITES}>{children}</NuqsAdapter>;
}

/** How a write lands: a new history entry (the default) or replacing the current one (typing). */
export interface UrlWrite {
  replace?: boolean;
  /** Keys of the codec set as they are, after its state is written (Exchange's `tab=trucks`). */
  also?: Readonly<Record<string, string | null>>;
}

const queryOf = (raw: Readonly<Record<string, string | null>>) =>
  new URLSearchParams(Object.entries(raw).filter((entry): entry is [string, string] => entry[1] !== null));

/**
 * A piece of state held in the address under its codec's keys (domain: `listCodec`, the searches'
 * codecs): `state` as the codec reads it, and `write(build)`, which builds the next state on the
 * latest one, queued writes included, and writes the codec's keys only: other entries stay.
 * `codec` must be stable (a module constant or memoised).
 */
export function useUrlState<S>(codec: UrlCodec<S>) {
  const parsers = useMemo(() => Object.fromEntries(codec.keys.map((key) => [key, parseAsString])), [codec]);
  const [raw, setRaw] = useQueryStates(parsers);
  const state = useMemo(() => codec.fromUrl(queryOf(raw)), [codec, raw]);
  const write = useCallback(
    (build: (current: S) => S, { replace = false, also = {} }: UrlWrite = {}) =>
      void setRaw(
        (current) => {
          const next = codec.toUrl(build(codec.fromUrl(queryOf(current))));
          return { ...Object.fromEntries(codec.keys.map((key) => [key, next.get(key)])), ...also };
        },
        { history: replace ? 'replace' : 'push' },
      ),
    [codec, setRaw],
  );
  return [state, write] as const;
}
