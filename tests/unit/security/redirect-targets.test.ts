// @vitest-environment jsdom
import { AxiosError, type AxiosAdapter } from 'axios';
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { blockedAccess, type BlockedAccess } from '../../../src/api/error-policy';
import { setBlockedAccessHandler } from '../../../src/api/blocked-access';
import { http } from '../../../src/api/http';
import type { CurrentUser } from '../../../src/api';
// A broker user; brand and company vary per case.
import { fullBroker as broker } from '../fixtures/current-user';
import { accessFor } from '../../../src/app/guards';
import { decideAccess, nextDestination, routeKind, type AccessInput } from '../../../src/domain';
import { env } from '../../../src/lib/env';
import { savedDestination } from '../../../src/lib/saved-destination';

// The four places the portal sends the browser somewhere it was told to go, driven through their real
// code with hostile values: the saved destination after sign-in, a 406's redirect_to, the
// brand-switch redirect and the external onboarding address. Each must refuse other origins and
// script addresses and fall back to its safe default, and let the legitimate values through.

const APP = 'https://app.example-broker.com';
const WATCHDOG = 'https://watchdog.example-broker.com';
const ONBOARDING = 'https://onboarding.example-broker.com/start';
const ALLOWED = [APP, WATCHDOG];

/** Addresses an attacker would try, as a saved destination, a redirect_to or a path. */
const HOSTILE = [
  'https://evil.example',
  'https://evil.example/broker/loads',
  'http://evil.example',
  '//evil.example',
  '///evil.example',
  '//evil.example/%2F..',
  '/\\evil.example',
  '\\\\evil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  '\t//evil.example',
  ' //evil.example',
  `https://evil.example@${APP.slice(8)}`,
  `${APP}@evil.example`,
  `${APP}.evil.example`,
  `https://user:pw@${APP.slice(8)}/broker`,
  'https:evil.example',
  'https:/evil.example',
  'https:\\\\evil.example',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  '\tjavascript:alert(1)',
  '\u0000javascript:alert(1)',
  ' javascript:alert(1)',
  'java\nscript:alert(1)',
  'javascript://%0aalert(1)',
  `javascript://${APP.slice(8)}/%0aalert(1)`,
  'data:text/html,<script>alert(1)</script>',
  'DATA:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'vbscript:msgbox(1)',
  'blob:https://evil.example/1',
  'file:///etc/passwd',
  '%2F%2Fevil.example',
  '/%2F%2Fevil.example/..',
  '/%2F%2Fevil.example',
  '/%5Cevil.example',
  '/%252F%252Fevil.example',
  '/%25%32%46%25%32%46evil.example',
  '/%09/evil.example',
  '%2f%2fevil.example',
  'evil.example',
  `https://\u0430pp.example-broker.com`, // Cyrillic "а": another host
  'https://evil.example' + '/a'.repeat(50_000),
  'javascript:' + 'a'.repeat(100_000),
  '/'.repeat(100_000),
];

/** Strings shaped like the hostile ones: a scheme-ish prefix, separators, a host, a tail. */
const hostileShaped = fc
  .tuple(
    fc.constantFrom('', ' ', '\t', '\u0000', '\n', '/', '//', '\\', '/\\', '\\/', '%2F'),
    fc.constantFrom('', 'https:', 'http:', 'javascript:', 'JaVaScRiPt:', 'data:', 'vbscript:', 'HTTPS:'),
    fc.constantFrom('', '/', '//', '\\\\', '/\\', '@', '%2F%2F', '/%2F', '/%5C', '/%252F', '/%09/'),
    fc.constantFrom('evil.example', 'app.example-broker.com', 'app.example-broker.com@evil.example', 'alert(1)'),
    fc.string(),
  )
  .map((parts) => parts.join(''));
const anyString = fc.oneof(fc.string({ unit: 'binary' }), fc.webUrl(), hostileShaped);

/** A value percent-decoded until it no longer changes, as something down the line might decode it. */
function decoded(value: string): string {
  let current = value;
  for (let i = 0; i < 20; i += 1) {
    const next = current.replace(/%([0-9a-f]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    if (next === current) break;
    current = next;
  }
  return current;
}

/** True when a value, resolved as the browser would, leaves the app's origin. */
function leavesApp(to: string): boolean {
  return new URL(to, `${APP}/broker/`).origin !== APP;
}

/** True when an external address is an https address on one of the allowed origins, without credentials. */
function onAllowedOrigin(url: string, allowed: readonly string[]): boolean {
  const parsed = new URL(url);
  return (
    parsed.protocol === 'https:' && parsed.username === '' && parsed.password === '' && allowed.includes(parsed.origin)
  );
}

describe('saved destination (used once after the code step)', () => {
  // login-code-page: nextDestination(savedDestination.get(), paths.home.href())
  const afterSignIn = (saved: string) => {
    savedDestination.set(saved);
    return nextDestination(savedDestination.get(), '/');
  };

  it.each(HOSTILE.map((h) => [h.slice(0, 60), h]))('refuses %j and goes home', (_label, hostile) => {
    expect(afterSignIn(hostile)).toEqual({ to: '/', clearSaved: true });
  });

  it.each([
    '/loads/50001',
    '/carriers/Mine?tab=2',
    '/alerts?q=%2F%2Fx',
    '/loads?q=a%5Cb%0A',
    '/my-account?tab=3#billing',
  ])('keeps the in-app path %s', (path) => {
    expect(afterSignIn(path)).toEqual({ to: path, clearSaved: true });
  });

  it('any saved string → the fallback or one same-origin path with a single leading slash', () => {
    fc.assert(
      fc.property(anyString, (saved) => {
        const { to } = nextDestination(saved, '/');
        if (to === '/') return;
        expect(to).toBe(saved);
        expect(to).toMatch(/^\/(?![/\\])/);
        expect(leavesApp(to)).toBe(false);
        expect(leavesApp(`/broker${to}`)).toBe(false);
        expect(leavesApp(decoded(to))).toBe(false);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('406 redirect_to (HTTP layer)', () => {
  let seen: BlockedAccess[] = [];
  afterEach(() => {
    seen = [];
    setBlockedAccessHandler(() => undefined, []);
  });

  /** Sends one call through the portal's axios instance whose answer is a 406 with this body. */
  async function answer406(body: unknown): Promise<BlockedAccess[]> {
    // The same allow-list app.tsx gives the HTTP layer.
    setBlockedAccessHandler((b) => seen.push(b), [env.brandHosts.default, env.brandHosts.watchdog]);
    const adapter: AxiosAdapter = (config) =>
      Promise.reject(
        new AxiosError('Not Acceptable', 'ERR_BAD_REQUEST', config, null, {
          status: 406,
          statusText: 'Not Acceptable',
          data: body,
          headers: {},
          config,
        }),
      );
    await expect(http.get('/identity/api/v1/users/current', { adapter })).rejects.toBeInstanceOf(AxiosError);
    return seen;
  }

  it.each(HOSTILE.map((h) => [h.slice(0, 60), h]))('refuses %j and shows the VPN block page', async (_l, hostile) => {
    expect(await answer406({ message: 'x', redirect_to: hostile })).toEqual([{ kind: 'vpnBlock' }]);
  });

  it.each([null, undefined, 42, ['https://app.example-broker.com'], { href: APP }, ''])(
    'refuses a redirect_to that is not a string (%j)',
    async (value) => {
      expect(await answer406({ message: 'x', redirect_to: value })).toEqual([{ kind: 'vpnBlock' }]);
    },
  );

  it.each([`${env.brandHosts.default}/broker/`, `${env.brandHosts.watchdog}/broker/loads?x=1`])(
    'follows an allow-listed address (%s)',
    async (url) => {
      expect(await answer406({ message: 'x', redirect_to: url })).toEqual([{ kind: 'external', url }]);
    },
  );

  it('named block reasons win over any address', async () => {
    expect(await answer406({ redirect_to: 'javascript:alert(1)', reason: 'user_country_block' })).toEqual([
      { kind: 'countryBlock' },
    ]);
  });

  it('any redirect_to → a block page or an https address on an allowed origin', () => {
    fc.assert(
      fc.property(anyString, (to) => {
        const result = blockedAccess(406, { redirect_to: to }, ALLOWED);
        if (result?.kind === 'external') expect(onAllowedOrigin(result.url, ALLOWED)).toBe(true);
        else expect(result).toEqual({ kind: 'vpnBlock' });
      }),
      { numRuns: 2000 },
    );
  });
});

/**
 * Settings (build-time addresses, which are also the allow-list) that must not be left for: not
 * https, a script or data address, relative, or carrying credentials.
 */
const badSettings = (good: string) => {
  const host = good.slice('https://'.length);
  return [
    '',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    '\tjavascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    `blob:${good}`,
    `http://${host}`,
    `//${host}`,
    `/${host}`,
    host,
    `https://user:pw@${host}`,
    `https://evil.example@${host}`,
    'not a url',
  ];
};
const watchdogUser: CurrentUser = { ...broker, paywall: { ...broker.paywall, is_watchdog: true } };
const carrierUser: CurrentUser = { ...broker, company: { ...broker.company!, company_type: 'carrier' } };

const input = (patch: Partial<AccessInput>): AccessInput => ({
  route: 'loads',
  kind: routeKind('loads'),
  user: watchdogUser,
  featureFlags: { user: [], company: [] },
  brand: 'default',
  afterCodeStep: false,
  location: { path: '/loads', search: '' },
  config: { onboardingUrl: ONBOARDING, hosts: { default: APP, watchdog: WATCHDOG } },
  ...patch,
});

describe('brand switch (a watchdog user on the default host)', () => {
  it('goes to the same page on the watchdog host (the app as built, through the guard)', () => {
    const decision = accessFor(
      'loads',
      { user: watchdogUser, feature_flags: { user: [], company: [] } },
      {
        pathname: '/loads/50001',
        search: '?tab=2',
        state: null,
      },
    );
    expect(decision).toEqual({ kind: 'external', url: `${env.brandHosts.watchdog}/broker/loads/50001?tab=2` });
  });

  it.each(HOSTILE.map((h) => [h.slice(0, 60), h]))(
    'a hostile path %j stays on the watchdog host',
    (_label, hostile) => {
      const path = hostile.startsWith('/') ? hostile : `/${hostile}`;
      const decision = decideAccess(input({ location: { path, search: `?next=${hostile.slice(0, 100)}` } }));
      expect(decision.kind).toBe('external');
      if (decision.kind === 'external') expect(new URL(decision.url).origin).toBe(WATCHDOG);
    },
  );

  it.each(badSettings(WATCHDOG))('a bad watchdog host setting %j keeps the user in the app', (hostile) => {
    const config = { onboardingUrl: ONBOARDING, hosts: { default: APP, watchdog: hostile } };
    expect(decideAccess(input({ config }))).toEqual({ kind: 'allow' });
  });

  it('any path or search → the watchdog host or no move at all', () => {
    fc.assert(
      fc.property(anyString, anyString, (path, search) => {
        const decision = decideAccess(input({ location: { path: `/${path}`, search } }));
        if (decision.kind === 'external') expect(onAllowedOrigin(decision.url, [WATCHDOG])).toBe(true);
      }),
      { numRuns: 1000 },
    );
  });
});

describe('external onboarding (a user whose company is not a broker)', () => {
  it('sends the user to the configured onboarding address (the app as built, through the guard)', () => {
    const decision = accessFor(
      'home',
      { user: carrierUser, feature_flags: { user: [], company: [] } },
      {
        pathname: '/',
        search: '',
        state: null,
      },
    );
    expect(decision).toEqual({ kind: 'external', url: env.onboardingUrl });
  });

  it.each(badSettings(ONBOARDING))('a bad onboarding setting %j ends on the not-found page', (hostile) => {
    const config = { onboardingUrl: hostile, hosts: { default: APP, watchdog: WATCHDOG } };
    expect(decideAccess(input({ user: carrierUser, config }))).toEqual({ kind: 'redirect', to: 'notFound' });
  });

  it('any onboarding setting → that https address without credentials, or the not-found page', () => {
    fc.assert(
      fc.property(anyString, (url) => {
        const decision = decideAccess(
          input({ user: carrierUser, config: { onboardingUrl: url, hosts: { default: APP, watchdog: WATCHDOG } } }),
        );
        if (decision.kind === 'external') {
          expect(decision.url).toBe(url);
          expect(onAllowedOrigin(url, [new URL(url).origin])).toBe(true);
        } else expect(decision).toEqual({ kind: 'redirect', to: 'notFound' });
      }),
      { numRuns: 2000 },
    );
  });
});

describe('no hostile value is slow to refuse', () => {
  it('refuses a megabyte-long value in well under a second', () => {
    const long = '/\\' + 'a/'.repeat(500_000);
    const started = performance.now();
    expect(nextDestination(long, '/').to).toBe('/');
    expect(blockedAccess(406, { redirect_to: `javascript:${'%0a'.repeat(300_000)}` }, ALLOWED)).toEqual({
      kind: 'vpnBlock',
    });
    expect(performance.now() - started).toBeLessThan(1000);
  });
});
