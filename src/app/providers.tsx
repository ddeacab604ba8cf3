import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
// The theme's variables for each brand, computed when the app is built (scripts/theme-variables.ts).
import 'virtual:theme-variables.css';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useWhenSettled } from '../api/when-settled';
import { themeFor } from '../ui/theme';
import { BRAND_ATTRIBUTE, currentBrand } from '../ui/brand';

// The brand comes from the host, which does not change while the page lives.
const theme = themeFor(currentBrand());

/** Marks `<html>` with the brand, before the app renders: the stylesheet's theme variables are written per brand. */
export function markBrand(doc: Document) {
  doc.documentElement.setAttribute(BRAND_ATTRIBUTE, currentBrand());
}

// The toasts' container (with its transitions and portal) is its own chunk, fetched once the first
// screen's data has arrived rather than beside it (on a phone's link, its 11 KB came before the
// screen's largest paint). `notifications.show` is the synchronous store and never waits for it: a
// toast shown before the container is there appears as soon as it is.
const NotificationsContainer = lazy(() => import('./notifications-container'));

function LateNotifications() {
  const [wanted, setWanted] = useState(false);
  useWhenSettled(() => setWanted(true));
  return wanted ? (
    <Suspense fallback={null}>
      <NotificationsContainer />
    </Suspense>
  ) : null;
}

/** Query cache, Mantine theme and notifications around the whole app. */
export function Providers({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      {/* The theme's variables are in the stylesheet (virtual:theme-variables.css), not computed here. */}
      <MantineProvider theme={theme} withCssVariables={false}>
        <LateNotifications />
        {children}
      </MantineProvider>
    </QueryClientProvider>
  );
}
