import fc from 'fast-check';
import { describe, it, expect } from 'vitest';
import { fullBroker, userWith } from '../../tests/unit/fixtures/current-user';
import { isExpiredLockout } from './lockout';
import { PERMISSION_RULES, decideAccess, mayAskCarrierEarly, mayOpen, type AccessInput } from './access';
import { ROUTE_IDS, routeKind, type RouteId } from './routes';

const CONFIG = {
  onboardingUrl: 'https://onboarding.example.com/start',
  hosts: { default: 'https://portal.example.com', watchdog: 'https://watchdog.example.com' },
};
const input = (route: RouteId, patch: Partial<AccessInput> = {}): AccessInput => ({
  route,
  kind: routeKind(route),
  user: fullBroker,
  featureFlags: { user: [], company: [] },
  brand: 'default',
  afterCodeStep: false,
  location: { path: '/somewhere', search: '?a=1' },
  config: CONFIG,
  ...patch,
});

const home = { kind: 'redirect', to: 'home' };

describe('decideAccess: one row per rule', () => {
  it.each<[string, AccessInput, unknown]>([
    // Section 5: after the code steps
    [
      'code step, no company → sign-up details',
      input('home', { afterCodeStep: true, user: userWith({ company: null }) }),
      {
        kind: 'redirect',
        to: 'signUpDetails',
        search: '?email=ada%2B1%40example.com',
        saveDestination: '/somewhere?a=1',
      },
    ],
    [
      'code step, company without id → sign-up details',
      input('home', { afterCodeStep: true, user: userWith({ company: { id: 0 } }) }),
      {
        kind: 'redirect',
        to: 'signUpDetails',
        search: '?email=ada%2B1%40example.com',
        saveDestination: '/somewhere?a=1',
      },
    ],
    [
      'code step, company without status → sign-up details',
      input('home', { afterCodeStep: true, user: userWith({ company: { status: undefined } }) }),
      {
        kind: 'redirect',
        to: 'signUpDetails',
        search: '?email=ada%2B1%40example.com',
        saveDestination: '/somewhere?a=1',
      },
    ],
    [
      'code step, already on sign-up details → allow',
      input('signUpDetails', { afterCodeStep: true, user: userWith({ company: null }) }),
      { kind: 'allow' },
    ],
    [
      'code step, no first name → required information',
      input('home', { afterCodeStep: true, user: userWith({ first_name: null }) }),
      { kind: 'redirect', to: 'requiredInformation', saveDestination: '/somewhere?a=1' },
    ],
    [
      'code step, empty last name → required information',
      input('home', { afterCodeStep: true, user: userWith({ last_name: '' }) }),
      { kind: 'redirect', to: 'requiredInformation', saveDestination: '/somewhere?a=1' },
    ],
    [
      'code step, already on required information → allow',
      input('requiredInformation', { afterCodeStep: true, user: userWith({ last_name: null }) }),
      { kind: 'allow' },
    ],
    ['code step, complete details → normal rules', input('home', { afterCodeStep: true }), { kind: 'allow' }],
    [
      'code step, no user → login',
      input('home', { afterCodeStep: true, user: null }),
      { kind: 'redirect', to: 'login', saveDestination: '/somewhere?a=1' },
    ],
    [
      'names missing without a code step → not checked',
      input('home', { user: userWith({ first_name: null }) }),
      { kind: 'allow' },
    ],
    // Section 5: authentication
    ['forbids authentication, signed in → home', input('login'), home],
    ['forbids authentication, user id 0 → allow', input('signUp', { user: userWith({ id: 0 }) }), { kind: 'allow' }],
    ['forbids authentication, no user → allow', input('loginCode', { user: null }), { kind: 'allow' }],
    ['allowed while authenticated, signed in → allow', input('requiredInformation'), { kind: 'allow' }],
    [
      'allowed while authenticated, no user → login',
      input('signUpDetails', { user: null }),
      { kind: 'redirect', to: 'login' },
    ],
    [
      'allowed while authenticated, user id 0 → login',
      input('requiredInformation', { user: userWith({ id: 0 }) }),
      { kind: 'redirect', to: 'login' },
    ],
    ['public page, no user → allow', input('vpnBlock', { user: null }), { kind: 'allow' }],
    [
      'public page even after a code step without company → allow',
      input('notFound', { afterCodeStep: true, user: userWith({ company: null }) }),
      { kind: 'allow' },
    ],
    [
      'requires user, no user → login saving the destination',
      input('carrierDetail', { user: null }),
      { kind: 'redirect', to: 'login', saveDestination: '/somewhere?a=1' },
    ],
    [
      'requires user, user id 0 → login',
      input('home', { user: userWith({ id: 0 }) }),
      { kind: 'redirect', to: 'login', saveDestination: '/somewhere?a=1' },
    ],
    [
      'no company → external onboarding',
      input('home', { user: userWith({ company: null }) }),
      { kind: 'external', url: 'https://onboarding.example.com/start' },
    ],
    [
      'carrier company → external onboarding',
      input('home', { user: userWith({ company: { company_type: 'carrier' } }) }),
      { kind: 'external', url: 'https://onboarding.example.com/start' },
    ],
    [
      'onboarding URL not https → not found',
      input('home', { user: userWith({ company: null }), config: { ...CONFIG, onboardingUrl: 'javascript:alert(1)' } }),
      { kind: 'redirect', to: 'notFound' },
    ],
    [
      'expired subscription → my account tab 4',
      input('carrierDetail', { user: userWith({ company: { status: 'subscription_or_trial_expired' } }) }),
      { kind: 'redirect', to: 'myAccount', search: '?tab=4', saveDestination: '/somewhere?a=1' },
    ],
    [
      'expired subscription on my account → allow',
      input('myAccount', { user: userWith({ company: { status: 'subscription_or_trial_expired' } }) }),
      { kind: 'allow' },
    ],
    [
      'expired subscription with can_connect → allow',
      input('carrierDetail', {
        user: userWith({ company: { status: 'subscription_or_trial_expired' }, paywall: { can_connect: true } }),
      }),
      { kind: 'allow' },
    ],
    [
      'past due is not expired → allow',
      input('carrierDetail', { user: userWith({ company: { status: 'past_due' } }) }),
      { kind: 'allow' },
    ],
    // Section 6
    [
      'can_lane_search false → lane search home',
      input('laneSearch', { user: userWith({ paywall: { can_lane_search: false } }) }),
      home,
    ],
    [
      'can_lane_search false → lane results home',
      input('laneSearchResults', { user: userWith({ paywall: { can_lane_search: false } }) }),
      home,
    ],
    [
      'view_tfx absent → exchange home',
      input('exchange', { user: userWith({ scopes: ['manage_rate_confirmations'] }) }),
      home,
    ],
    [
      'manage_rate_confirmations absent → rate confirmations home',
      input('rateConfirmations', { user: userWith({ scopes: ['view_tfx'] }) }),
      home,
    ],
    [
      'manage_rate_confirmations absent → detail still allowed',
      input('rateConfirmationDetail', { user: userWith({ scopes: [] }) }),
      { kind: 'allow' },
    ],
    [
      'hide_vehicle_search → vehicles home',
      input('vehicles', { user: userWith({ company: { hide_vehicle_search: true } }) }),
      home,
    ],
    [
      'hide_vehicle_search → vehicle show home',
      input('vehicleShow', { user: userWith({ company: { hide_vehicle_search: true } }) }),
      home,
    ],
    ...(
      [
        'laneSearch',
        'laneSearchResults',
        'contactSearch',
        'myCarriersMine',
        'savedSearches',
        'vehicles',
        'vehicleShow',
      ] as const
    ).map((route): [string, AccessInput, unknown] => [
      `watchdog without carrier search → ${route} home`,
      input(route, {
        brand: 'watchdog',
        user: userWith({ paywall: { is_watchdog: true }, watchdog_limits: { can_carrier_search_for_watchdog: false } }),
      }),
      home,
    ]),
    [
      'watchdog with carrier search → contact search allowed',
      input('contactSearch', { brand: 'watchdog', user: userWith({ paywall: { is_watchdog: true } }) }),
      { kind: 'allow' },
    ],
    [
      'default brand ignores the watchdog limit',
      input('contactSearch', { user: userWith({ watchdog_limits: { can_carrier_search_for_watchdog: false } }) }),
      { kind: 'allow' },
    ],
    [
      'can_rule true → my carriers (Mine) to connections',
      input('myCarriersMine'),
      { kind: 'redirect', to: 'connections' },
    ],
    [
      'can_rule false → connections to my carriers (Mine)',
      input('connections', { user: userWith({ paywall: { can_rule: false } }) }),
      { kind: 'redirect', to: 'myCarriersMine' },
    ],
    [
      'can_rule false → my carriers (Mine) allowed',
      input('myCarriersMine', { user: userWith({ paywall: { can_rule: false } }) }),
      { kind: 'allow' },
    ],
    ['can_rule true → connections allowed', input('connections'), { kind: 'allow' }],
    ['can_rule true → rules allowed', input('rules'), { kind: 'allow' }],
    ['can_rule false → rules to home', input('rules', { user: userWith({ paywall: { can_rule: false } }) }), home],
    [
      'watchdog plan without rules → rules to home',
      input('rules', { brand: 'watchdog', user: userWith({ paywall: { is_watchdog: true, can_rule: false } }) }),
      home,
    ],
    [
      'expired company that can connect → rules allowed (the screen explains what it may not change)',
      input('rules', {
        user: userWith({ company: { status: 'subscription_or_trial_expired' }, paywall: { can_connect: true } }),
      }),
      { kind: 'allow' },
    ],
    [
      'watchdog user on default host → watchdog host',
      input('loads', {
        location: { path: '/loads/5', search: '?t=1' },
        user: userWith({ paywall: { is_watchdog: true } }),
      }),
      { kind: 'external', url: 'https://watchdog.example.com/broker/loads/5?t=1' },
    ],
    [
      'default user on watchdog host → default host',
      input('home', { brand: 'watchdog', location: { path: '/', search: '' } }),
      { kind: 'external', url: 'https://portal.example.com/broker/' },
    ],
    [
      'brand mismatch with a bad host config → stays',
      input('home', {
        brand: 'watchdog',
        config: { ...CONFIG, hosts: { default: 'http://portal.example.com', watchdog: CONFIG.hosts.watchdog } },
      }),
      { kind: 'allow' },
    ],
  ])('%s', (_name, given, expected) => {
    expect(decideAccess(given)).toEqual(expected);
  });
});

describe('decideAccess: a full broker', () => {
  const redirected: Partial<Record<RouteId, RouteId>> = {
    login: 'home',
    loginCode: 'home',
    signUp: 'home',
    signUpCode: 'home',
    myCarriersMine: 'connections',
  };
  it.each(ROUTE_IDS.filter((route) => !(route in redirected)))('may open %s', (route) => {
    expect(decideAccess(input(route))).toEqual({ kind: 'allow' });
  });
  it.each(ROUTE_IDS.filter((route) => !(route in redirected)))('may open %s on the watchdog brand too', (route) => {
    const watchdog = userWith({ paywall: { is_watchdog: true } });
    expect(decideAccess(input(route, { brand: 'watchdog', user: watchdog }))).toEqual({ kind: 'allow' });
  });
  it('is redirected only where the rules say', () => {
    for (const [route, to] of Object.entries(redirected)) {
      expect(decideAccess(input(route as RouteId))).toEqual({ kind: 'redirect', to });
    }
  });
});

describe('PERMISSION_RULES', () => {
  it('reads a missing company as not hiding vehicle search', () => {
    const rule = PERMISSION_RULES.find((r) => r.name === 'hide_vehicle_search');
    expect(rule?.denies(userWith({ company: null }), 'default')).toBe(false);
  });
  it("names each rule of section 6 (and the Rules screen's) once", () => {
    expect(PERMISSION_RULES.map((rule) => rule.name)).toEqual([
      'can_lane_search',
      'view_tfx',
      'manage_rate_confirmations',
      'hide_vehicle_search',
      'watchdog_carrier_search',
      'can_rule',
      'cannot_rule',
      'rules_need_can_rule',
    ]);
  });
});

describe('isExpiredLockout', () => {
  it('holds for an expired company that may not connect, and only then', () => {
    expect(isExpiredLockout(userWith({ company: { status: 'subscription_or_trial_expired' } }))).toBe(true);
    const connects = userWith({ company: { status: 'subscription_or_trial_expired' }, paywall: { can_connect: true } });
    expect(isExpiredLockout(connects)).toBe(false);
    expect(isExpiredLockout(userWith({ company: { status: 'past_due' } }))).toBe(false);
    expect(isExpiredLockout(userWith({ company: null }))).toBe(false);
  });
});

describe('mayOpen', () => {
  it('agrees with the guard on every signed-in route, user and brand', () => {
    const users = [
      fullBroker,
      userWith({ paywall: { can_lane_search: false } }),
      userWith({ company: { hide_vehicle_search: true } }),
      userWith({ paywall: { is_watchdog: true }, watchdog_limits: { can_carrier_search_for_watchdog: false } }),
    ];
    for (const user of users) {
      const brand = user.paywall.is_watchdog ? 'watchdog' : 'default';
      for (const route of ROUTE_IDS.filter((r) => routeKind(r) === 'requiresUser')) {
        const allowed = decideAccess(input(route, { user, brand })).kind === 'allow';
        expect(mayOpen(route, user, brand), `${route}`).toBe(allowed);
      }
    }
  });
  it('closes vehicle and contact search to a watchdog user without carrier search', () => {
    const user = userWith({
      paywall: { is_watchdog: true },
      watchdog_limits: { can_carrier_search_for_watchdog: false },
    });
    expect(mayOpen('vehicleShow', user, 'watchdog')).toBe(false);
    expect(mayOpen('contactSearch', user, 'watchdog')).toBe(false);
    expect(mayOpen('globalSearch', user, 'watchdog')).toBe(true);
  });
});

describe('mayAskCarrierEarly: the boot script asks for a carrier only where the guard opens its profile', () => {
  const statuses = ['active', 'trialing', 'past_due', 'subscription_or_trial_expired'] as const;
  const arbitraryUser = fc.record({
    id: fc.integer({ min: -1, max: 3 }),
    company: fc.option(
      fc.record({
        company_type: fc.constantFrom('broker' as const, 'carrier' as const),
        status: fc.constantFrom(...statuses),
        hide_vehicle_search: fc.boolean(),
      }),
    ),
    paywall: fc.record({ is_watchdog: fc.boolean(), can_connect: fc.boolean() }),
  });

  it('never where the guard would redirect, on either brand', () => {
    fc.assert(
      fc.property(arbitraryUser, fc.constantFrom('default' as const, 'watchdog' as const), (patch, brand) => {
        const user = userWith(patch);
        if (!mayAskCarrierEarly(user, brand)) return true;
        return decideAccess(input('carrierDetail', { user, brand })).kind === 'allow';
      }),
    );
  });

  it('for a broker of this brand, with a current or a connecting lapsed plan; not for the others', () => {
    expect(mayAskCarrierEarly(fullBroker, 'default')).toBe(true);
    expect(mayAskCarrierEarly(fullBroker, 'watchdog')).toBe(false);
    const watchdog = userWith({ paywall: { is_watchdog: true } });
    expect(mayAskCarrierEarly(watchdog, 'watchdog')).toBe(true);
    const lapsed = { company: { status: 'subscription_or_trial_expired' as const } };
    expect(mayAskCarrierEarly(userWith(lapsed), 'default')).toBe(false);
    expect(mayAskCarrierEarly(userWith({ ...lapsed, paywall: { can_connect: true } }), 'default')).toBe(true);
    expect(mayAskCarrierEarly(userWith({ company: { company_type: 'carrier' } }), 'default')).toBe(false);
    expect(mayAskCarrierEarly(userWith({ company: null }), 'default')).toBe(false);
    for (const odd of [null, undefined, 'user', {}, { id: 5 }, { ...fullBroker, id: '5' }])
      expect(mayAskCarrierEarly(odd, 'default')).toBe(false);
  });

  it('is written without any name from outside it, as the build copies its source', () => {
    const source = mayAskCarrierEarly.toString();
    const called = [...source.matchAll(/\b([A-Za-z_$][\w$]*)\s*\(/g)].map(([, name]) => name);
    expect(called.filter((name) => !['function', 'mayAskCarrierEarly', 'if', 'return'].includes(name!))).toEqual([]);
    expect(new Function(`return (${source})`)()(fullBroker, 'default')).toBe(true);
  });
});
