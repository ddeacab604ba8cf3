import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';

/** Renders a hook inside a router at `url`; `search()` is the router's search after the last render. */
export function hookInRouter<T>(hook: () => T, url: string) {
  let search = '';
  const wrapper = ({ children }: { children: ReactNode }) => {
    const router = createMemoryRouter([{ path: '*', element: children }], { initialEntries: [url] });
    return <RouterProvider router={router} />;
  };
  const { result } = renderHook(
    () => {
      search = useLocation().search;
      return hook();
    },
    { wrapper },
  );
  return { result, search: () => search };
}
