// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { APP_STYLE_ATTRIBUTE, APP_STYLE_FAILED, appStylesLoaded } from './app-style';

/** A print-only stylesheet of the app, as the build writes it; `loaded` gives it a sheet already. */
function appStylesheet(loaded: boolean): HTMLLinkElement {
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.media = 'print';
  link.setAttribute(APP_STYLE_ATTRIBUTE, '');
  if (loaded) Object.defineProperty(link, 'sheet', { value: {} });
  document.head.append(link);
  return link;
}

/** Whether the promise has settled once every microtask queued by now has run (a task later). */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
}

afterEach(() => document.head.replaceChildren());

describe('the app’s stylesheets before the first render', () => {
  it('answers at once when none is marked (the dev server)', async () => {
    const ready = appStylesLoaded(document);
    expect(await settled(ready)).toBe(true);
    expect(await ready).toBe(0);
  });

  it('switches an already loaded one to every medium at once', async () => {
    const link = appStylesheet(true);
    expect(await settled(appStylesLoaded(document))).toBe(true);
    expect(link.media).toBe('all');
  });

  it('waits for each still loading one, and only then switches it on', async () => {
    const first = appStylesheet(false);
    const second = appStylesheet(false);
    const ready = appStylesLoaded(document);
    expect(await settled(ready)).toBe(false);
    first.dispatchEvent(new Event('load'));
    expect(first.media).toBe('all');
    expect(second.media).toBe('print');
    expect(await settled(ready)).toBe(false);
    second.dispatchEvent(new Event('load'));
    expect(await settled(ready)).toBe(true);
    expect(second.media).toBe('all');
    expect(await ready).toBe(2);
  });

  it('goes on with one that failed before the app ran (the head’s script marked it)', async () => {
    const link = appStylesheet(false);
    link.setAttribute(APP_STYLE_ATTRIBUTE, APP_STYLE_FAILED);
    expect(await settled(appStylesLoaded(document))).toBe(true);
    expect(link.media).toBe('all');
  });

  it('goes on when one fails to load, rather than leave the frame forever', async () => {
    const link = appStylesheet(false);
    const ready = appStylesLoaded(document);
    link.dispatchEvent(new Event('error'));
    expect(await settled(ready)).toBe(true);
    expect(link.media).toBe('all');
  });
});
