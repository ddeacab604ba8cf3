import { render, screen, waitFor, within } from '@testing-library/react';
import { App, createPortal } from '../../../src/app/app';

/** How long a screen may take to show, its code and calls included (a busy 2-core machine). */
export const SCREEN_TIMEOUT = 10_000;

/** A token as the code step leaves it; Prism's security check wants one, whatever it holds. */
const TOKEN = 'unit-test-session';

/**
 * The whole portal at one address, as a broker opens it: the app's router (its loaders, the guard,
 * the lazy screens) over jsdom's history, its calls answered by the test's `prismServer()`. Signed
 * in by default (a token in storage, as the sign-in steps leave it).
 */
export function renderRoute(path: string, { signedIn = true }: { signedIn?: boolean } = {}) {
  window.localStorage.clear();
  if (signedIn) window.localStorage.setItem('broker-portal.jwt', TOKEN);
  window.history.replaceState(null, '', `/broker/${path.replace(/^\//, '')}`);
  return render(<App portal={createPortal()} />);
}

/** The alert (a list's error, a form's refusal) that says `text`: notifications are alerts too. */
export async function findAlert(text: string | RegExp): Promise<HTMLElement> {
  let found: HTMLElement | undefined;
  await waitFor(
    () => {
      found = screen
        .queryAllByRole('alert')
        .find((el) => (typeof text === 'string' ? el.textContent?.includes(text) : text.test(el.textContent ?? '')));
      if (!found) throw new Error(`no alert says ${String(text)}`);
    },
    { timeout: SCREEN_TIMEOUT },
  );
  return found as HTMLElement;
}

/** A DataTable's data rows, the header row left out (each virtual row carries `data-index`). */
export function dataRows(table: HTMLElement): HTMLElement[] {
  return within(table)
    .queryAllByRole('row')
    .filter((row) => row.hasAttribute('data-index'));
}
