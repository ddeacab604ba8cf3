import { useMatches, useParams } from 'react-router';
import type { RouteId } from '../domain';
import { paths } from './paths';

/** What every route declares in its handle: which route of the path table it is. */
export interface RouteHandle {
  id: RouteId;
}

/** The route id of the deepest matched route that names one. */
export function useRouteId(): RouteId {
  return (
    useMatches()
      .map((m) => (m.handle as RouteHandle | undefined)?.id)
      .filter((id): id is RouteId => typeof id === 'string')
      .at(-1) ?? 'notFound'
  );
}

/** The page part of the title: the page title, or the short title and the id on routes with an id. */
export function usePageTitle(): string {
  const id = useRouteId();
  const params = useParams();
  const entry = paths[id];
  return 'shortTitle' in entry && params.id ? `${entry.shortTitle} ${params.id}` : entry.title;
}
