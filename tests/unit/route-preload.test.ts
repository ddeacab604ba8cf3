// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { patternRegex, preloadScript, screenModules } from '../../scripts/route-preload';

describe('route preload: the first route’s chunk starts with the entry', () => {
  it('reads every screen of the router, aliases included', () => {
    const screens = screenModules(readFileSync('src/app/router.tsx', 'utf8'));
    expect(screens.get('loads')).toBe('src/features/loads/loads-page.tsx');
    expect(screens.get('loadDetail')).toBe('src/features/loads/load-detail-page.tsx');
    expect(screens.get('vpnBlock')).toBe('src/features/errors/access-blocked-page.tsx');
    expect(screens.size).toBeGreaterThanOrEqual(14);
  });

  it.each([
    ['/', '/broker/', true],
    ['/', '/broker', true],
    ['/', '/broker/loads', false],
    ['/loads', '/broker/loads', true],
    ['/loads', '/broker/loads/', true],
    ['/loads', '/broker/loads/50001', false],
    ['/loads/:id', '/broker/loads/50001', true],
    ['/loads/:id', '/broker/loads/50001/x', false],
    ['/carriers/rate-confirmations/:id', '/broker/carriers/rate-confirmations/emails', true],
    ['/my-account', '/broker/my-accountx', false],
  ])('pattern %s against %s → %s', (pattern, path, matches) => {
    expect(new RegExp(patternRegex('/broker/', pattern)).test(path)).toBe(matches);
  });

  it('adds the matching rule’s files and nothing for an unknown address', () => {
    const script = preloadScript('/broker/', [
      ['^/broker/loads/?$', ['assets/loads.js', 'assets/shared.js', 'assets/loads.css']],
      ['^/broker/alerts/?$', ['assets/alerts.js', 'assets/shared.js']],
    ]);
    const run = (pathname: string) => {
      const links: { rel: string; href: string; crossOrigin?: string }[] = [];
      const document = {
        createElement: () => ({ rel: '', href: '' }),
        head: { appendChild: (link: { rel: string; href: string }) => links.push(link) },
      };
      new Function('location', 'document', script)({ pathname }, document);
      return links;
    };
    expect(run('/broker/loads')).toEqual([
      { rel: 'modulepreload', href: '/broker/assets/loads.js', crossOrigin: '' },
      { rel: 'modulepreload', href: '/broker/assets/shared.js', crossOrigin: '' },
      { rel: 'stylesheet', href: '/broker/assets/loads.css' },
    ]);
    expect(run('/broker/alerts').map((l) => l.href)).toEqual(['/broker/assets/alerts.js', '/broker/assets/shared.js']);
    expect(run('/broker/nowhere')).toEqual([]);
  });
});
