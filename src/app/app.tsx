import { useState } from 'react';
import { RouterProvider } from 'react-router/dom';
import { setBlockedAccessHandler } from '../api/blocked-access';
import { paths } from '../config/paths';
import { env } from '../lib/env';
import { Providers } from './providers';
import { createQueryClient } from './query-client';
import { createRouter } from './router';

/** The whole portal: one query cache, shared by the router's loader and the screens. */
export function App() {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(() => {
    const created = createRouter(queryClient);
    // A 406 or 418 leaves the screen: to a block page, or to an allow-listed address.
    setBlockedAccessHandler(
      (blocked) =>
        blocked.kind === 'external'
          ? window.location.assign(blocked.url)
          : void created.navigate(paths[blocked.kind].pattern, { replace: true }),
      [env.brandHosts.default, env.brandHosts.watchdog],
    );
    return created;
  });
  return (
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>
  );
}
