import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { cssVariablesResolver, themeFor } from '../ui/theme';
import { currentBrand } from './brand';

// The brand comes from the host, which does not change while the page lives.
const theme = themeFor(currentBrand());

/** Query cache, Mantine theme and notifications around the whole app. */
export function Providers({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
        <Notifications position="bottom-right" autoClose={3000} />
        {children}
      </MantineProvider>
    </QueryClientProvider>
  );
}
