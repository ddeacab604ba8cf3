import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { CurrentUserResponse } from '../api';
import { currentUserQuery } from '../api/session';
import { sessionToken } from '../lib/session-token';
import { FrameFallback } from './frame-fallback';

// A first loader that has not answered yet (the current user on a slow link): the router shows its fallback.
const pending = () => new Promise<never>(() => undefined);

function renderFirstPaint(path: string, queryClient = new QueryClient()) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        loader: pending,
        HydrateFallback: () => (
          <FrameFallback
            patterns={['/', '/loads', '/loads/:id']}
            titled={[{ pattern: '/loads', title: 'Loads' }]}
            welcome="/"
            signIn="/login"
          />
        ),
        Component: () => <p>the screen</p>,
        children: [{ path: 'loads/:id?' }, { path: 'login' }, { path: 'login/code' }],
      },
    ],
    { initialEntries: [path] },
  );
  return render(
    <QueryClientProvider client={queryClient}>
      <MantineProvider>
        <RouterProvider router={router} />
      </MantineProvider>
    </QueryClientProvider>,
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

  it('on a screen whose heading is its title, is also that heading, for a phone; on the others, no heading', async () => {
    renderFirstPaint('/loads');
    const heading = await screen.findByRole('heading', { level: 1, name: 'Loads' });
    // Mantine's hiddenFrom="sm": from a tablet up the screen draws it beside its own controls.
    expect(heading).toHaveClass('mantine-hidden-from-sm');
    cleanup();
    for (const path of ['/', '/loads/50001']) {
      renderFirstPaint(path);
      await screen.findByRole('banner');
      expect(screen.queryByRole('heading')).not.toBeInTheDocument();
      cleanup();
    }
  });

  it('on Home, is also its welcome for a phone, once the current user is in the cache', async () => {
    const queryClient = new QueryClient();
    renderFirstPaint('/', queryClient);
    await screen.findByRole('banner');
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    act(() =>
      // Only the names the welcome reads; the rest of the user does not matter here.
      queryClient.setQueryData(currentUserQuery().queryKey, {
        user: { first_name: 'Dana', last_name: 'Whitfield', email: 'dana@example.com' },
      } as CurrentUserResponse),
    );
    const heading = await screen.findByRole('heading', { level: 1, name: 'Welcome, Dana Whitfield' });
    expect(heading).toHaveClass('mantine-hidden-from-sm');
  });

  it('on Sign in, for a broker without a token, is its card without the form: title and intro', async () => {
    renderFirstPaint('/login');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByText('Use the e-mail and password of your broker account.')).toBeInTheDocument();
    expect(screen.getByRole('main').closest('[aria-busy="true"]')).not.toBeNull();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
  });

  it('on Sign in with a stored token (the broker is sent home), and on the other sign-in steps, is nothing', () => {
    sessionToken.set('h.e30.s');
    try {
      renderFirstPaint('/login');
      expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    } finally {
      sessionToken.clear();
    }
    cleanup();
    renderFirstPaint('/login/code');
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.queryByText('Broker Portal')).not.toBeInTheDocument();
  });
});
