import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, type ReactNode } from 'react';
import { cssVariablesResolver, themeFor } from '../ui/theme';
import { currentBrand } from '../ui/brand';

// The brand comes from the host, which does not change while the page lives.
const theme = themeFor(currentBrand());

// The toasts' container (with its transitions and portal) is its own chunk, fetched as the app mounts
// rather than before the first paint. `notifications.show` is the synchronous store and never waits
// for it: a toast shown before the container is there appears as soon as it is.
const NotificationsContainer = lazy(() => import('./notifications-container'));

/** Query cache, Mantine theme and notifications around the whole app. */
export function Providers({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
        <Suspense fallback={null}>
          <NotificationsContainer />
        </Suspense>
        {children}
      </MantineProvider>
    </QueryClientProvider>
  );
}
