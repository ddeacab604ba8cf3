import type { Plugin } from 'vite';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * The preview serves the build's hashed files (`/broker/assets/…`, a new name for each new content)
 * as a CDN in front of the portal would: cached for a year, never asked again. Vite's preview says
 * `no-cache` for every file, so a browser asked for each one again on every page load (an answer
 * each, 304 or not). The e2e suite's many visits of one context (tests/robustness) load the app's
 * code once this way; index.html stays `no-cache`, so a new build is seen at once.
 */
export function immutableAssetsPlugin({ compress = true }: { compress?: boolean } = {}): Plugin {
  return {
    name: 'broker-portal:immutable-assets',
    configurePreviewServer(server) {
      const assets = `${server.config.base}assets/`;
      server.middlewares.use((req, res, next) => {
        // The e2e suite's preview (README, "Where the time goes"): Vite's preview gzips every file
        // again on each request, work for the suite's two cores that a test on this machine's
        // loopback gains nothing from; asking for no encoding skips it (the bench keeps it).
        if (!compress) delete req.headers['accept-encoding'];
        if (req.url?.startsWith(assets)) {
          const setHeader = res.setHeader.bind(res);
          res.setHeader = (name, value) => setHeader(name, name.toLowerCase() === 'cache-control' ? IMMUTABLE : value);
          res.setHeader('Cache-Control', IMMUTABLE);
        }
        next();
      });
    },
  };
}
