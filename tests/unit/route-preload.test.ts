// @vitest-environment node
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Rollup } from 'vite';
import {
  firstPanelModules,
  patternRegex,
  preloadRules,
  preloadScript,
  routeDataModules,
  screenModules,
} from '../../scripts/route-preload';
import { paths } from '../../src/config/paths';
import { ROUTE_IDS, routeKind } from '../../src/domain/routes';

/**
 * A fake build: each chunk by file name, with the module it stands for (its facade), the modules it
 * holds besides (`holds`: a shared chunk has no facade), and its static imports.
 */
function bundleOf(
  chunks: { file: string; module?: string; holds?: string[]; imports?: string[]; entry?: boolean; css?: string[] }[],
) {
  return Object.fromEntries(
    chunks.map((c) => [
      c.file,
      {
        type: 'chunk',
        fileName: c.file,
        facadeModuleId: c.module ? `/repo/${c.module}` : null,
        moduleIds: [c.module, ...(c.holds ?? [])].filter(Boolean).map((m) => `/repo/${m}`),
        imports: c.imports ?? [],
        isEntry: c.entry === true,
        viteMetadata: { importedCss: new Set(c.css ?? []), importedAssets: new Set() },
      },
    ]),
  ) as unknown as Rollup.OutputBundle;
}

describe('route preload: the first route’s chunk starts with the entry', () => {
  it('reads every screen of the screens’ table, shared screens included', () => {
    const screens = screenModules();
    expect(screens.get('loads')).toBe('src/features/loads/loads-page.tsx');
    expect(screens.get('loadDetail')).toBe('src/features/loads/load-detail-page.tsx');
    expect(screens.get('vpnBlock')).toBe('src/features/errors/access-blocked-page.tsx');
    expect([...screens.keys()].sort()).toEqual([...ROUTE_IDS].sort());
  });

  it('knows every page module the router loads, and no other (the router loads features/**/*-page.tsx)', () => {
    const pages = readdirSync('src/features', { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('-page.tsx'))
      .map((file) => `src/features/${file.replaceAll('\\', '/')}`);
    expect(new Set(screenModules().values())).toEqual(new Set(pages));
  });

  it('knows every route-data module the loaders load, each beside its route’s screen (features/**/*.route.ts)', () => {
    const modules = readdirSync('src/features', { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.route.ts'))
      .map((file) => `src/features/${file.replaceAll('\\', '/')}`);
    const data = routeDataModules();
    expect(new Set(data.values())).toEqual(new Set(modules));
    for (const [id, module] of data) {
      expect(module.split('/').slice(0, -1)).toEqual(screenModules().get(id)?.split('/').slice(0, -1));
    }
  });

  describe('every route of the path table', () => {
    const screens = screenModules();
    const modules = [...new Set(screens.values())];
    const chunkOf = (module: string) => `screen-${modules.indexOf(module)}.js`;
    const bundle = bundleOf([
      { file: 'index.js', module: 'index.html', entry: true },
      { file: 'layout.js', module: 'src/app/app-layout.tsx' },
      ...modules.map((module) => ({ file: chunkOf(module), module })),
    ]);
    const rules = new Map(preloadRules(bundle, '/broker/', screens));

    it.each(ROUTE_IDS)('%s: its screen exists and its chunk is preloaded on its path', (id) => {
      const screen = screens.get(id);
      expect(screen && existsSync(screen)).toBe(true);
      const files = rules.get(patternRegex('/broker/', paths[id].pattern));
      if (paths[id].pattern === '*') {
        // The catch-all matches no address of its own: an unknown address preloads nothing.
        expect(files).toBeUndefined();
        return;
      }
      expect(files).toContain(chunkOf(screen ?? ''));
      expect(files?.includes('layout.js')).toBe(routeKind(id) === 'requiresUser');
    });

    it('has one rule per route but the catch-all', () => {
      expect(rules.size).toBe(ROUTE_IDS.length - 1);
    });
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

  it('preloads a route’s route data only where it has some, the shell and the HTTP client only where it frames', () => {
    const bundle = bundleOf([
      { file: 'index.js', module: 'index.html', imports: ['react.js'], entry: true },
      { file: 'react.js' },
      { file: 'layout.js', module: 'src/app/app-layout.tsx', imports: ['react.js', 'nav.js'], css: ['layout.css'] },
      { file: 'nav.js' },
      { file: 'http.js', module: 'src/api/http.ts', imports: ['axios.js'] },
      { file: 'axios.js' },
      { file: 'loads-route.js', module: 'src/features/loads/loads.route.ts', imports: ['loads-api.js'] },
      { file: 'loads-api.js' },
      { file: 'loads.js', module: 'src/features/loads/loads-page.tsx', imports: ['loads-api.js', 'table.js'] },
      { file: 'table.js' },
      { file: 'home.js', module: 'src/features/home/home-page.tsx' },
      { file: 'login.js', module: 'src/features/auth/login-page.tsx' },
    ]);
    const screens = new Map([
      ['loads', 'src/features/loads/loads-page.tsx'],
      ['home', 'src/features/home/home-page.tsx'],
      ['login', 'src/features/auth/login-page.tsx'],
    ]);
    const data = new Map([['loads', 'src/features/loads/loads.route.ts']]);
    const rules = new Map(preloadRules(bundle, '/broker/', screens, data));
    expect(rules.get(patternRegex('/broker/', '/loads'))).toEqual([
      'layout.js',
      'layout.css',
      'nav.js',
      'http.js',
      'axios.js',
      'loads-route.js',
      'loads-api.js',
      'loads.js',
      'table.js',
    ]);
    expect(rules.get(patternRegex('/broker/', '/'))).toEqual([
      'layout.js',
      'layout.css',
      'nav.js',
      'http.js',
      'axios.js',
      'home.js',
    ]);
    expect(rules.get(patternRegex('/broker/', '/login'))).toEqual(['login.js']);
    expect(rules.size).toBe(3);
  });

  it('finds a route’s route data in a shared chunk, and preloads the first tab where tabs are chunks', () => {
    const bundle = bundleOf([
      { file: 'index.js', module: 'index.html', entry: true },
      // The route data, also imported by a tab: bundled into a chunk that has no facade.
      { file: 'account-route.js', holds: ['src/features/account/my-account.route.ts'], imports: ['company.js'] },
      { file: 'company.js' },
      { file: 'account.js', module: 'src/features/account/my-account-page.tsx', imports: ['tabs.js'] },
      { file: 'tabs.js' },
      { file: 'profile.js', module: 'src/features/account/profile/profile-tab.tsx', imports: ['table.js'] },
      { file: 'table.js', css: ['table.css'] },
      { file: 'users.js', module: 'src/features/account/users/users-tab.tsx', imports: ['table.js'] },
    ]);
    const rules = preloadRules(
      bundle,
      '/broker/',
      new Map([['myAccount', 'src/features/account/my-account-page.tsx']]),
      new Map([['myAccount', 'src/features/account/my-account.route.ts']]),
      new Map([['myAccount', 'src/features/account/profile/profile-tab.tsx']]),
    );
    expect(new Map(rules).get(patternRegex('/broker/', '/my-account'))).toEqual([
      'account-route.js',
      'company.js',
      'account.js',
      'tabs.js',
      'profile.js',
      'table.js',
      'table.css',
    ]);
  });

  it.each([...firstPanelModules()])('%s: its first panel is the first tab its screen loads lazily', (id, panel) => {
    expect(existsSync(panel)).toBe(true);
    // The screen's folder holds the file that lists its tabs' chunks; this panel is the first listed.
    const folder = dirname(screenModules().get(id) ?? '');
    const own = `'./${relative(folder, panel).replace(/\.tsx$/, '')}'`;
    const lister = readdirSync(folder)
      .filter((file) => /\.tsx?$/.test(file) && !file.includes('.test.'))
      .map((file) => readFileSync(join(folder, file), 'utf8'))
      .find((source) => source.includes(`import(${own})`));
    expect(/import\(('\.\/[^']+')\)/.exec(lister ?? '')?.[1]).toBe(own);
    expect(relative(folder, panel)).not.toMatch(/^\.\./);
  });
});
