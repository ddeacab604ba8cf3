// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, inlineScripts, originOf, tileOrigin } from '../../../scripts/csp';

/** The sources of one directive of a policy string. */
function directive(policy: string, name: string): string[] | undefined {
  const found = policy
    .split(';')
    .map((d) => d.trim().split(/\s+/))
    .find(([n]) => n === name);
  return found?.slice(1);
}

describe('contentSecurityPolicy', () => {
  it('is strict by default: scripts from the app only, no plugins, no framing', () => {
    const policy = contentSecurityPolicy({});
    expect(directive(policy, 'default-src')).toEqual(["'self'"]);
    expect(directive(policy, 'script-src')).toEqual(["'self'"]);
    expect(directive(policy, 'connect-src')).toEqual(["'self'"]);
    expect(directive(policy, 'img-src')).toEqual(["'self'", 'data:', 'blob:']);
    expect(directive(policy, 'font-src')).toEqual(["'self'", 'data:']);
    expect(directive(policy, 'object-src')).toEqual(["'none'"]);
    expect(directive(policy, 'base-uri')).toEqual(["'self'"]);
    expect(directive(policy, 'form-action')).toEqual(["'self'"]);
    expect(directive(policy, 'frame-ancestors')).toEqual(["'none'"]);
  });

  it('leaves frame-ancestors out of the <meta> version (browsers ignore it there)', () => {
    const meta = contentSecurityPolicy({}, 'meta');
    expect(directive(meta, 'frame-ancestors')).toBeUndefined();
    expect(meta).toBe(contentSecurityPolicy({}).replace("; frame-ancestors 'none'", ''));
  });

  it('keeps relative API bases on the app origin', () => {
    const policy = contentSecurityPolicy({ VITE_IDENTITY_BASE_URL: '/identity', VITE_MONITOR_BASE_URL: '/monitor' });
    expect(directive(policy, 'connect-src')).toEqual(["'self'"]);
  });

  it('adds absolute API bases and the Sentry ingest origin to connect-src, once each', () => {
    const policy = contentSecurityPolicy({
      VITE_IDENTITY_BASE_URL: 'https://identity.example.com/v2',
      VITE_MONITOR_BASE_URL: 'https://api.example.com:8443/monitor',
      VITE_SENTRY_DSN: 'https://abc123def@o4507.ingest.us.sentry.io/4508',
    });
    expect(directive(policy, 'connect-src')).toEqual([
      "'self'",
      'https://identity.example.com',
      'https://api.example.com:8443',
      'https://o4507.ingest.us.sentry.io',
    ]);
    const same = contentSecurityPolicy({
      VITE_IDENTITY_BASE_URL: 'https://api.example.com/identity',
      VITE_MONITOR_BASE_URL: 'https://api.example.com/monitor',
    });
    expect(directive(same, 'connect-src')).toEqual(["'self'", 'https://api.example.com']);
  });

  it('never puts the Sentry key into the policy', () => {
    expect(contentSecurityPolicy({ VITE_SENTRY_DSN: 'https://secretkey@o1.ingest.sentry.io/2' })).not.toContain(
      'secretkey',
    );
  });

  it('adds the routing server to connect-src only when a routing URL is set, and nothing else', () => {
    expect(directive(contentSecurityPolicy({ VITE_ROUTING_URL: '' }), 'connect-src')).toEqual(["'self'"]);
    const policy = contentSecurityPolicy({ VITE_ROUTING_URL: 'https://router.example.com/osrm/' });
    expect(directive(policy, 'connect-src')).toEqual(["'self'", 'https://router.example.com']);
    expect(directive(policy, 'img-src')).toEqual(["'self'", 'data:', 'blob:']);
    expect(directive(policy, 'script-src')).toEqual(["'self'"]);
  });

  it('adds Intercom’s own origins, and only those, when the support chat is configured', () => {
    const none = contentSecurityPolicy({ VITE_INTERCOM_APP_ID: '' });
    expect(none).not.toMatch(/intercom/);
    const policy = contentSecurityPolicy({ VITE_INTERCOM_APP_ID: 'abc1' });
    expect(directive(policy, 'script-src')).toEqual([
      "'self'",
      'https://widget.intercom.io',
      'https://js.intercomcdn.com',
    ]);
    expect(directive(policy, 'connect-src')).toEqual([
      "'self'",
      'https://*.intercom.io',
      'wss://*.intercom.io',
      'https://*.intercomcdn.com',
    ]);
    expect(directive(policy, 'frame-src')).toEqual(["'self'", 'https://intercom-sheets.com']);
    const hosts = policy.match(/(?:https|wss):\/\/[^\s;]+/g) ?? [];
    expect(
      hosts.every((host) => /\.?(intercom\.io|intercomcdn\.com|intercomassets\.com|intercom-sheets\.com)$/.test(host)),
    ).toBe(true);
    expect(policy).not.toMatch(/unsafe-eval|'unsafe-inline'[^;]*script/);
  });

  it('adds Braintree’s frame and gateway origins, of the key’s environment and only those, when the build chooses Braintree', () => {
    const sandboxKey = 'sandbox_g42y39zw_348pk9cgf3bgyw2b';
    // Not chosen, or chosen without a tokenization key: the policy is the default one.
    for (const env of [
      { VITE_BRAINTREE_AUTHORIZATION: sandboxKey },
      { VITE_PAYMENT_PROVIDER: 'fake', VITE_BRAINTREE_AUTHORIZATION: sandboxKey },
      { VITE_PAYMENT_PROVIDER: 'braintree' },
      { VITE_PAYMENT_PROVIDER: 'braintree', VITE_BRAINTREE_AUTHORIZATION: 'not a key; frame-src *' },
    ])
      expect(contentSecurityPolicy(env)).toBe(contentSecurityPolicy({}));

    const sandbox = contentSecurityPolicy({
      VITE_PAYMENT_PROVIDER: 'braintree',
      VITE_BRAINTREE_AUTHORIZATION: sandboxKey,
    });
    expect(directive(sandbox, 'frame-src')).toEqual(["'self'", 'https://assets.braintreegateway.com']);
    expect(directive(sandbox, 'connect-src')).toEqual([
      "'self'",
      'https://api.sandbox.braintreegateway.com',
      'https://payments.sandbox.braintree-api.com',
    ]);
    // The SDK is bundled: no script of Braintree's, and nothing else changes.
    expect(directive(sandbox, 'script-src')).toEqual(["'self'"]);
    expect(directive(sandbox, 'img-src')).toEqual(["'self'", 'data:', 'blob:']);
    expect(sandbox).not.toContain('paypal');

    const production = contentSecurityPolicy({
      VITE_PAYMENT_PROVIDER: 'braintree',
      VITE_BRAINTREE_AUTHORIZATION: 'production_7b3kq9x2_lakeshore_logistics',
    });
    expect(directive(production, 'connect-src')).toEqual([
      "'self'",
      'https://api.braintreegateway.com',
      'https://payments.braintree-api.com',
    ]);

    // Beside the support chat, one frame-src carries both vendors' frames.
    const both = contentSecurityPolicy({
      VITE_INTERCOM_APP_ID: 'abc1',
      VITE_PAYMENT_PROVIDER: 'braintree',
      VITE_BRAINTREE_AUTHORIZATION: sandboxKey,
    });
    expect(directive(both, 'frame-src')).toEqual([
      "'self'",
      'https://intercom-sheets.com',
      'https://assets.braintreegateway.com',
    ]);
    expect(both.split('; ').filter((d) => d.startsWith('frame-src'))).toHaveLength(1);
  });

  it('adds the tile server to img-src only when a tile URL is set', () => {
    expect(directive(contentSecurityPolicy({ VITE_MAP_TILE_URL: '' }), 'img-src')).toEqual([
      "'self'",
      'data:',
      'blob:',
    ]);
    expect(
      directive(contentSecurityPolicy({ VITE_MAP_TILE_URL: 'https://tiles.example.com/{z}/{x}/{y}.png' }), 'img-src'),
    ).toEqual(["'self'", 'data:', 'blob:', 'https://tiles.example.com']);
    expect(
      directive(
        contentSecurityPolicy({ VITE_MAP_TILE_URL: 'https://{s}.tile.example.org/{z}/{x}/{y}.png' }),
        'img-src',
      ),
    ).toEqual(["'self'", 'data:', 'blob:', 'https://*.tile.example.org']);
    expect(directive(contentSecurityPolicy({ VITE_MAP_TILE_URL: '/tiles/{z}/{x}/{y}.png' }), 'img-src')).toEqual([
      "'self'",
      'data:',
      'blob:',
    ]);
  });

  it.each([
    'not a url',
    'javascript:alert(1)',
    'data:text/plain,x',
    'ftp://files.example.com',
    'https://a.example.com; script-src *',
    '//protocol-relative.example.com',
  ])('ignores a bad or non-http(s) value (%s)', (bad) => {
    const policy = contentSecurityPolicy({
      VITE_IDENTITY_BASE_URL: bad,
      VITE_MONITOR_BASE_URL: bad,
      VITE_SENTRY_DSN: bad,
      VITE_MAP_TILE_URL: bad,
    });
    expect(directive(policy, 'connect-src')).toEqual(["'self'"]);
    expect(directive(policy, 'img-src')).toEqual(["'self'", 'data:', 'blob:']);
    expect(directive(policy, 'script-src')).toEqual(["'self'"]);
    expect(policy.split(';')).toHaveLength(10);
  });

  it('takes only the origin of a URL, so nothing after it can reach the policy', () => {
    const policy = contentSecurityPolicy({ VITE_MONITOR_BASE_URL: "https://api.example.com/'unsafe-inline';x" });
    expect(directive(policy, 'connect-src')).toEqual(["'self'", 'https://api.example.com']);
  });

  it('never allows inline or eval scripts and always has ten well-formed directives, whatever the environment', () => {
    const value = fc.oneof(fc.string(), fc.webUrl(), fc.constant(undefined));
    fc.assert(
      fc.property(value, value, value, value, (a, b, c, d) => {
        const policy = contentSecurityPolicy({
          VITE_IDENTITY_BASE_URL: a,
          VITE_MONITOR_BASE_URL: b,
          VITE_SENTRY_DSN: c,
          VITE_MAP_TILE_URL: d,
        });
        expect(directive(policy, 'script-src')).toEqual(["'self'"]);
        expect(policy).not.toMatch(/unsafe-eval|[",\n]/);
        expect(policy.split('; ').map((p) => p.split(' ')[0])).toEqual([
          'default-src',
          'script-src',
          'style-src',
          'img-src',
          'connect-src',
          'font-src',
          'object-src',
          'base-uri',
          'form-action',
          'frame-ancestors',
        ]);
      }),
    );
  });
});

describe('originOf and tileOrigin', () => {
  it.each([
    ['https://identity.example.com/api', 'https://identity.example.com'],
    ['HTTPS://Identity.Example.COM', 'https://identity.example.com'],
    ['http://127.0.0.1:4010', 'http://127.0.0.1:4010'],
    ['https://[::1]:8443/x', 'https://[::1]:8443'],
    ['  https://padded.example.com  ', 'https://padded.example.com'],
    ['/identity', null],
    ['', null],
    [undefined, null],
    ['https://', null],
    ['wss://socket.example.com', null],
  ])('originOf(%j) = %j', (url, origin) => {
    expect(originOf(url)).toBe(origin);
  });

  it.each([
    ['https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png', 'https://*.tile.openstreetmap.org'],
    ['https://tile.example.com/{z}/{x}/{y}.png?key={k}', 'https://tile.example.com'],
    ['https://tile-{s}.example.com/{z}/{x}/{y}.png', null],
    ['https://{s}.{r}.example.com/{z}.png', null],
    ['{s}.example.com/{z}.png', null],
    ['', null],
  ])('tileOrigin(%j) = %j', (template, origin) => {
    expect(tileOrigin(template)).toBe(origin);
  });
});

describe('inlineScripts', () => {
  it('finds scripts without src and ignores external ones', () => {
    const html =
      '<head><script type="module" crossorigin src="/broker/assets/index.js"></script>' +
      '<script>alert(1)</script><SCRIPT type="text/javascript">x()</SCRIPT></head>';
    expect(inlineScripts(html)).toEqual(['<script>alert(1)</script>', '<SCRIPT type="text/javascript">x()</SCRIPT>']);
    expect(inlineScripts('<script src="/a.js"></script>')).toEqual([]);
  });
});
