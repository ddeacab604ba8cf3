import type { Plugin } from 'vite';
import { paths } from '../src/config/paths';
import { brandFromHost, type Brand } from '../src/domain/brand';
import { personName, welcomeOf } from '../src/domain/names';
import { routeKind, type RouteId } from '../src/domain/routes';
import { TITLED_AT_FIRST_PAINT } from '../src/app/screens';
import { APP_STYLE_ATTRIBUTE, APP_STYLE_FAILED } from '../src/lib/app-style';
import { CURRENT_USER_PATH, EARLY_USER_PROPERTY } from '../src/lib/early-user';
import { BOOT_CARRIER_ATTRIBUTE, CARRIER_DETAIL_PATH, EARLY_CARRIER_PROPERTY } from '../src/lib/early-carrier';
import { mayAskCarrierEarly } from '../src/domain/access';
import { RECORD_ID_SOURCE } from '../src/domain/ids';
import { SESSION_TOKEN_KEY } from '../src/lib/session-token';
import { brands } from '../src/ui/brand';
import { BRAND_COLOURS, BRAND_NAME_SHADE, DIMMED_TEXT, FONT_FAMILY } from '../src/ui/brand-look';
import { LOGIN_FORM_HEIGHT, LOGIN_INTRO, LOGIN_TITLE } from '../src/features/auth/login-copy';
import { indexHtmlPlugin, patternRegex } from './route-preload';

/**
 * The frame's header painted before any of the app's code (README, "The frame before the code"):
 * the built index.html holds the header in `#root`, with both brands' names, hidden; a tiny
 * same-origin script in the head, before the body is parsed, marks the page with its brand
 * (`data-boot-frame` on `<html>`) when the address is a framed screen's, and the page's own
 * `<style>` then shows that brand's header. React replaces it with the same header on its first
 * render (src/app/frame-fallback.tsx), then with the shell. On a phone, a screen whose heading is its
 * title (TITLED_AT_FIRST_PAINT) also shows that heading where the screen draws it (`data-boot-title`
 * on `<html>`, the heading's index in that list), Home its welcome once the early current-user
 * answer has the user (`data-boot-welcome`), and a carrier profile its carrier's name once the early
 * carrier call has it (`data-boot-carrier`). On Sign in, for a broker without a
 * token, the same holds for its card without the form (its title and intro). The other sign-in
 * steps and the block pages stay blank until their own frame. No inline script: the CSP stays
 * `script-src 'self'`.
 */

export const BOOT_FRAME_ATTRIBUTE = 'data-boot-frame';
/** On Sign in without a stored token: `<html>` marked with the brand, and the page's style shows its card. */
export const BOOT_CARD_ATTRIBUTE = 'data-boot-card';
/** On a screen of TITLED_AT_FIRST_PAINT: its index there, and the page's style shows that heading on a phone. */
export const BOOT_TITLE_ATTRIBUTE = 'data-boot-title';
/** On Home, once the early answer has the user: the welcome is written, and the page's style shows it on a phone. */
export const BOOT_WELCOME_ATTRIBUTE = 'data-boot-welcome';
/** On a carrier profile, once the early carrier call has its name: written, and shown on a phone. */
export { BOOT_CARRIER_ATTRIBUTE };
const WELCOME_CLASS = 'boot-frame-welcome';
/** Outside `#root`, so that React's first render, which replaces the frame, leaves it (see bootCarrierMarkup). */
const CARRIER_CLASS = 'boot-frame-carrier';
const BRANDS = Object.keys(brands) as Brand[];

/** The framed screens' addresses under the base, as regular expressions (not the not-found route's). */
export function framedPatterns(base: string): string[] {
  return (Object.entries(paths) as [RouteId, { pattern: string }][])
    .filter(([id, route]) => routeKind(id) === 'requiresUser' && route.pattern !== '*')
    .map(([, route]) => patternRegex(base, route.pattern));
}

/** The addresses of the screens of TITLED_AT_FIRST_PAINT, in its order, as regular expressions. */
export function titledPatterns(base: string): string[] {
  return TITLED_AT_FIRST_PAINT.map((id) => patternRegex(base, paths[id].pattern));
}

/** The carrier profile's address under the base, its id (as parseId reads one) captured. */
export function carrierPattern(base: string): string {
  return patternRegex(base, paths.carrierDetail.pattern).replace('[^/]+', `(${RECORD_ID_SOURCE})`);
}

/** What the head's script needs to ask for a profile's carrier early: its address and the call's URL. */
export interface EarlyCarrierCall {
  /** carrierPattern(base). */
  pattern: string;
  /** The monitor API's base URL (VITE_MONITOR_BASE_URL, as src/lib/env.ts reads it). */
  monitorBaseUrl: string;
}

/**
 * Script text: once the page is parsed (at once when it is), writes `text` (an expression of the
 * script) into the element of class `className` and marks `<html>` with `attribute`, which the
 * page's style reads to show it on a phone (Home's welcome, a profile's carrier).
 */
function writeWhenParsed(className: string, attribute: string, text: string): string {
  return `function f(){var h=document.querySelector('.${className}');if(h){h.textContent=${text};document.documentElement.setAttribute(${JSON.stringify(attribute)},'')}}if(document.readyState==='loading')document.addEventListener('readystatechange',f,{once:true});else f()`;
}

/**
 * The head's script: the page's brand on `<html>` when the address is a framed screen's and, with a
 * stored token, the current-user call sent at once (src/lib/early-user.ts) to `identityBaseUrl`; on
 * every page, a failed app stylesheet marked as such (src/lib/app-style.ts); on
 * one of `titled` (titledPatterns), the heading's index; on `welcome` (Home's address), the welcome
 * written into the frame once that call's answer has the user; on `carrier`'s address, that carrier
 * asked once the answer's user may open its profile (src/lib/early-carrier.ts), and its name written.
 */
export function bootFrameScript(
  patterns: string[],
  identityBaseUrl = '/identity',
  signIn = '',
  titled: string[] = [],
  welcome = '',
  carrier: EarlyCarrierCall | null = null,
): string {
  // The brand rule itself, not a copy of it (src/domain/brand.ts: a pure function of the host name).
  const brandOf = brandFromHost.toString();
  const url = JSON.stringify(`${identityBaseUrl}${CURRENT_USER_PATH}`);
  // Storage may be refused (a sandbox, a privacy mode): then the app asks for the user itself.
  // On Home, its welcome (the app's own words, welcomeOf) once the early answer has the user, and the
  // body has been parsed: at readyState "interactive", before the deferred entry has run (with
  // DOMContentLoaded, an answer that came while the page was parsed waited for the app's modules).
  const greet = welcome
    ? `if(new RegExp(${JSON.stringify(welcome)}).test(p))e.answer.then(function(b){if(!b||!b.user)return;${personName.toString()}${welcomeOf.toString()}var w=welcomeOf(b.user);${writeWhenParsed(WELCOME_CLASS, BOOT_WELCOME_ATTRIBUTE, 'w')}});`
    : '';
  // On a carrier profile, the carrier once the early answer has a user the guard lets open it
  // (mayAskCarrierEarly, the app's own rule): its name written, as the welcome is, into the heading
  // that stands after #root (bootCarrierMarkup).
  const detail = carrier ? JSON.stringify(`${carrier.monitorBaseUrl}${CARRIER_DETAIL_PATH}`) : '';
  const profile = carrier
    ? `var m=p.match(new RegExp(${JSON.stringify(carrier.pattern)}));if(m){var c=window[${JSON.stringify(EARLY_CARRIER_PROPERTY)}]={token:t,id:Number(m[1]),answer:e.answer.then(function(b){if(!b||!(${mayAskCarrierEarly.toString()})(b.user,(${brandOf})(location.hostname)))return null;return fetch(${detail}.replace('{id}',m[1]),{headers:{Accept:'application/json',Authorization:'Bearer '+t}}).then(function(a){return a.status===200?a.json():null})}).catch(function(){return null})};c.answer.then(function(d){if(!d||typeof d.legal_name!=='string'||!d.legal_name)return;${writeWhenParsed(CARRIER_CLASS, BOOT_CARRIER_ATTRIBUTE, 'd.legal_name')}})}`
    : '';
  const early = `try{var t=localStorage.getItem(${JSON.stringify(SESSION_TOKEN_KEY)});if(t){var e=window[${JSON.stringify(EARLY_USER_PROPERTY)}]={token:t,answer:fetch(${url},{headers:{Accept:'application/json',Authorization:'Bearer '+t}}).then(function(a){return a.status===200?a.json():null}).catch(function(){return null})};${greet}${profile}}}catch(e){}`;
  // Sign in's card only for a broker without a token (a signed-in one is sent home); unreadable storage counts as none.
  const card = signIn
    ? `if(new RegExp(${JSON.stringify(signIn)}).test(p)){var s=null;try{s=localStorage.getItem(${JSON.stringify(SESSION_TOKEN_KEY)})}catch(e){}if(!s)document.documentElement.setAttribute(${JSON.stringify(BOOT_CARD_ATTRIBUTE)},(${brandOf})(location.hostname));return}`
    : '';
  // On every page: a failure of the app's stylesheet (src/lib/app-style.ts), which may come before the app runs.
  const styleFailure = `document.addEventListener('error',function(v){var l=v.target;if(l&&l.getAttribute&&l.getAttribute(${JSON.stringify(APP_STYLE_ATTRIBUTE)})==='')l.setAttribute(${JSON.stringify(APP_STYLE_ATTRIBUTE)},${JSON.stringify(APP_STYLE_FAILED)})},true);`;
  const title = `for(var j=0;j<h.length;j++){if(new RegExp(h[j]).test(p)){document.documentElement.setAttribute(${JSON.stringify(BOOT_TITLE_ATTRIBUTE)},String(j));break}}`;
  return `(function(){${styleFailure}var r=${JSON.stringify(patterns)},h=${JSON.stringify(titled)},p=location.pathname;${card}for(var i=0;i<r.length;i++){if(new RegExp(r[i]).test(p)){document.documentElement.setAttribute(${JSON.stringify(BOOT_FRAME_ATTRIBUTE)},(${brandOf})(location.hostname));${title}${early}return}}})();\n`;
}

/** The header and Sign in's card in `#root`, one brand name for each brand (the style shows the page's). */
export function bootFrameMarkup(): string {
  const names = (className: string) =>
    BRANDS.map((brand) => `<p class="${className}" data-brand="${brand}">${brands[brand].name}</p>`).join('');
  // Busy: the page is still loading (what waits for a settled page, such as the robustness runs, reads it so).
  const header = `<header class="boot-frame" aria-busy="true"><span class="boot-frame-menu"></span>${names('boot-frame-brand')}</header>`;
  // Each titled screen's heading, as the screen draws it (Title order 1, size h3); the style shows the page's.
  const titles = TITLED_AT_FIRST_PAINT.map(
    (id, index) => `<h1 class="boot-frame-title" data-title="${index}">${paths[id].title}</h1>`,
  ).join('');
  // Home's welcome, written by the head's script once the early answer has the user.
  const welcome = `<h1 class="boot-frame-title ${WELCOME_CLASS}"></h1>`;
  // As src/features/auth/auth-card.tsx draws it, the form's place kept (src/features/auth/login-frame.tsx).
  const card = `<div class="boot-card" aria-busy="true"><main class="boot-card-paper"><div>${names('boot-card-brand')}<h1 class="boot-card-title">${LOGIN_TITLE}</h1></div><p class="boot-card-intro">${LOGIN_INTRO}</p><div class="boot-card-form" aria-hidden="true"></div></main></div>`;
  return header + titles + welcome + card;
}

/**
 * A profile's carrier, written by the head's script once the early carrier call has its name. It
 * stands after `#root`, not in it: the answer often comes after React's first render has replaced
 * the frame (the router's fallback, then the shell), and the name stays where the profile header
 * draws it until that header is drawn and retires it (retireEarlyCarrierHeading, src/lib/early-carrier.ts).
 */
export function bootCarrierMarkup(): string {
  return `<h1 class="boot-frame-title ${CARRIER_CLASS}"></h1>`;
}

/**
 * As AppShell draws the header (48 px, padding md, its gray-3 border) and Mantine's Text the name
 * (md size, bold, the brand's shade 8): Mantine's own variables do not exist before the app runs.
 */
export function bootFrameStyle(): string {
  const shown = BRANDS.map(
    (brand) =>
      `html[${BOOT_FRAME_ATTRIBUTE}="${brand}"] .boot-frame-brand[data-brand="${brand}"]{display:block;color:${BRAND_COLOURS[brand][BRAND_NAME_SHADE]}}`,
  );
  return [
    // The app's stylesheet is print-only until the app runs (withBootFrame): what of it the frame needs is here.
    'body{margin:0}',
    '.boot-frame{display:none}',
    `html[${BOOT_FRAME_ATTRIBUTE}] .boot-frame{display:flex;align-items:center;gap:10px;box-sizing:border-box;height:48px;padding:0 16px;border-bottom:1px solid #dee2e6;font-family:${FONT_FAMILY}}`,
    '.boot-frame-brand{display:none;margin:0;font-size:16px;line-height:1.55;font-weight:700}',
    ...shown,
    // The phone's menu button's place (Burger size sm), as src/app/frame-fallback.module.css.
    '.boot-frame-menu{flex:none;width:28px}',
    '@media (min-width:48em){.boot-frame-menu{display:none}}',
    // A titled screen's heading on a phone, where the screen draws it under the header (the main
    // area's padding md; Title h3: 22 px, line height 1.4, bold). From `sm` up the navigation sits
    // beside it and the screens' own controls share its line, so it is left to the screen there.
    `.boot-frame-title{display:none;margin:16px 16px 0;font-family:${FONT_FAMILY};font-size:22px;line-height:1.4;font-weight:700;color:#000}`,
    `@media not all and (min-width:48em){${TITLED_AT_FIRST_PAINT.map(
      (_, index) =>
        `html[${BOOT_FRAME_ATTRIBUTE}][${BOOT_TITLE_ATTRIBUTE}="${index}"] .boot-frame-title[data-title="${index}"]{display:block}`,
    ).join(
      '',
    )}html[${BOOT_FRAME_ATTRIBUTE}][${BOOT_WELCOME_ATTRIBUTE}] .${WELCOME_CLASS}{display:block}html[${BOOT_FRAME_ATTRIBUTE}][${BOOT_CARRIER_ATTRIBUTE}] .${CARRIER_CLASS}{display:block}}`,
    // The profile header draws the name under the 48 px header, inside the main area's padding (md)
    // and its Paper (border 1 px, padding sm): 29 px in. Placed on its own, out of #root's flow.
    `.${CARRIER_CLASS}{position:absolute;top:48px;left:0;right:0;margin:29px 29px 0}`,
    // Sign in's card, as AuthCard draws it: Center (min-height 100vh, padding md, gray.0), Paper
    // (withBorder, shadow xs, radius sm, padding xl, 400 px wide), Stack (gap md), the brand (Text sm,
    // dimmed, 600), the title (Title h3) and the intro (Text sm).
    '.boot-card{display:none}',
    `html[${BOOT_CARD_ATTRIBUTE}] .boot-card{display:flex;align-items:center;justify-content:center;box-sizing:border-box;min-height:100vh;padding:16px;background:#f8f9fa;font-family:${FONT_FAMILY};color:#000}`,
    '.boot-card-paper{display:flex;flex-direction:column;gap:16px;box-sizing:border-box;width:400px;max-width:100%;padding:32px;background:#fff;border:1px solid #dee2e6;border-radius:4px;box-shadow:0 1px 3px rgba(0,0,0,.05),0 1px 2px rgba(0,0,0,.1)}',
    `.boot-card-brand{display:none;margin:0;font-size:14px;line-height:1.45;font-weight:600;color:${DIMMED_TEXT}}`,
    ...BRANDS.map(
      (brand) => `html[${BOOT_CARD_ATTRIBUTE}="${brand}"] .boot-card-brand[data-brand="${brand}"]{display:block}`,
    ),
    '.boot-card-title{margin:0;font-size:22px;line-height:1.4;font-weight:700}',
    '.boot-card-intro{margin:0;font-size:14px;line-height:1.45}',
    `.boot-card-form{height:${LOGIN_FORM_HEIGHT}px}`,
  ].join('');
}

/**
 * index.html with the style and the script in its head, the header in `#root`, and the app's
 * stylesheets print-only (`media="print"`, marked APP_STYLE_ATTRIBUTE), fetched at high priority:
 * the frame needs only its own style, so it paints without waiting for the app's (28 KB on a slow
 * link); the app switches them on and renders once they have loaded (src/lib/app-style.ts). They
 * keep their place in the head, so the cascade does not change.
 */
export function withBootFrame(html: string, scriptSrc: string): string {
  const head = `<style>${bootFrameStyle()}</style>\n    <script src="${scriptSrc}"></script>\n    `;
  if (!html.includes('<div id="root"></div>') || !html.includes('<title>'))
    throw new Error('index.html has no <title> or no empty <div id="root">');
  return html
    .replace('<title>', `${head}<title>`)
    .replace(
      /<link rel="stylesheet"([^>]*)>/g,
      `<link rel="stylesheet"$1 media="print" fetchpriority="high" ${APP_STYLE_ATTRIBUTE}>`,
    )
    .replace('<div id="root"></div>', `<div id="root">${bootFrameMarkup()}</div>${bootCarrierMarkup()}`);
}

/**
 * `identityBaseUrl` and `monitorBaseUrl`: the build's APIs (VITE_IDENTITY_BASE_URL and
 * VITE_MONITOR_BASE_URL, as src/lib/env.ts reads them).
 */
export function bootFramePlugin(identityBaseUrl = '/identity', monitorBaseUrl = '/monitor'): Plugin {
  return indexHtmlPlugin('broker-portal:boot-frame', (html, { base, emit }) =>
    withBootFrame(
      html,
      `${base}${emit(
        'boot-frame.js',
        bootFrameScript(
          framedPatterns(base),
          identityBaseUrl,
          patternRegex(base, paths.login.pattern),
          titledPatterns(base),
          patternRegex(base, paths.home.pattern),
          { pattern: carrierPattern(base), monitorBaseUrl },
        ),
      )}`,
    ),
  );
}
