import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { onTestFinished } from 'vitest';
import { Providers } from '../../src/app/providers';
import { createQueryClient } from '../../src/app/query-client';
import { UrlStateAdapter } from '../../src/ui/url-state';

/**
 * Renders one screen inside the app's providers, at a path, as the router would: a browser router
 * over jsdom's history with the URL-state adapter (the screens' address state is written through it).
 */
export function renderScreen(element: ReactElement, path = '/') {
  window.history.replaceState(null, '', path);
  const router = createBrowserRouter([{ path: '*', element: <UrlStateAdapter>{element}</UrlStateAdapter> }]);
  onTestFinished(() => router.dispose());
  return render(
    <Providers queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </Providers>,
  );
}
