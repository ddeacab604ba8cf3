import { useMatches } from 'react-router';

/** Every route declares `{ id, title }` in its handle (see src/app/router.tsx). */
export interface RouteHandleFields {
  id: string;
  title: string;
}

/** One field of the deepest matched route's handle that has it. */
export function useRouteHandle<K extends keyof RouteHandleFields>(key: K): RouteHandleFields[K] | undefined {
  return useMatches()
    .map((m) => (m.handle as Partial<RouteHandleFields> | undefined)?.[key])
    .filter((v): v is RouteHandleFields[K] => typeof v === 'string')
    .at(-1);
}
