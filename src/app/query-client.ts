import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
// Straight from the modules, not the barrel: the barrel would pull every screen's API code into the
// initial JS (budgets.json); src/app is the only place outside src/api that does this.
import { isHandledError } from '../api/error-policy';
import { errorMessage } from '../api/errors';
import { notify } from '../ui/notify';
import { reportError } from './telemetry';

// One policy for failed calls: statuses a call hands back (401, 403, 404, 422 for most) are shown by
// the screen inline; anything else gets a notification and is reported.
function onUnhandled(error: unknown) {
  if (isHandledError(error)) return;
  notify('error', errorMessage(error), 'Something went wrong');
  reportError(error);
}

/** A fresh query client for one mounted app (tests mount their own). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: onUnhandled }),
    mutationCache: new MutationCache({ onError: onUnhandled }),
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}
