import { useParams } from 'react-router';
import { paths } from '../config/paths';
import { useRouteHandle } from '../ui/use-route-handle';
import type { RouteId } from '../domain';

/** The route id of the deepest matched route that names one. */
export function useRouteId(): RouteId {
  return (useRouteHandle('id') as RouteId | undefined) ?? 'notFound';
}

/** The page part of the title: the page title, or the short title and the id on routes with an id. */
export function usePageTitle(): string {
  const id = useRouteId();
  const params = useParams();
  const entry = paths[id];
  return 'shortTitle' in entry && params.id ? `${entry.shortTitle} ${params.id}` : entry.title;
}
