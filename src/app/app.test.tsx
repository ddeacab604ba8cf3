import { act, screen, within } from '@testing-library/react';
import { startTransition, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, expect, it } from 'vitest';
import { prismServer } from '../../tests/unit/prism/server';
import { SCREEN_TIMEOUT } from '../../tests/unit/prism/render-route';
import { App, createPortal } from './app';

const prism = prismServer();

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.replaceChildren();
});

/** Renders `children` as main.tsx renders the app: the first render a transition. */
function renderAsMainDoes(children: ReactNode) {
  const container = document.body.appendChild(document.createElement('div'));
  root = createRoot(container);
  act(() => startTransition(() => root!.render(children)));
}

/** A sibling that suspends its first render until `release`: React sets that render aside and starts over. */
function holdFirstRender() {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let released = false;
  void held.then(() => (released = true));
  function Held() {
    if (!released) throw held;
    return null;
  }
  return { Held, release };
}

it('a first render React sets aside and starts over sends the user and the screen’s calls once', async () => {
  window.localStorage.setItem('broker-portal.jwt', 'unit-test-session');
  window.history.replaceState(null, '', '/broker/loads');
  const { Held, release } = holdFirstRender();
  renderAsMainDoes(
    <>
      <App portal={createPortal()} />
      <Held />
    </>,
  );
  await act(async () => release());
  const table = await screen.findByRole('table', { name: /loads$/ }, { timeout: SCREEN_TIMEOUT });
  await within(table).findAllByRole('link', {}, { timeout: SCREEN_TIMEOUT });
  expect(prism.sent('identity', 'GET', '/api/v1/users/current')).toHaveLength(1);
  expect(prism.sent('monitor', 'GET', '/api/v1/loads')).toHaveLength(1);
});
