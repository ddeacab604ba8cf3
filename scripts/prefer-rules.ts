import type { IncomingMessage } from 'node:http';
import type { ProxyOptions } from 'vite';

/**
 * Prism's answer chosen per call without intercepting the browser's requests (the robustness runs,
 * tests/robustness): the page sends one header on every request, a JSON list of rules, and the
 * preview server's proxy turns it into Prism's `Prefer` header for the calls a rule matches. The
 * browser's HTTP cache stays on (Playwright turns it off for a page whose requests it routes), so a
 * test's many visits load the app's code once. Only when the suite's preview runs with
 * E2E_PREFER_RULES=1 (playwright.config.ts); a real server never sees the header.
 */
export const PREFER_RULES_HEADER = 'x-e2e-prefer-rules';

export interface PreferRule {
  /** The API the call goes to; any when left out. */
  api?: 'identity' | 'monitor';
  /** The call's method; any when left out. */
  method?: string;
  /** The contract's path template (`/api/v1/carriers/{id}`); any path when left out. */
  path?: string;
  /** Templates of other operations a path may match more exactly (`/api/v1/carriers/load_match`). */
  except?: string[];
  /** The `Prefer` value for a call the rule matches: `code=404`, `example=broker_all_scopes`, `dynamic=true`. */
  prefer: string;
}

const matcher = (template: string) =>
  new RegExp(
    `^${template
      .split('/')
      .map((segment) => (/^\{[^}]+\}$/.test(segment) ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
      .join('/')}$`,
  );

/** The `Prefer` value of the first rule that matches the call, or null. */
export function preferFromRules(rules: PreferRule[], api: string, method: string, url: string): string | null {
  const path = url.split('?')[0] ?? '';
  const rule = rules.find(
    (r) =>
      (r.api === undefined || r.api === api) &&
      (r.method === undefined || r.method.toUpperCase() === method.toUpperCase()) &&
      (r.path === undefined || matcher(r.path).test(path)) &&
      !(r.except ?? []).some((other) => matcher(other).test(path)),
  );
  return rule?.prefer ?? null;
}

/** The rules a request carries; none when the header is missing or unreadable. */
export function rulesOf(request: IncomingMessage): PreferRule[] {
  const header = request.headers[PREFER_RULES_HEADER];
  if (typeof header !== 'string') return [];
  try {
    const rules = JSON.parse(header) as unknown;
    return Array.isArray(rules) ? (rules as PreferRule[]) : [];
  } catch {
    return [];
  }
}

/**
 * The `Prefer` value the proxy sets on a call to `api`: none when the request carries a `Prefer`
 * header of its own (a test's route chose this one call's answer: the more exact choice wins over
 * the page's rules), else the first matching rule's.
 */
export function preferForRequest(request: IncomingMessage, api: 'identity' | 'monitor'): string | null {
  if (request.headers.prefer !== undefined) return null;
  return preferFromRules(rulesOf(request), api, request.method ?? 'GET', request.url ?? '');
}

/** The proxy's `configure` for one API: the rules header becomes Prism's `Prefer` header. */
export function preferRulesProxy(api: 'identity' | 'monitor'): NonNullable<ProxyOptions['configure']> {
  return (proxy) => {
    proxy.on('proxyReq', (proxyRequest, request) => {
      proxyRequest.removeHeader(PREFER_RULES_HEADER);
      // The proxy has rewritten the address by now: `/api/v1/…`, without the API's prefix.
      const prefer = preferForRequest(request, api);
      if (prefer !== null) proxyRequest.setHeader('prefer', prefer);
    });
  };
}
