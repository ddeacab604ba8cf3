import { render } from '@testing-library/react';
import { createBrowserRouter, RouterProvider, useLocation, type LoaderFunction } from 'react-router';
import { onTestFinished } from 'vitest';
import { UrlStateAdapter } from '../../src/ui/url-state';

/**
 * Renders a hook inside the app's kind of router (a browser router over jsdom's history, with the
 * URL-state adapter) at `url`; `search()` is the router's search after the last render. `loader`
 * runs on every navigation, as a route's loader does (make it slow to hold navigations pending).
 */
export function hookInRouter<T>(hook: () => T, url: string, { loader }: { loader?: LoaderFunction } = {}) {
  const result = { current: undefined as T };
  let search = '';
  function Probe() {
    search = useLocation().search;
    result.current = hook();
    return null;
  }
  window.history.replaceState(null, '', url);
  const router = createBrowserRouter([
    {
      path: '*',
      loader,
      HydrateFallback: () => null,
      element: (
        <UrlStateAdapter>
          <Probe />
        </UrlStateAdapter>
      ),
    },
  ]);
  render(<RouterProvider router={router} />);
  onTestFinished(() => router.dispose());
  return { result, search: () => search, router };
}
