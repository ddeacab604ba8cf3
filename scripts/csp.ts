import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';

/** The build-time settings the policy depends on (Vite's environment, VITE_* names). */
export interface CspEnv {
  VITE_IDENTITY_BASE_URL?: string;
  VITE_MONITOR_BASE_URL?: string;
  VITE_SENTRY_DSN?: string;
  /** Leaflet's tile template, e.g. `https://{s}.tile.example.com/{z}/{x}/{y}.png`; empty = no tiles. */
  VITE_MAP_TILE_URL?: string;
  /** The OSRM-compatible routing server of the road routes; empty = straight lines, nothing fetched. */
  VITE_ROUTING_URL?: string;
  /** Intercom's workspace id: its Messenger is the support chat; empty = no chat, nothing added. */
  VITE_INTERCOM_APP_ID?: string;
  /** The card form's provider: `braintree` (with its tokenization key) adds Braintree's origins. */
  VITE_PAYMENT_PROVIDER?: string;
  VITE_BRAINTREE_AUTHORIZATION?: string;
}

/**
 * The origins Intercom's Messenger needs (its "Using Intercom with a Content Security Policy" guide,
 * US data hosting): its script and CDN, its API and websockets, its uploads and fonts, the sheets
 * frame. Only Intercom's own domains, and only when the build configures the chat.
 */
const INTERCOM = {
  script: ['https://widget.intercom.io', 'https://js.intercomcdn.com'],
  connect: ['https://*.intercom.io', 'wss://*.intercom.io', 'https://*.intercomcdn.com'],
  img: ['https://*.intercomcdn.com', 'https://static.intercomassets.com'],
  font: ['https://js.intercomcdn.com', 'https://fonts.intercomcdn.com'],
  media: ['https://js.intercomcdn.com'],
  frame: ['https://intercom-sheets.com'],
};

/**
 * The origins Braintree's hosted fields need from the page (braintree-web 3.144.0, bundled from npm:
 * no script of Braintree's runs in the portal's page): the fields' frames from its assets host, and
 * the client's request for the gateway configuration (GraphQL, and the client API it falls back to)
 * in the tokenization key's environment. Only Braintree's own hosts, and only when the build chooses
 * Braintree with a key. The SDK's analytics events (this version posts them to www.paypal.com) are
 * not allowed: the browser drops them, and the fields work without.
 */
function braintreeOrigins(env: CspEnv): { frame: string[]; connect: string[] } | null {
  if (env.VITE_PAYMENT_PROVIDER?.trim() !== 'braintree') return null;
  const key = /^(sandbox|production)_[a-zA-Z0-9]+_[a-zA-Z0-9_]+$/.exec(env.VITE_BRAINTREE_AUTHORIZATION?.trim() ?? '');
  if (key === null) return null;
  const sandbox = key[1] === 'sandbox' ? 'sandbox.' : '';
  return {
    frame: ['https://assets.braintreegateway.com'],
    connect: [`https://api.${sandbox}braintreegateway.com`, `https://payments.${sandbox}braintree-api.com`],
  };
}

/** Where the header value is written in the build, for whoever hosts it. */
export const CSP_HEADER_FILE = 'csp-header.txt';

// A scheme, host (or IPv6 literal) and optional port: nothing that could end a directive (`;`, `,`,
// quotes, white space) can get into the policy.
const SAFE_ORIGIN = /^https?:\/\/([a-z0-9-]+(\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(:\d{1,5})?$/;

/**
 * The origin of an absolute http(s) URL, or null for a relative path ('/identity'), an empty value
 * or anything that does not parse. Credentials (a Sentry DSN's public key) are dropped.
 */
export function originOf(url: string | undefined): string | null {
  const value = url?.trim() ?? '';
  if (value === '' || !URL.canParse(value)) return null;
  const parsed = new URL(value);
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return null;
  return SAFE_ORIGIN.test(parsed.origin) ? parsed.origin : null;
}

/**
 * The origin of a tile URL template. A placeholder as the first label of the host (`{s}` for
 * Leaflet's subdomains) becomes CSP's wildcard (`https://*.tile.example.com`); a placeholder
 * anywhere else in the host cannot be expressed, so the template is ignored.
 */
export function tileOrigin(template: string | undefined): string | null {
  const match = /^(https?:\/\/)([^/?#]*)/i.exec(template?.trim() ?? '');
  if (match === null) return null;
  const [, scheme = '', host = ''] = match;
  const placeholder = /^\{[a-z]+\}\./i;
  const rest = host.replace(placeholder, '');
  if (/[{}]/.test(rest)) return null;
  const origin = originOf(`${scheme}${rest}`);
  if (origin === null) return null;
  return rest === host ? origin : origin.replace('://', '://*.');
}

function unique(values: (string | null)[]): string[] {
  return [...new Set(values.filter((v): v is string => v !== null))];
}

/** The policy as directives, in the order they are written. */
export function cspDirectives(env: CspEnv): [string, string[]][] {
  const chat = env.VITE_INTERCOM_APP_ID?.trim() ? INTERCOM : null;
  const payments = braintreeOrigins(env);
  const frames = [...(chat?.frame ?? []), ...(payments?.frame ?? [])];
  return [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...(chat?.script ?? [])]],
    // Mantine writes its CSS variables and responsive style props as <style> elements at run time.
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', 'blob:', ...unique([tileOrigin(env.VITE_MAP_TILE_URL)]), ...(chat?.img ?? [])]],
    [
      'connect-src',
      [
        "'self'",
        ...unique([
          originOf(env.VITE_IDENTITY_BASE_URL),
          originOf(env.VITE_MONITOR_BASE_URL),
          originOf(env.VITE_SENTRY_DSN),
          originOf(env.VITE_ROUTING_URL),
        ]),
        ...(chat?.connect ?? []),
        ...(payments?.connect ?? []),
      ],
    ],
    ['font-src', ["'self'", 'data:', ...(chat?.font ?? [])]],
    ...(chat ? ([['media-src', ["'self'", ...chat.media]]] as [string, string[]][]) : []),
    ...(frames.length ? ([['frame-src', ["'self'", ...frames]]] as [string, string[]][]) : []),
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
}

/**
 * The Content-Security-Policy of the built portal. `meta` leaves out what a <meta> element cannot
 * carry (frame-ancestors): only a response header can forbid framing.
 */
export function contentSecurityPolicy(env: CspEnv, delivery: 'header' | 'meta' = 'header'): string {
  return cspDirectives(env)
    .filter(([name]) => delivery === 'header' || name !== 'frame-ancestors')
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/** The inline <script> elements of an HTML page (a <script> without src); the policy would block them. */
export function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter(([, attributes]) => !/\bsrc\s*=/i.test(attributes ?? ''))
    .map(([element]) => element);
}

/**
 * Delivers the policy: at build time as a <meta> element first in index.html (the build fails if
 * the page has an inline script) and as `csp-header.txt` in the build, the value a host sends as the
 * Content-Security-Policy header; `vite preview` sends that file's value (the build's own policy)
 * as a real header, or the policy of the current environment when the build has no such file.
 */
export function contentSecurityPolicyPlugins(env: CspEnv): Plugin[] {
  const build: Plugin = {
    name: 'broker-portal:csp',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const inline = inlineScripts(html);
        if (inline.length > 0) throw new Error(`index.html has inline scripts the CSP blocks: ${inline.join(' ')}`);
        const meta = `<meta http-equiv="Content-Security-Policy" content="${contentSecurityPolicy(env, 'meta')}" />`;
        // Right after the charset declaration (which must stay in the first 1024 bytes), before any script.
        const charset = /<meta charset="[^"]*"\s*\/?>/i;
        return charset.test(html)
          ? html.replace(charset, (m) => `${m}\n    ${meta}`)
          : html.replace('<head>', `<head>${meta}`);
      },
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: CSP_HEADER_FILE, source: `${contentSecurityPolicy(env)}\n` });
    },
  };
  const preview: Plugin = {
    name: 'broker-portal:csp-preview',
    apply: (_config, { isPreview }) => isPreview === true,
    configurePreviewServer(server) {
      const file = resolve(server.config.root, server.config.build.outDir, CSP_HEADER_FILE);
      const policy = existsSync(file) ? readFileSync(file, 'utf8').trim() : contentSecurityPolicy(env);
      server.middlewares.use((_req, res, next) => {
        res.setHeader('Content-Security-Policy', policy);
        next();
      });
    },
  };
  return [build, preview];
}
