import type { Plugin, Rollup } from 'vite';
import { paths } from '../src/config/paths';
import { FIRST_PANELS, ROUTE_DATA, SCREENS } from '../src/app/screens';
import { routeKind, type RouteId } from '../src/domain/routes';

/**
 * The first route's chunk, preloaded (README, "Data before code"): a tiny same-origin script, run
 * before the entry, matches the address against the path table and adds `<link rel=modulepreload>`
 * (and the stylesheets) for that route's screen, the app shell and the HTTP client, so they download alongside the
 * entry instead of after it has run; on a route with route data, its module too, so the loader's
 * first query leaves as soon as the router runs. No inline script: the CSP stays
 * `script-src 'self'`.
 */

const FRAME = 'src/app/app-layout.tsx';
// The HTTP client (axios) loads with the first call (src/api/mutators.ts); a framed route's first
// call, the current user, leaves at once, so there it downloads alongside the entry.
const HTTP_CLIENT = 'src/api/http.ts';

/** Each route id's screen module ("src/features/loads/loads-page.tsx"), from the screens' table the router reads. */
export function screenModules(): Map<string, string> {
  return new Map(Object.entries(SCREENS).map(([id, module]) => [id, `src/${module}`]));
}

/** Each route id's route-data module ("src/features/loads/loads.route.ts"), from the same table. */
export function routeDataModules(): Map<string, string> {
  return new Map(Object.entries(ROUTE_DATA).map(([id, module]) => [id, `src/${module}`]));
}

/** Each route id's first tab's module where its tabs are chunks of their own, from the same table. */
export function firstPanelModules(): Map<string, string> {
  return new Map(Object.entries(FIRST_PANELS).map(([id, module]) => [id, `src/${module}`]));
}

/** A path pattern ("/loads/:id") as a regular expression over the full path ("/broker/loads/50001"). */
export function patternRegex(base: string, pattern: string): string {
  const body = pattern
    .split('/')
    .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return `^${base.replace(/\/$/, '')}${body === '/' ? '' : body}/?$`;
}

/** The files a chunk needs beyond those already loaded: itself and its static imports, and their CSS. */
function filesOf(bundle: Rollup.OutputBundle, start: Rollup.OutputChunk, skip: Set<string>): string[] {
  const files = new Set<string>();
  const visit = (chunk: Rollup.OutputChunk) => {
    if (skip.has(chunk.fileName) || files.has(chunk.fileName)) return;
    files.add(chunk.fileName);
    for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(css);
    for (const name of chunk.imports) {
      const next = bundle[name];
      if (next?.type === 'chunk') visit(next);
    }
  };
  visit(start);
  return [...files];
}

/**
 * The runtime script: the first rule whose pattern matches the address preloads its files. Files
 * are listed once and rules name them by index, since most routes share most of their files.
 */
export function preloadScript(base: string, rules: [string, string[]][]): string {
  const files = [...new Set(rules.flatMap(([, list]) => list))];
  const indexed = rules.map(([pattern, list]) => [pattern, list.map((f) => files.indexOf(f))]);
  return `(function(){var b=${JSON.stringify(base)},f=${JSON.stringify(files)},r=${JSON.stringify(indexed)},p=location.pathname;for(var i=0;i<r.length;i++){if(new RegExp(r[i][0]).test(p)){r[i][1].forEach(function(n){var l=document.createElement('link');if(/\\.css$/.test(f[n])){l.rel='stylesheet'}else{l.rel='modulepreload';l.crossOrigin=''}l.href=b+f[n];document.head.appendChild(l)});return}}})();\n`;
}

/**
 * Each route's rule: its pattern and the files to preload there beyond the initial JS, that is its
 * screen's chunk, the app shell on a framed route, the route's route data where it has some, and
 * its first tab where its tabs are chunks of their own. `screens` maps a route id to its screen
 * module (screenModules), `data` to its route data, `panels` to its first tab.
 */
export function preloadRules(
  bundle: Rollup.OutputBundle,
  base: string,
  screens: Map<string, string>,
  data: Map<string, string> = routeDataModules(),
  panels: Map<string, string> = firstPanelModules(),
): [string, string[]][] {
  const chunks = Object.values(bundle).filter((f): f is Rollup.OutputChunk => f.type === 'chunk');
  const entry = chunks.find((c) => c.isEntry);
  if (!entry) return [];
  const initial = new Set(filesOf(bundle, entry, new Set()));
  // A module's own chunk; else the chunk that holds it: a route-data module its screen also imports
  // is bundled into a shared chunk with no facade (My Account's was then fetched only by its loader,
  // after the entry had run: 470 ms into the load instead of 177).
  const byModule = (module: string) =>
    chunks.find((c) => c.facadeModuleId?.endsWith(module)) ??
    chunks.find((c) => c.moduleIds.some((id) => id.endsWith(module)));
  const filesFrom = (module: string) => {
    const chunk = byModule(module);
    return chunk ? filesOf(bundle, chunk, initial) : [];
  };
  const frameFiles = [...filesFrom(FRAME), ...filesFrom(HTTP_CLIENT)];
  // Static segments before parameters, as the router ranks them ("emails" is never an id).
  const ordered = Object.entries(paths)
    .filter(([, route]) => route.pattern !== '*')
    .sort(([, a], [, b]) => Number(a.pattern.includes(':')) - Number(b.pattern.includes(':')));
  const rules: [string, string[]][] = [];
  for (const [id, route] of ordered) {
    const screen = screens.get(id);
    const chunk = screen ? byModule(screen) : undefined;
    if (!chunk) continue;
    // The sign-in steps and the block pages have no app shell around them.
    const framed = routeKind(id as RouteId) === 'requiresUser';
    const files = [
      ...(framed ? frameFiles : []),
      // The route's own route data (its loader starts the screen's first queries from it).
      ...(data.has(id) ? filesFrom(data.get(id) ?? '') : []),
      ...filesOf(bundle, chunk, initial),
      ...(panels.has(id) ? filesFrom(panels.get(id) ?? '') : []),
    ];
    rules.push([patternRegex(base, route.pattern), [...new Set(files)]]);
  }
  return rules;
}

/** What a rewrite of the built index.html may use: the config's base, the bundle, and a way to add a file. */
interface IndexHtmlContext {
  base: string;
  bundle: Rollup.OutputBundle;
  /** Adds an asset to the build and answers its hashed file name. */
  emit: (name: string, source: string) => string;
}

/** A build plugin that rewrites the built index.html once the bundle is known (route-preload, boot-frame). */
export function indexHtmlPlugin(name: string, rewrite: (html: string, context: IndexHtmlContext) => string): Plugin {
  let base = '/';
  return {
    name,
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      base = config.base;
    },
    generateBundle(_options, bundle) {
      const html = bundle['index.html'];
      if (html?.type !== 'asset') return;
      const emit = (asset: string, source: string) =>
        this.getFileName(this.emitFile({ type: 'asset', name: asset, source }));
      html.source = rewrite(String(html.source), { base, bundle, emit });
    },
  };
}

export function routePreloadPlugin(): Plugin {
  return indexHtmlPlugin('broker-portal:route-preload', (html, { base, bundle, emit }) => {
    const rules = preloadRules(bundle, base, screenModules());
    if (rules.length === 0) return html;
    const tag = `<script async src="${base}${emit('route-preload.js', preloadScript(base, rules))}"></script>`;
    return html.replace(/(\s*<script type="module")/, `\n    ${tag}$1`);
  });
}
