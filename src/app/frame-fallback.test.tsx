import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { FrameFallback } from './frame-fallback';

// A first loader that has not answered yet (the current user on a slow link): the router shows its fallback.
const pending = () => new Promise<never>(() => undefined);

function renderFirstPaint(path: string) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        loader: pending,
        HydrateFallback: () => <FrameFallback patterns={['/', '/loads', '/loads/:id']} />,
        Component: () => <p>the screen</p>,
        children: [{ path: 'loads/:id?' }, { path: 'login' }],
      },
    ],
    { initialEntries: [path] },
  );
  return render(
    <MantineProvider>
      <RouterProvider router={router} />
    </MantineProvider>,
  );
}

describe('the first paint while the current user loads', () => {
  it.each(['/', '/loads', '/loads/50001'])('on a framed screen (%s) is the header with the brand', async (path) => {
    renderFirstPaint(path);
    const header = await screen.findByRole('banner');
    expect(header).toHaveTextContent('Broker Portal');
    // Still loading: the robustness runs and the screenshots wait while it shows.
    expect(header).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByText('the screen')).not.toBeInTheDocument();
  });

  it('on a sign-in step is nothing: that page draws its own frame', () => {
    renderFirstPaint('/login');
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByText('Broker Portal')).not.toBeInTheDocument();
  });
});
