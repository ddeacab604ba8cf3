import type { QueryClient } from '@tanstack/react-query';
import { RouterProvider } from 'react-router/dom';
import { setBlockedAccessHandler } from '../api/blocked-access';
import { paths } from '../config/paths';
import { env } from '../lib/env';
import { Providers } from './providers';
import { createQueryClient } from './query-client';
import { createRouter } from './router';

/** The page's one query cache and the router whose loaders fill it. */
export interface Portal {
  queryClient: QueryClient;
  router: ReturnType<typeof createRouter>;
}

/**
 * Makes the portal's query cache and router, once for the page and outside React's render. Made
 * in a component's state, they were made again whenever React set a first render aside (the first
 * render is a transition, which React may throw away and start over, e.g. when it suspends): the
 * second router ran every loader again into a second cache (each screen's calls sent twice, the
 * early answers taken by the first) and the first stayed subscribed to the history.
 */
export function createPortal(): Portal {
  const queryClient = createQueryClient();
  const router = createRouter(queryClient);
  // A 406 or 418 leaves the screen: to a block page, or to an allow-listed address.
  setBlockedAccessHandler(
    (blocked) =>
      blocked.kind === 'external'
        ? window.location.assign(blocked.url)
        : void router.navigate(paths[blocked.kind].pattern, { replace: true }),
    [env.brandHosts.default, env.brandHosts.watchdog],
  );
  return { queryClient, router };
}

/** The whole portal: one query cache, shared by the router's loaders and the screens. */
export function App({ portal }: { portal: Portal }) {
  return (
    <Providers queryClient={portal.queryClient}>
      <RouterProvider router={portal.router} />
    </Providers>
  );
}
