import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { isAllowedRedirect, isSafeInternalPath, nextDestination } from './redirects';

const ALLOWED = ['https://portal.example.com', 'https://watchdog.example.com'];

describe('isAllowedRedirect', () => {
  it.each([
    ['https://portal.example.com/broker/carriers', true],
    ['https://watchdog.example.com/broker/?a=1', true],
    ['https://portal.example.com:443/x', true],
    ['http://portal.example.com/broker', false],
    ['https://evil.example.com/broker', false],
    ['https://portal.example.com.evil.com/', false],
    ['https://user:pw@portal.example.com/', false],
    ['https://user@portal.example.com/', false],
    ['https://:pw@portal.example.com/', false],
    ['javascript:alert(1)', false],
    ['JavaScript://portal.example.com/%0aalert(1)', false],
    ['data:text/html,hi', false],
    ['//portal.example.com/broker', false],
    ['/broker/home', false],
    ['', false],
  ])('%s → %s', (url, allowed) => {
    expect(isAllowedRedirect(url, ALLOWED)).toBe(allowed);
  });
  it('ignores allowed origins that are not https or not URLs', () => {
    expect(isAllowedRedirect('https://a.example.com/', ['http://a.example.com'])).toBe(false);
    expect(isAllowedRedirect('https://a.example.com/', ['a.example.com', 'https://a.example.com'])).toBe(true);
    expect(isAllowedRedirect('https://a.example.com/', ['not a url'])).toBe(false);
    expect(isAllowedRedirect('http://a.example.com/', ['http://a.example.com'])).toBe(false);
    expect(isAllowedRedirect('https://a.example.com/', [])).toBe(false);
  });
  it('never allows a URL whose origin is not in the list', () => {
    fc.assert(
      fc.property(fc.webUrl(), (url) => {
        if (isAllowedRedirect(url, ALLOWED)) expect(ALLOWED).toContain(new URL(url).origin);
      }),
    );
  });
  it('never throws', () => {
    fc.assert(
      fc.property(fc.string(), fc.array(fc.string()), (url, origins) => {
        expect(() => isAllowedRedirect(url, origins)).not.toThrow();
      }),
    );
  });
});

describe('isSafeInternalPath', () => {
  it.each([
    ['/carriers/Mine?x=1', true],
    ['/', true],
    ['//evil.com', false],
    ['/\\evil.com', false],
    ['/a\\b', false],
    ['https://evil.com', false],
    ['carriers', false],
    ['/a\nb', false],
    ['/a\u0000', false],
    ['/a\u001f', false],
    ['/a\u007f', false],
    ['/a b', true],
  ])('%j → %s', (path, safe) => {
    expect(isSafeInternalPath(path)).toBe(safe);
  });
});

describe('nextDestination', () => {
  it('uses the saved destination once', () => {
    expect(nextDestination('/carriers/12?tab=2', '/')).toEqual({ to: '/carriers/12?tab=2', clearSaved: true });
  });
  it('falls back when nothing is saved, without clearing', () => {
    expect(nextDestination(null, '/')).toEqual({ to: '/', clearSaved: false });
    expect(nextDestination('', '/')).toEqual({ to: '/', clearSaved: false });
  });
  it('falls back on an unsafe saved value and still clears it', () => {
    expect(nextDestination('https://evil.com', '/')).toEqual({ to: '/', clearSaved: true });
  });
});
