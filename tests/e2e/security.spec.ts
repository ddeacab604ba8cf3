import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { watchCsp } from './support/csp';
import { expect, test } from './support/test';

// The build's Content-Security-Policy (scripts/csp.ts): a <meta> in index.html, and the header
// `vite preview` sends from the build's csp-header.txt.
const headerFile = join(process.env.E2E_DIST ?? 'dist', 'csp-header.txt');

interface Violation {
  directive: string;
  blocked: string;
}

declare global {
  interface Window {
    __cspViolations?: Violation[];
    __injectedRan?: boolean;
  }
}

/** Records the CSP violation events of the page (an init script of its own: the test needs a context of its own). */
async function watchViolationEvents(page: Page): Promise<() => Promise<Violation[]>> {
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      window.__cspViolations?.push({ directive: e.effectiveDirective, blocked: e.blockedURI }),
    );
  });
  return () => page.evaluate(() => window.__cspViolations ?? []);
}

// No violation on any page: checked on every route and dialog of the route walk (route-walk.spec.ts,
// with watchCsp, whose reading of the console the test below proves).

test('the policy arrives as a response header and as a <meta>, and forbids inline scripts', async ({ page }) => {
  const response = await page.goto('');
  const header = response?.headers()['content-security-policy'] ?? '';
  expect(header).toBe(readFileSync(headerFile, 'utf8').trim());
  expect(header).toContain("script-src 'self';");
  expect(header).toContain("frame-ancestors 'none'");
  expect(header).not.toContain('unsafe-eval');
  const meta = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
  expect(meta).toBe(header.replace("; frame-ancestors 'none'", ''));
  // The served page itself has no inline script the policy would have to allow.
  const html = await response?.text();
  expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/i);
});

test.describe('an injected script', () => {
  // The violation watcher is an init script of the page's: a context of its own (support/shared-tab.ts).
  test.use({ freshContext: true });

  test('an injected inline script or event handler does not run, and is reported as a violation', async ({ page }) => {
    const events = await watchViolationEvents(page);
    const reported = watchCsp(page);
    await page.goto('login');
    await expect(page.getByRole('heading').first()).toBeVisible();
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__injectedRan = true;';
      document.head.append(script);
      const img = document.createElement('img');
      img.setAttribute('src', 'data:,not-an-image');
      img.setAttribute('onerror', 'window.__injectedRan = true;');
      document.body.append(img);
    });
    await expect
      // Once per policy: the header's and the <meta>'s both enforce.
      .poll(async () => (await events()).map((v) => v.directive).sort())
      .toEqual(['script-src-attr', 'script-src-attr', 'script-src-elem', 'script-src-elem']);
    expect(await page.evaluate(() => window.__injectedRan)).toBeUndefined();
    // The route walk's watch (the console) sees each of them too.
    expect(reported.violations).toHaveLength(4);
    expect(reported.violations.every((line) => /script-src/.test(line))).toBe(true);
  });
});

test('the portal refuses to be framed (frame-ancestors from the header)', async ({ page }) => {
  await page.goto('login');
  await expect(page.getByRole('heading').first()).toBeVisible();
  const framed = await page.evaluate(
    () =>
      new Promise<boolean>((resolve) => {
        const frame = document.createElement('iframe');
        frame.src = '/broker/login';
        frame.onload = () => {
          // A blocked frame shows the browser's error page on another origin: its document is not ours.
          try {
            resolve(frame.contentDocument?.querySelector('#root') != null);
          } catch {
            resolve(false);
          }
        };
        document.body.append(frame);
      }),
  );
  expect(framed).toBe(false);
});

test.describe('a hostile 406', () => {
  test.use({ signedIn: true });
  for (const redirectTo of ['javascript:alert(document.domain)', 'https://evil.example/phish']) {
    test(`a 406 whose redirect_to is ${redirectTo} does not leave the app`, async ({ page }) => {
      const dialogs: string[] = [];
      page.on('dialog', (d) => {
        dialogs.push(d.message());
        void d.dismiss();
      });
      const leftFor: string[] = [];
      await page.route(/evil\.example/, (route) => {
        leftFor.push(route.request().url());
        return route.abort();
      });
      await page.route(
        (url) => url.pathname === '/identity/api/v1/users/current',
        (route) =>
          route.fulfill({
            status: 406,
            contentType: 'application/json',
            body: JSON.stringify({ message: 'Not acceptable', redirect_to: redirectTo }),
          }),
      );
      await page.goto('loads');
      await expect(page.getByRole('heading', { name: 'Access from this network is blocked' })).toBeVisible();
      await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/broker\/carrier_vpn_block$/);
      expect(dialogs).toEqual([]);
      expect(leftFor).toEqual([]);
    });
  }
});
