import type { Locator, Page } from '@playwright/test';
import { TITLED_AT_FIRST_PAINT } from '../../src/app/screens';
import { paths } from '../../src/config/paths';
import { BRAND_COLOURS } from '../../src/ui/brand-look';
import { prefer, recordRequests } from './support/prism';
import { expect, test, watchdogUrl } from './support/test';

// What a broker sees before any of the app's code has run (README, "The frame before the code"):
// on a framed screen the header with the brand of the host (on a phone, with the screen's heading
// where it is its title); on Sign in, signed out, its card without
// the form; on the other sign-in steps nothing. The app's entry is kept from loading, so the page
// shows only what index.html and its head's script draw.

const ENTRY = '**/broker/assets/index-*.js';
const DETAIL = '/api/v1/carriers/1001/detail_for_highway_broker';

/** Where an element's words are drawn (x, y, width, height), which a heading's box (a block) is not. */
function textBox(element: Locator) {
  return element.evaluate((node) => {
    const range = document.createRange();
    range.selectNodeContents(node);
    const { x, y, width, height } = range.getBoundingClientRect();
    return { x, y, width, height };
  });
}

test.describe('signed in', () => {
  test.use({ signedIn: true });

  test.beforeEach(async ({ page }) => {
    await page.route(ENTRY, (route) => route.abort());
  });

  test('a framed screen shows the header with the brand before the app runs, in the host’s brand', async ({
    page,
    baseURL,
  }) => {
    await page.goto('loads');
    await expect(page.getByRole('banner')).toHaveText('Broker Portal', { useInnerText: true });
    await expect(page.getByText('Carrier Watchdog').filter({ visible: true })).toHaveCount(0);

    await page.goto(`${watchdogUrl(baseURL ?? '')}carriers/1001`);
    await expect(page.getByRole('banner')).toHaveText('Carrier Watchdog', { useInnerText: true });
    await expect(page.getByText('Broker Portal').filter({ visible: true })).toHaveCount(0);
  });

  test('on a phone a titled screen shows its heading before the app runs, where the screen draws it', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 412, height: 823 });
    const heading = (id: (typeof TITLED_AT_FIRST_PAINT)[number]) =>
      page.getByRole('heading', { level: 1, name: paths[id].title, exact: true });
    const before = new Map<string, Awaited<ReturnType<typeof textBox>>>();
    await page.route(ENTRY, (route) => route.abort());
    await page.goto('loads');
    await expect(heading('loads')).toBeVisible();
    // Each titled screen's heading as the frame draws it: the head's script marks the page with its
    // index (which address gets which: tests/unit/boot-frame.test.ts), here set for each in turn.
    for (const [index, id] of TITLED_AT_FIRST_PAINT.entries()) {
      await page.evaluate((mark) => document.documentElement.setAttribute('data-boot-title', mark), String(index));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(paths[id].title);
      before.set(id, await textBox(heading(id)));
    }

    // The screens themselves, reached in the app (as its links do: the history and a popstate).
    await page.unroute(ENTRY);
    await page.goto('');
    for (const id of TITLED_AT_FIRST_PAINT) {
      await page.evaluate((path) => {
        window.history.pushState(null, '', `/broker${path}`);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, paths[id].pattern);
      // The screen's own heading, inside the shell's main area: the same words in the same place.
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(paths[id].title);
      expect(await textBox(heading(id)), id).toEqual(before.get(id));
    }
  });

  // Data the head's script asks for early (the current user; then, if the guard lets the user open
  // it, the carrier), drawn on a phone where the screen draws it.
  for (const { screen, path, words } of [
    { screen: 'Home shows its welcome', path: '', words: 'Welcome, Dana Whitfield' },
    {
      screen: 'a carrier profile shows the carrier’s name',
      path: 'carriers/1001',
      words: 'Prairie Wind Transport LLC',
    },
  ]) {
    test(`on a phone ${screen} before the app runs, once the early answers are in, where the screen draws it`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 412, height: 823 });
      const heading = page.getByRole('heading', { level: 1, name: words });
      await page.route(ENTRY, (route) => route.abort());
      await page.goto(path);
      await expect(heading).toBeVisible();
      const before = await textBox(heading);

      await page.unroute(ENTRY);
      await page.reload();
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(words);
      // The screen's own heading in the same place; the script's gave way to it (one heading of those words).
      expect(await textBox(heading)).toEqual(before);
      await expect(page.getByRole('heading', { name: words })).toHaveCount(1);
    });
  }

  test('the head’s script asks for no carrier when the guard sends the user elsewhere', async ({ page }) => {
    const asked = recordRequests(page, 'monitor', DETAIL);
    await prefer(page, 'identity', '/api/v1/users/current', { example: 'broker_expired_subscription' });
    await page.unroute(ENTRY);
    await page.goto('carriers/1001');
    await expect(page).toHaveURL(/\/broker\/my-account\?tab=4$/);
    await expect(page.getByRole('main')).toBeVisible();
    expect(asked).toHaveLength(0);
  });

  test('a framed screen’s heading is left to the screen from a tablet up, and on a screen whose heading is data', async ({
    page,
  }) => {
    await page.route(ENTRY, (route) => route.abort());
    await page.goto('loads');
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('heading')).toHaveCount(0);
    await page.setViewportSize({ width: 412, height: 823 });
    await expect(page.getByRole('heading', { level: 1, name: 'Loads' })).toBeVisible();
    await page.goto('loads/50001');
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('heading')).toHaveCount(0);
  });

  test('a sign-in step shows none of it, nor Sign in’s card: a signed-in broker is sent home', async ({ page }) => {
    await page.goto('login');
    await expect(page.locator('#root')).toBeAttached();
    await expect(page.getByRole('banner')).toBeHidden();
    await expect(page.getByRole('heading')).toBeHidden();
    await expect(page.getByText('Broker Portal').filter({ visible: true })).toHaveCount(0);
  });
});

// The app's stylesheet held back or failing: a context of its own, whose renderer has not the
// stylesheet in its memory cache from an earlier test (that would answer without a request).
test.describe('the app’s stylesheet', () => {
  test.use({ signedIn: true, freshContext: true });

  /** The app's stylesheet as the built page names it (its file is named after the checkout's folder). */
  async function stylesheetOf(page: Page): Promise<string> {
    const html = await (await page.request.get('loads')).text();
    const href = /<link rel="stylesheet"[^>]*href="([^"]+)"[^>]*data-app-style/.exec(html)?.[1];
    if (!href) throw new Error('The built page has no app stylesheet marked data-app-style.');
    return `**${href}`;
  }

  test('the app’s stylesheet holds the app, not the frame: the app renders only once it has loaded', async ({
    page,
  }) => {
    let release = () => undefined as void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(await stylesheetOf(page), async (route) => {
      await released;
      await route.continue();
    });
    // The document is parsed and the app's modules have run (they run before DOMContentLoaded).
    await page.goto('loads', { waitUntil: 'domcontentloaded' });
    await expect(page.getByRole('banner')).toHaveText('Broker Portal', { useInnerText: true });
    await expect(page.getByRole('banner')).toHaveClass('boot-frame');
    // The app waits for its style: nothing of it is drawn (MantineProvider marks <html> when it renders).
    await expect(page.locator('html[data-mantine-color-scheme]')).toHaveCount(0);
    expect(await page.locator('link[data-app-style]').evaluate((link: HTMLLinkElement) => link.media)).toBe('print');

    release();
    await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Loads' })).toBeVisible();
    // Drawn with the app's style (Mantine's AppShell header: fixed at the top), the stylesheet for every medium.
    expect(await page.getByRole('banner').evaluate((header) => getComputedStyle(header).position)).toBe('fixed');
    expect(await page.locator('link[data-app-style]').evaluate((link: HTMLLinkElement) => link.media)).toBe('all');
    // The shell's transition time is one value from its first render on: Mantine takes its mark
    // `data-resizing` (which sets it to 0s) off once mounted, and a change of this variable, which
    // every element inherits, had the browser restyle the whole page (src/app/app-layout.module.css).
    const shell = page.locator('.mantine-AppShell-root');
    await expect(shell).not.toHaveAttribute('data-resizing');
    const duration = (root: Element) => getComputedStyle(root).getPropertyValue('--app-shell-transition-duration');
    expect(await shell.evaluate(duration)).toBe('0s');
    // The navigation is a scroll box of its own: no script measures it after each screen is drawn
    // (Mantine's ScrollArea did, and laid the page out there and then; app-layout.module.css).
    const navigation = page.getByRole('navigation', { name: 'Main' });
    expect(await navigation.evaluate((nav) => getComputedStyle(nav).overflowY)).toBe('auto');
    await expect(page.locator('.mantine-ScrollArea-root')).toHaveCount(0);
  });

  test('a stylesheet that fails to load does not hold the app on its frame', async ({ page }) => {
    // The stylesheet fails before the app's entry arrives, so the app has no event left to wait for.
    const failed = page.waitForEvent('requestfailed', (request) => request.url().endsWith('.css'));
    await page.route(await stylesheetOf(page), (route) => route.abort());
    await page.route(ENTRY, async (route) => {
      await failed;
      await route.continue();
    });
    await page.goto('loads');
    // Unstyled, but there: the app is not left waiting for a stylesheet that will never come.
    await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Loads' })).toBeAttached();
    // The head's script marked the failure (Chromium also leaves the link an empty sheet; the mark is
    // what tells the app in a browser that leaves none).
    await expect(page.locator('link[data-app-style]')).toHaveAttribute('data-app-style', 'failed');
  });
});

test('the theme’s colours come with the app’s stylesheet, in the host’s brand', async ({ page, baseURL }) => {
  // Mantine's provider would compute them as the app renders and write them into a <style>; the build
  // writes them into the stylesheet per brand (scripts/theme-variables.ts), under <html>'s brand.
  for (const [url, brand, [r, g, b]] of [
    ['login', 'default', hexRgb(BRAND_COLOURS.default[6])],
    [`${watchdogUrl(baseURL ?? '')}login`, 'watchdog', hexRgb(BRAND_COLOURS.watchdog[8])],
  ] as const) {
    await page.goto(url);
    const submit = page.getByRole('button', { name: 'Sign in' });
    await expect(submit).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-brand', brand);
    await expect(submit).toHaveCSS('background-color', `rgb(${r}, ${g}, ${b})`);
    // Dimmed text a shade darker than Mantine's (the theme's resolver: 4.5:1 on white).
    const dimmed = await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--mantine-color-dimmed'),
    );
    expect(dimmed).toBe('#495057');
    await expect(page.locator('style[data-mantine-styles="true"]')).toHaveCount(0);
  }
});

/** "#4575b7" as [69, 117, 183]. */
function hexRgb(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16);
  return [n >> 16, (n >> 8) & 255, n & 255];
}

/** Where Sign in's brand, title and intro are drawn (x, y, width, height), rounded to 0.1 px. */
async function cardPlaces(page: Page) {
  const main = page.getByRole('main');
  const places = [
    main.getByText(/^(Broker Portal|Carrier Watchdog)$/).filter({ visible: true }),
    main.getByRole('heading', { level: 1 }),
    main.getByText('Use the e-mail and password of your broker account.'),
  ];
  return Promise.all(
    places.map(async (place) => {
      const box = await place.boundingBox();
      return box ? [box.x, box.y, box.width, box.height].map((n) => Math.round(n * 10) / 10) : null;
    }),
  );
}

for (const viewport of [
  { width: 412, height: 823 },
  { width: 1440, height: 900 },
]) {
  test(`Sign in shows its card before the app runs, its words where the page draws them (${viewport.width} px)`, async ({
    page,
    baseURL,
  }) => {
    await page.setViewportSize(viewport);
    await page.route(ENTRY, (route) => route.abort());
    await page.goto('login');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await expect(page.getByRole('main')).toContainText('Broker Portal');
    await expect(page.getByText('Carrier Watchdog').filter({ visible: true })).toHaveCount(0);
    await expect(page.getByRole('textbox')).toHaveCount(0);
    const before = await cardPlaces(page);

    await page.unroute(ENTRY);
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'E-mail' })).toBeVisible();
    // The form arrives in the place kept for it: nothing of the card moves or grows.
    expect(await cardPlaces(page)).toEqual(before);

    await page.route(ENTRY, (route) => route.abort());
    await page.goto(`${watchdogUrl(baseURL ?? '')}login`);
    await expect(page.getByRole('main')).toContainText('Carrier Watchdog');
    await expect(page.getByText('Broker Portal').filter({ visible: true })).toHaveCount(0);
  });
}
