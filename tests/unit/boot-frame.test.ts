// @vitest-environment node
import { DEFAULT_THEME, mergeMantineTheme } from '@mantine/core';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import {
  BOOT_CARD_ATTRIBUTE,
  BOOT_CARRIER_ATTRIBUTE,
  BOOT_FRAME_ATTRIBUTE,
  BOOT_TITLE_ATTRIBUTE,
  BOOT_WELCOME_ATTRIBUTE,
  bootFrameMarkup,
  bootFrameScript,
  bootFrameStyle,
  carrierPattern,
  framedPatterns,
  titledPatterns,
  withBootFrame,
} from '../../scripts/boot-frame';
import { TITLED_AT_FIRST_PAINT } from '../../src/app/screens';
import { APP_STYLE_ATTRIBUTE, APP_STYLE_FAILED } from '../../src/lib/app-style';
import { EARLY_CARRIER_PROPERTY } from '../../src/lib/early-carrier';
import { EARLY_USER_PROPERTY } from '../../src/lib/early-user';
import { fullBroker, userWith } from './fixtures/current-user';
import { paths } from '../../src/config/paths';
import { welcomeOf } from '../../src/domain/names';
import { LOGIN_FORM_HEIGHT, LOGIN_INTRO, LOGIN_TITLE } from '../../src/features/auth/login-copy';
import { DIMMED_TEXT } from '../../src/ui/brand-look';
import { cssVariablesResolver, themeFor } from '../../src/ui/theme';
import { patternRegex } from '../../scripts/route-preload';

const BASE = '/broker/';

/** Runs the head's script at an address and answers the brand it marked `<html>` with (null: none). */
function markAt(url: string): string | null {
  const { pathname, hostname } = new URL(url);
  const attributes = new Map<string, string>();
  runInNewContext(bootFrameScript(framedPatterns(BASE)), {
    location: { pathname, hostname },
    document: {
      addEventListener: () => undefined,
      documentElement: { setAttribute: (name: string, value: string) => attributes.set(name, value) },
    },
  });
  return attributes.get(BOOT_FRAME_ATTRIBUTE) ?? null;
}

const SIGN_IN = '^/broker/login/?$';

/** Runs the head's script (with Sign in's pattern) at an address with a stored token or none; the marks it left. */
function marksAt(url: string, token: string | null, storage = true) {
  const { pathname, hostname } = new URL(url);
  const attributes = new Map<string, string>();
  runInNewContext(bootFrameScript(framedPatterns(BASE), '/identity', SIGN_IN), {
    location: { pathname, hostname },
    document: {
      addEventListener: () => undefined,
      documentElement: { setAttribute: (name: string, value: string) => attributes.set(name, value) },
    },
    window: {},
    localStorage: {
      getItem: (key: string) => {
        if (!storage) throw new Error('SecurityError');
        return key === 'broker-portal.jwt' ? token : null;
      },
    },
    fetch: () => Promise.resolve({ status: 401 }),
  });
  return Object.fromEntries(attributes);
}

/** Runs the head's script, with the titled screens' addresses, at an address; the marks it left on `<html>`. */
function titleMarkAt(url: string) {
  const { pathname, hostname } = new URL(url);
  const attributes = new Map<string, string>();
  runInNewContext(bootFrameScript(framedPatterns(BASE), '/identity', SIGN_IN, titledPatterns(BASE)), {
    location: { pathname, hostname },
    document: {
      addEventListener: () => undefined,
      documentElement: { setAttribute: (name: string, value: string) => attributes.set(name, value) },
    },
    window: {},
    localStorage: { getItem: () => null },
  });
  return Object.fromEntries(attributes);
}

interface WelcomeCase {
  /** The early call's status (200 by default). */
  status?: number;
  /** The page is still parsed when the script can write: what it wrote then is reported too. */
  loading?: boolean;
}

/**
 * Runs the head's script at an address with a stored token and a server answering `body`;
 * Home's welcome as left. With `loading`, the page is still being parsed: what was written then, and
 * the events the script waits for, are reported, before the page turns "interactive".
 */
async function welcomeAt(url: string, body: unknown, { status = 200, loading }: WelcomeCase = {}) {
  const { pathname, hostname } = new URL(url);
  const attributes = new Map<string, string>();
  const heading = { textContent: '' };
  const window: Record<string, unknown> = {};
  const listeners = new Map<string, () => void>();
  const document = {
    addEventListener: (type: string, listener: () => void) => listeners.set(type, listener),
    readyState: loading ? 'loading' : 'complete',
    documentElement: { setAttribute: (name: string, value: string) => attributes.set(name, value) },
    querySelector: (selector: string) => (selector === '.boot-frame-welcome' ? heading : null),
  };
  runInNewContext(
    bootFrameScript(framedPatterns(BASE), '/identity', SIGN_IN, titledPatterns(BASE), patternRegex(BASE, '/')),
    {
      location: { pathname, hostname },
      document,
      window,
      localStorage: { getItem: () => 'h.e30.s' },
      fetch: () => Promise.resolve({ status, json: () => Promise.resolve(body) }),
    },
  );
  await (window[EARLY_USER_PROPERTY] as { answer: Promise<unknown> }).answer;
  await new Promise((resolve) => setTimeout(resolve, 0));
  const whileLoading = { text: heading.textContent, events: [...listeners.keys()].filter((e) => e !== 'error') };
  if (loading) {
    document.readyState = 'interactive';
    listeners.get('readystatechange')?.();
  }
  const left = { text: heading.textContent, shown: attributes.has(BOOT_WELCOME_ATTRIBUTE) };
  return loading ? { ...left, whileLoading } : left;
}

interface Sent {
  url: string;
  headers: Record<string, string>;
}

const MONITOR = 'https://monitor.example.com';
const PRAIRIE_WIND = { id: 1001, legal_name: 'Prairie Wind Transport LLC' };

/**
 * Runs the head's script at an address with a stored token, the identity API answering `user` and
 * the monitor API `carrier` (with `carrierStatus`): the calls it sent, the early carrier it left
 * and the carrier heading as written, with the page parsed.
 */
async function carrierAt(url: string, user: unknown, carrier: unknown = PRAIRIE_WIND, carrierStatus = 200) {
  const { pathname, hostname } = new URL(url);
  const sent: string[] = [];
  const attributes = new Map<string, string>();
  const heading = { textContent: '' };
  const window: Record<string, unknown> = {};
  runInNewContext(
    bootFrameScript(framedPatterns(BASE), '/identity', SIGN_IN, titledPatterns(BASE), '', {
      pattern: carrierPattern(BASE),
      monitorBaseUrl: MONITOR,
    }),
    {
      location: { pathname, hostname },
      document: {
        addEventListener: () => undefined,
        readyState: 'interactive',
        documentElement: { setAttribute: (name: string, value: string) => attributes.set(name, value) },
        querySelector: (selector: string) => (selector === '.boot-frame-carrier' ? heading : null),
      },
      window,
      localStorage: { getItem: () => 'h.e30.s' },
      fetch: (to: string, init: { headers: Record<string, string> }) => {
        sent.push(`${to} ${init.headers.Authorization}`);
        const [status, body] = to.startsWith(MONITOR) ? [carrierStatus, carrier] : [200, { user }];
        return Promise.resolve({ status, json: () => Promise.resolve(body) });
      },
    },
  );
  const early = window[EARLY_CARRIER_PROPERTY] as { token: string; id: number; answer: Promise<unknown> } | undefined;
  const answer = early ? await early.answer : undefined;
  await new Promise((resolve) => setTimeout(resolve, 0));
  return {
    sent,
    early: early ? { token: early.token, id: early.id, answer } : undefined,
    heading: heading.textContent,
    shown: attributes.has(BOOT_CARRIER_ATTRIBUTE),
  };
}

/** Runs the head's script with a stored token (or none) and a server answering `status`; what it asked and left. */
async function earlyAt(url: string, token: string | null, status = 200, storage = true) {
  const { pathname, hostname } = new URL(url);
  const sent: Sent[] = [];
  const window: Record<string, unknown> = {};
  runInNewContext(bootFrameScript(framedPatterns(BASE), '/identity'), {
    location: { pathname, hostname },
    document: { addEventListener: () => undefined, documentElement: { setAttribute: () => undefined } },
    window,
    localStorage: {
      getItem: (key: string) => {
        if (!storage) throw new Error('SecurityError');
        return key === 'broker-portal.jwt' ? token : null;
      },
    },
    fetch: (to: string, init: { headers: Record<string, string> }) => {
      sent.push({ url: to, headers: init.headers });
      return Promise.resolve({ status, json: () => Promise.resolve({ user: { id: 1201 } }) });
    },
  });
  const early = window[EARLY_USER_PROPERTY] as { token: string; answer: Promise<unknown> } | undefined;
  return { sent, early: early ? { token: early.token, answer: await early.answer } : undefined };
}

describe('the current user asked before the code (src/lib/early-user.ts)', () => {
  it('on a framed screen with a stored token: one call with the token, its 200 body left for the app', async () => {
    const { sent, early } = await earlyAt('http://127.0.0.1:4173/broker/loads', 'h.e30.s');
    expect(sent).toEqual([
      {
        url: '/identity/api/v1/users/current',
        headers: { Accept: 'application/json', Authorization: 'Bearer h.e30.s' },
      },
    ]);
    expect(early).toEqual({ token: 'h.e30.s', answer: { user: { id: 1201 } } });
  });

  it('leaves null for any other status: the app asks again and handles it', async () => {
    for (const status of [401, 406, 418, 500]) {
      expect((await earlyAt('http://127.0.0.1:4173/broker/', 'h.e30.s', status)).early?.answer).toBeNull();
    }
  });

  it('asks nothing without a token, on a sign-in step, or when storage is refused', async () => {
    expect(await earlyAt('http://127.0.0.1:4173/broker/loads', null)).toEqual({ sent: [], early: undefined });
    expect(await earlyAt('http://127.0.0.1:4173/broker/login', 'h.e30.s')).toEqual({ sent: [], early: undefined });
    expect(await earlyAt('http://127.0.0.1:4173/broker/loads', 'h.e30.s', 200, false)).toEqual({
      sent: [],
      early: undefined,
    });
  });
});

describe('the carrier asked before the code, on a carrier profile (src/lib/early-carrier.ts)', () => {
  const DETAIL = `${MONITOR}/api/v1/carriers/1001/detail_for_highway_broker Bearer h.e30.s`;

  it('once the user may open the profile: the carrier with the token, its name written, its body left for the app', async () => {
    const asked = await carrierAt('https://portal.example.com/broker/carriers/1001', fullBroker);
    expect(asked.sent).toEqual(['/identity/api/v1/users/current Bearer h.e30.s', DETAIL]);
    expect(asked.early).toEqual({ token: 'h.e30.s', id: 1001, answer: PRAIRIE_WIND });
    expect(asked).toMatchObject({ heading: 'Prairie Wind Transport LLC', shown: true });
  });

  it('asks nothing for a user the guard would send elsewhere: lapsed, not a broker, the other brand, no user', async () => {
    const lapsed = userWith({ company: { status: 'subscription_or_trial_expired' } });
    const carrierCompany = userWith({ company: { company_type: 'carrier' } });
    const watchdog = userWith({ paywall: { is_watchdog: true } });
    for (const [host, user] of [
      ['portal.example.com', lapsed],
      ['portal.example.com', carrierCompany],
      ['portal.example.com', watchdog],
      ['watchdog.example.com', fullBroker],
      ['portal.example.com', null],
    ] as const) {
      const asked = await carrierAt(`https://${host}/broker/carriers/1001`, user);
      expect(asked.sent, host).toHaveLength(1);
      expect(asked).toMatchObject({ early: { answer: null }, heading: '', shown: false });
    }
  });

  it('asks for no carrier at an address that names none, nor on another screen', async () => {
    for (const path of ['carriers/Mine', 'carriers/0123', 'carriers/1001/x', 'loads/50001', '']) {
      const asked = await carrierAt(`https://portal.example.com/broker/${path}`, fullBroker);
      expect(
        asked.sent.filter((call) => call.startsWith(MONITOR)),
        path,
      ).toEqual([]);
      expect(asked.early, path).toBeUndefined();
    }
  });

  it('writes nothing and leaves null on any other answer: the app asks again and handles it', async () => {
    for (const [status, body] of [
      [404, { error: 'Not found' }],
      [200, null],
      [200, { id: 1001 }],
    ] as const) {
      const asked = await carrierAt('https://portal.example.com/broker/carriers/1001', fullBroker, body, status);
      expect(asked.sent).toHaveLength(2);
      expect(asked.early?.answer ?? null).toEqual(status === 200 ? body : null);
      expect(asked).toMatchObject({ heading: '', shown: false });
    }
  });
});

describe('the frame before the code', () => {
  it.each([
    ['http://127.0.0.1:4173/broker/', 'default'],
    ['http://127.0.0.1:4173/broker/loads', 'default'],
    ['http://127.0.0.1:4173/broker/loads/50001', 'default'],
    ['http://127.0.0.1:4173/broker/carriers/rate-confirmations/emails/5502', 'default'],
    ['https://app.example-broker.com/broker/exchange', 'default'],
    ['http://watchdog.localhost:4173/broker/carriers/1001', 'watchdog'],
    ['https://WATCHDOG.example-broker.com/broker/alerts', 'watchdog'],
  ])('a framed screen (%s) is marked with its brand, %s', (url, brand) => {
    expect(markAt(url)).toBe(brand);
  });

  it.each([
    'http://127.0.0.1:4173/broker/login',
    'http://127.0.0.1:4173/broker/login/code',
    'http://127.0.0.1:4173/broker/sign-up/details',
    'http://watchdog.localhost:4173/broker/required-information',
    'http://127.0.0.1:4173/broker/nothing/here',
    'http://127.0.0.1:4173/elsewhere/loads',
  ])('a sign-in step, a block page or an unknown address (%s) is not marked', (url) => {
    expect(markAt(url)).toBeNull();
  });

  it('marks Sign in for its card, in the host’s brand, only without a stored token', () => {
    expect(marksAt('http://127.0.0.1:4173/broker/login', null)).toEqual({ [BOOT_CARD_ATTRIBUTE]: 'default' });
    expect(marksAt('http://watchdog.localhost:4173/broker/login', null)).toEqual({ [BOOT_CARD_ATTRIBUTE]: 'watchdog' });
    // Storage refused: nobody can be signed in, so the card shows.
    expect(marksAt('http://127.0.0.1:4173/broker/login', 'h.e30.s', false)).toEqual({
      [BOOT_CARD_ATTRIBUTE]: 'default',
    });
    // Signed in: the app sends the broker home, so no sign-in card first.
    expect(marksAt('http://127.0.0.1:4173/broker/login', 'h.e30.s')).toEqual({});
    expect(marksAt('http://127.0.0.1:4173/broker/login/code', null)).toEqual({});
    expect(marksAt('http://127.0.0.1:4173/broker/loads', null)).toEqual({ [BOOT_FRAME_ATTRIBUTE]: 'default' });
    expect(SIGN_IN).toBe(patternRegex(BASE, paths.login.pattern));
  });

  it('holds Sign in’s card with the page’s words, the form’s place kept, shown only on a marked page', () => {
    const markup = bootFrameMarkup();
    expect(markup).toContain(`<h1 class="boot-card-title">${LOGIN_TITLE}</h1>`);
    expect(markup).toContain(`<p class="boot-card-intro">${LOGIN_INTRO}</p>`);
    expect(markup).toMatch(/<div class="boot-card" aria-busy="true"><main/);
    const style = bootFrameStyle();
    expect(style).toContain('.boot-card{display:none}');
    expect(style).toContain(`.boot-card-form{height:${LOGIN_FORM_HEIGHT}px}`);
    for (const brand of ['default', 'watchdog'] as const) {
      expect(markup).toContain(`<p class="boot-card-brand" data-brand="${brand}">`);
      expect(style).toContain(
        `html[${BOOT_CARD_ATTRIBUTE}="${brand}"] .boot-card-brand[data-brand="${brand}"]{display:block}`,
      );
    }
    // The theme's dimmed text, which AuthCard draws the brand in.
    const resolved = cssVariablesResolver(mergeMantineTheme(DEFAULT_THEME, themeFor('default')));
    expect(resolved.light['--mantine-color-dimmed']).toBe(DIMMED_TEXT);
  });

  it('holds each brand’s name, shown only on a page marked with that brand, in its theme’s colour', () => {
    expect(bootFrameMarkup()).toContain('>Broker Portal</p>');
    expect(bootFrameMarkup()).toContain('>Carrier Watchdog</p>');
    // Still loading: the robustness runs and the screenshots wait while it shows.
    expect(bootFrameMarkup()).toMatch(/^<header class="boot-frame" aria-busy="true">/);
    const style = bootFrameStyle();
    expect(style).toContain('.boot-frame{display:none}');
    for (const brand of ['default', 'watchdog'] as const) {
      const theme = themeFor(brand);
      const colour = theme.colors?.[theme.primaryColor ?? '']?.[8];
      expect(style).toContain(
        `html[${BOOT_FRAME_ATTRIBUTE}="${brand}"] .boot-frame-brand[data-brand="${brand}"]{display:block;color:${colour}}`,
      );
    }
  });

  it.each([
    ['loads', 'Loads'],
    ['loads/', 'Loads'],
    ['exchange', 'Exchange'],
    ['carriers/my-carriers', 'My Carriers'],
    ['carriers/rate-confirmations', 'Rate Confirmations'],
    ['carriers/rate-confirmations/emails', 'Rate Confirmation Emails'],
  ])('marks a titled screen (%s) with its heading’s index, which holds its title', (path, title) => {
    const marks = titleMarkAt(`http://127.0.0.1:4173/broker/${path}`);
    expect(marks[BOOT_FRAME_ATTRIBUTE]).toBe('default');
    const index = marks[BOOT_TITLE_ATTRIBUTE];
    expect(bootFrameMarkup()).toContain(`<h1 class="boot-frame-title" data-title="${index}">${title}</h1>`);
  });

  it.each([
    // Data as heading (a welcome, a load, a carrier), a wrapping heading, a second address of a screen, a sign-in step.
    '',
    'loads/50001',
    'carriers/1001',
    'carriers/rate-confirmations/4401',
    'carriers/global-search',
    'carriers/Mine',
    'login',
  ])('leaves an untitled screen or page (/broker/%s) without a heading mark', (path) => {
    expect(titleMarkAt(`http://127.0.0.1:4173/broker/${path}`)).not.toHaveProperty(BOOT_TITLE_ATTRIBUTE);
  });

  it('holds each titled screen’s heading, as the screen draws it, shown only on a phone on a page marked with its index', () => {
    const markup = bootFrameMarkup();
    const style = bootFrameStyle();
    expect(style).toContain('.boot-frame-title{display:none;margin:16px 16px 0;');
    expect(style).toContain('font-size:22px;line-height:1.4;font-weight:700;color:#000}');
    const phone = style.slice(style.indexOf('@media not all and (min-width:48em){'));
    TITLED_AT_FIRST_PAINT.forEach((id, index) => {
      expect(markup).toContain(`<h1 class="boot-frame-title" data-title="${index}">${paths[id].title}</h1>`);
      expect(phone).toContain(
        `html[${BOOT_FRAME_ATTRIBUTE}][${BOOT_TITLE_ATTRIBUTE}="${index}"] .boot-frame-title[data-title="${index}"]{display:block}`,
      );
    });
    // Mantine's Title h3, which the screens' headings are.
    expect(DEFAULT_THEME.headings.sizes.h3).toEqual({
      fontSize: 'calc(1.375rem * var(--mantine-scale))',
      lineHeight: '1.4',
    });
  });

  it('writes Home’s welcome, in the app’s words, once the early answer has the user; shown on a phone only', async () => {
    const dana = { user: { first_name: 'Dana', last_name: 'Whitfield', email: 'dana@example.com' } };
    expect(await welcomeAt('http://127.0.0.1:4173/broker/', dana)).toEqual({
      text: welcomeOf(dana.user),
      shown: true,
    });
    expect(welcomeOf(dana.user)).toBe('Welcome, Dana Whitfield');
    // No names: the e-mail, as Home says it.
    expect(await welcomeAt('http://127.0.0.1:4173/broker', { user: { email: 'ops@example.com' } })).toEqual({
      text: 'Welcome, ops@example.com',
      shown: true,
    });
    // Not Home, or no user in the answer: nothing written, nothing shown.
    expect(await welcomeAt('http://127.0.0.1:4173/broker/loads', dana)).toEqual({ text: '', shown: false });
    expect(await welcomeAt('http://127.0.0.1:4173/broker/', null, { status: 401 })).toEqual({ text: '', shown: false });
    expect(bootFrameMarkup()).toContain('<h1 class="boot-frame-title boot-frame-welcome"></h1>');
    const phone = bootFrameStyle().slice(bootFrameStyle().indexOf('@media not all and (min-width:48em){'));
    expect(phone).toContain(
      `html[${BOOT_FRAME_ATTRIBUTE}][${BOOT_WELCOME_ATTRIBUTE}] .boot-frame-welcome{display:block}`,
    );
  });

  it('writes the welcome as soon as the body is parsed, before the app’s modules have run', async () => {
    // The answer came while the page was still parsed: the heading is written at readyState
    // "interactive", which comes before the deferred entry runs (DOMContentLoaded waits for it).
    const dana = { user: { first_name: 'Dana', last_name: 'Whitfield', email: 'dana@example.com' } };
    expect(await welcomeAt('http://127.0.0.1:4173/broker/', dana, { loading: true })).toEqual({
      text: 'Welcome, Dana Whitfield',
      shown: true,
      whileLoading: { text: '', events: ['readystatechange'] },
    });
  });

  it('marks, on every page, an app stylesheet that failed before the app could listen (src/lib/app-style.ts)', () => {
    for (const url of ['http://127.0.0.1:4173/broker/loads', 'http://127.0.0.1:4173/broker/login/code']) {
      const { pathname, hostname } = new URL(url);
      const listeners: [string, (event: { target: unknown }) => void, unknown][] = [];
      runInNewContext(bootFrameScript(framedPatterns(BASE), '/identity', SIGN_IN), {
        location: { pathname, hostname },
        document: {
          addEventListener: (type: string, listener: (event: { target: unknown }) => void, capture: unknown) =>
            listeners.push([type, listener, capture]),
          documentElement: { setAttribute: () => undefined },
        },
        window: {},
        localStorage: { getItem: () => null },
      });
      const element = (marked: string | null) => {
        const attributes = new Map(marked === null ? [] : [[APP_STYLE_ATTRIBUTE, marked]]);
        return {
          getAttribute: (name: string) => attributes.get(name) ?? null,
          setAttribute: (name: string, value: string) => attributes.set(name, value),
        };
      };
      // Errors do not bubble: the script listens in the capture phase.
      expect(listeners.map(([type, , capture]) => [type, capture])).toEqual([['error', true]]);
      const [, onError] = listeners[0]!;
      const stylesheet = element('');
      const image = element(null);
      onError({ target: stylesheet });
      onError({ target: image });
      onError({ target: {} });
      expect(stylesheet.getAttribute(APP_STYLE_ATTRIBUTE)).toBe(APP_STYLE_FAILED);
      expect(image.getAttribute(APP_STYLE_ATTRIBUTE)).toBeNull();
    }
  });

  it('goes into index.html: the style and script in the head, the header in #root, the app’s stylesheets print-only', () => {
    const css = '<link rel="stylesheet" crossorigin href="/broker/assets/main-abc.css">';
    const html = `<html><head><meta charset="UTF-8" />\n    <title>Broker Portal</title>\n    ${css}\n  </head><body><div id="root"></div></body></html>`;
    const built = withBootFrame(html, '/broker/assets/boot-frame-abc.js');
    expect(built).toMatch(
      /<style>[^<]+<\/style>\s*<script src="\/broker\/assets\/boot-frame-abc\.js"><\/script>\s*<title>/,
    );
    // A profile's carrier after #root: React's first render, which replaces the frame, leaves it.
    expect(built).toContain(
      `<div id="root">${bootFrameMarkup()}</div><h1 class="boot-frame-title boot-frame-carrier"></h1>`,
    );
    // In its place in the head (the cascade unchanged), holding neither the frame's paint nor the parser;
    // the app switches it on (src/lib/app-style.ts).
    expect(built).toContain(
      `</title>\n    <link rel="stylesheet" crossorigin href="/broker/assets/main-abc.css" media="print" fetchpriority="high" ${APP_STYLE_ATTRIBUTE}>\n  </head>`,
    );
    // What the frame needed of the app's stylesheet is in its own.
    expect(bootFrameStyle()).toMatch(/^body\{margin:0\}/);
    expect(() => withBootFrame('<html></html>', 'x.js')).toThrow(/no <title> or no empty <div id="root">/);
  });
});
