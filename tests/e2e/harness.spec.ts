import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FIXED_NOW, LOCALE, TIMEZONE_ID } from './support/clock';
import { brandColourViolations, seriousViolations, seriousViolationsIn } from './support/axe';
import { prefer } from './support/prism';
import { SharedTab } from './support/shared-tab';
import { PREFER_RULES_HEADER } from '../../scripts/prefer-rules';
import { expect, test, watchdogUrl } from './support/test';

// The suite's own rules (tests/e2e/support/test.ts, README "What npm test runs"): every browser
// starts at the same instant in the same zone, sessions come from the worker's stored sign-in,
// and no test clicks through what a person could not or waits a fixed time.

test('the browser starts at the fixed instant, in the fixed zone and locale, with its timers running', async ({
  page,
}) => {
  await page.goto('login');
  const seen = await page.evaluate(async () => {
    const before = Date.now();
    // A timer fires and time moves on: nothing is frozen.
    await new Promise((resolve) => setTimeout(resolve, 50));
    return {
      before,
      after: Date.now(),
      zone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      offset: new Date().getTimezoneOffset(),
      language: navigator.language,
    };
  });
  const start = Date.parse(FIXED_NOW);
  expect(seen.before).toBeGreaterThanOrEqual(start);
  expect(seen.before).toBeLessThan(start + 60_000);
  expect(seen.after - seen.before).toBeGreaterThanOrEqual(50);
  expect(seen.zone).toBe(TIMEZONE_ID);
  expect(seen.offset).toBe(300); // CDT, UTC−5, on Mar 17 2026
  expect(seen.language).toBe(LOCALE);
});

test('a signed-out test starts with empty storage', async ({ page }) => {
  await page.goto('login');
  expect(await page.evaluate(() => window.localStorage.length)).toBe(0);
});

test.describe('signed in', () => {
  test.use({ signedIn: true });

  test('starts with the session the worker got by signing in, on both brands’ hosts', async ({ page, baseURL }) => {
    await page.goto('');
    await expect(page.getByRole('heading', { name: 'Welcome, Dana Whitfield' })).toBeVisible();
    const token = await page.evaluate(() => window.localStorage.getItem('broker-portal.jwt'));
    expect(token).toMatch(/^eyJ/); // the JWT Prism's code step answers, not a made-up value
    // The watchdog host keeps its own local storage: the session was copied there (a watchdog user).
    await prefer(page, 'identity', '/api/v1/users/current', { example: 'watchdog_with_carrier_search' });
    await page.goto(watchdogUrl(baseURL!));
    await expect(page).toHaveTitle('Carrier Watchdog – Home');
  });
});

test('the shared tab starts each test as a fresh context would, signed out or with the session', async ({
  browser,
  baseURL,
  workerSession,
}) => {
  const watchdog = new URL(watchdogUrl(baseURL!)).origin;
  const viewport = { width: 1440, height: 900 };
  const tab = new SharedTab(browser, { baseURL, viewport, locale: LOCALE, timezoneId: TIMEZONE_ID }, [watchdog]);
  try {
    // A test that leaves everything behind: storage and cookies on both hosts, a Prism choice, a
    // listener, a route, another page, another viewport, the clock a day on.
    const page = await tab.reset(null, viewport);
    await page.goto(`${watchdog}/broker/login`);
    await page.evaluate(() => localStorage.setItem('left', 'watchdog'));
    await page.goto('login');
    await page.evaluate(() => {
      localStorage.setItem('left', 'behind');
      sessionStorage.setItem('left', 'behind');
      document.cookie = 'left=behind; path=/';
    });
    await prefer(page, 'identity', null, { code: 500 });
    let heard = 0;
    page.on('request', () => (heard += 1));
    await page.route('**/*', (route) => route.abort());
    await page.context().newPage();
    await page.setViewportSize({ width: 800, height: 600 });
    await page.clock.fastForward('24:00:00');

    const next = await tab.reset(null, viewport);
    expect(next).toBe(page);
    heard = 0;
    const sent = next.waitForRequest((r) => r.url().endsWith('/broker/login'));
    await next.goto('login');
    expect((await sent).headers()[PREFER_RULES_HEADER]).toBeUndefined();
    expect(heard).toBe(0);
    // The earlier test's choices are forgotten, not merged into the next one's.
    await prefer(next, 'monitor', '/api/v1/loads', { code: 404 });
    const chosen = next.waitForRequest((r) => r.url().endsWith('/broker/login'));
    await next.goto('login');
    expect(JSON.parse((await chosen).headers()[PREFER_RULES_HEADER]!)).toEqual([
      { api: 'monitor', path: '/api/v1/loads', prefer: 'code=404' },
    ]);
    await next.setExtraHTTPHeaders({});
    expect(next.context().pages()).toEqual([next]);
    expect(next.viewportSize()).toEqual(viewport);
    const seen = await next.evaluate(() => ({
      local: localStorage.length,
      session: sessionStorage.length,
      cookie: document.cookie,
      now: Date.now(),
    }));
    expect(seen).toEqual({ local: 0, session: 0, cookie: '', now: expect.any(Number) });
    expect(seen.now - Date.parse(FIXED_NOW)).toBeLessThan(60_000);
    await next.goto(`${watchdog}/broker/login`);
    expect(await next.evaluate(() => localStorage.length)).toBe(0);

    // Left on the watchdog host, the reset leaves its document for about:blank (nothing of the app
    // runs on), and clears both hosts all the same.
    await next.goto('login');
    await next.evaluate(() => localStorage.setItem('left', 'behind'));
    await next.goto(`${watchdog}/broker/login`);
    await next.evaluate(() => {
      localStorage.setItem('left', 'watchdog');
      sessionStorage.setItem('left', 'watchdog');
    });
    const onWatchdog = await tab.reset(null, viewport);
    expect(onWatchdog.url()).toBe('about:blank');
    await onWatchdog.goto('login');
    expect(await onWatchdog.evaluate(() => localStorage.length)).toBe(0);
    await onWatchdog.goto(`${watchdog}/broker/login`);
    expect(await onWatchdog.evaluate(() => [localStorage.length, sessionStorage.length])).toEqual([0, 0]);

    // Signed in: the session on both hosts, as `signedIn` gives a fresh context.
    const signedIn = await tab.reset(await workerSession(), viewport);
    await signedIn.goto('');
    await expect(signedIn.getByRole('heading', { name: 'Welcome, Dana Whitfield' })).toBeVisible();
    // Read on a file of that host, not on the app: the app would send a broker user on to its own
    // brand's host (a full navigation that can land while the storage is being read).
    await signedIn.goto(`${watchdog}/broker/favicon.svg`);
    expect(await signedIn.evaluate(() => localStorage.getItem('broker-portal.jwt'))).toMatch(/^eyJ/);
  } finally {
    await tab.close();
  }
});

/** Every spec and support file of the e2e, robustness, adapters and dev-scenarios suites, with its text. */
function suiteFiles(): { file: string; text: string }[] {
  return ['tests/e2e', 'tests/robustness', 'tests/adapters', 'tests/dev-scenarios'].flatMap((dir) =>
    readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .filter((name) => name.endsWith('.ts'))
      .map((name) => ({ file: join(dir, name), text: readFileSync(join(dir, name), 'utf8') })),
  );
}

test('specs use the suite’s test; no forced click, no fixed wait, no hand-made session, no bare re-answer', () => {
  // Built from parts so that this file does not match itself.
  const forced = new RegExp(['force', ':\\s*true'].join(''));
  const fixedWait = new RegExp(['waitFor', 'Timeout\\('].join(''));
  const handMadeSession = new RegExp(['addInit', 'Script\\([^)]*localStorage\\.setItem'].join(''));
  // Fetching Prism's answer to change it must let go of a request the page drops meanwhile: reshape() does.
  const bareRefetch = new RegExp(['route', '\\.fetch\\('].join(''));
  const playwrightsTest = /import\s*\{[^}]*\btest\b[^}]*\}\s*from\s*'@playwright\/test'/;
  const offences = suiteFiles().flatMap(({ file, text }) => [
    ...(forced.test(text) ? [`${file}: a click with force (do what a person does instead)`] : []),
    ...(fixedWait.test(text) ? [`${file}: a fixed wait (wait for what it is waiting for)`] : []),
    ...(handMadeSession.test(text) ? [`${file}: a session put in storage by an init script (use signedIn)`] : []),
    ...(bareRefetch.test(text) && !file.endsWith('reshape.ts')
      ? [`${file}: an answer fetched and re-answered by hand (use reshape() from tests/e2e/support/reshape.ts)`]
      : []),
    ...(file.endsWith('.spec.ts') && playwrightsTest.test(text)
      ? [`${file}: imports test from @playwright/test (import it from tests/e2e/support/test.ts)`]
      : []),
  ]);
  expect(offences).toEqual([]);
});

test('the axe helpers report what axe finds: on the page, in the brand’s colours, inside a dialog', async ({
  page,
}) => {
  await page.route('**/broker/selftest/axe', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html lang="en"><title>t</title><main><h1>Self-test</h1>
        <p style="color:#bbb;background:#fff">Pale text</p><img src="data:," id="no-alt">
        <div role="dialog" aria-label="Pale dialog"><button id="unnamed"></button></div></main>`,
    }),
  );
  await page.goto('selftest/axe');
  const all = await seriousViolations(page);
  expect(all.join('\n')).toMatch(/^color-contrast: /m);
  expect(all.join('\n')).toMatch(/^image-alt: #no-alt$/m);
  expect(await brandColourViolations(page)).toEqual([expect.stringMatching(/^color-contrast: /)]);
  expect(await seriousViolationsIn(page, page.getByRole('dialog'))).toEqual(['button-name: #unnamed']);
  expect(await seriousViolations(page, { exclude: 'main' })).toEqual([]);
});
