import { describe, it, expect } from 'vitest';
import { ROUTE_IDS, routeKind } from './routes';

describe('routeKind', () => {
  it.each([
    ['login', 'forbidsAuthentication'],
    ['loginCode', 'forbidsAuthentication'],
    ['signUp', 'forbidsAuthentication'],
    ['signUpCode', 'forbidsAuthentication'],
    ['signUpDetails', 'allowedWhileAuthenticated'],
    ['requiredInformation', 'allowedWhileAuthenticated'],
    ['notFound', 'public'],
    ['vpnBlock', 'public'],
    ['countryBlock', 'public'],
    ['pendingAccessReview', 'public'],
    ['home', 'requiresUser'],
    ['myAccount', 'requiresUser'],
    ['loadDetail', 'requiresUser'],
  ] as const)('%s is %s', (route, kind) => {
    expect(routeKind(route)).toBe(kind);
  });
  it('covers the 33 routes of both specs, the Rules screen and the Notes list', () => {
    expect(ROUTE_IDS).toHaveLength(35);
    expect(ROUTE_IDS.filter((route) => routeKind(route) === 'requiresUser')).toHaveLength(25);
    expect(routeKind('rules')).toBe('requiresUser');
    expect(routeKind('notes')).toBe('requiresUser');
  });
});
