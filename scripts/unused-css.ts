import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import postcss from 'postcss';
import type { Plugin } from 'vite';

/**
 * Mantine's stylesheet without the components the portal never draws (README, "Benchmark and
 * budgets", issue 29). `@mantine/core/styles.css` holds every component's rules, about 250 KB that
 * the browser parses and matches against every element before the first paint; a phone did so in a
 * long task of its own. Each Mantine component names its classes (`m_8a5d1357`) in its own module,
 * so the build follows the app's imports of Mantine through Mantine's modules, collects the classes
 * they name, and leaves out every rule whose selector names another Mantine class: it can never
 * match. This happens as the stylesheet is read, so the CSS file's name hashes what it holds. Rules
 * without Mantine classes (the app's own, `:root` variables, `.mantine-*` helpers) stay, in
 * Mantine's order, so the cascade is unchanged. The build checks the result: a class named in a
 * built JS file whose rules were left out stops it.
 */

// Mantine names a class by a 32-bit hash in hex, without leading zeros: 8 digits, some 7 (m_d08caa0) or 6.
const MANTINE_CLASS = /\bm_[0-9a-f]{6,8}\b/g;
// `import X from "…"`, `import { a, b as c } from "…"`, `import "…"`, `export { a } from "…"`, `export * from "…"`.
const IMPORT =
  /\b(?:import|export)\s*(?:type\s+)?([\w$*\s,]*(?:\{([^}]*)\})?[\w$*\s,]*)\s*(?:from\s*)?["']([^"']+)["']/g;
const MANTINE_PACKAGES = ['@mantine/core', '@mantine/notifications'] as const;

/** Every Mantine class named in these sources. */
export function mantineClassesIn(sources: Iterable<string>): Set<string> {
  const found = new Set<string>();
  for (const source of sources) for (const name of source.match(MANTINE_CLASS) ?? []) found.add(name);
  return found;
}

/** The names of a `{ a, b as c }` import list, as the module exports them (a, b). */
const importedNames = (list: string) =>
  list
    .split(',')
    .map(
      (part) =>
        part
          .trim()
          .split(/\s+as\s+/)[0]
          ?.replace(/^type\s+/, '') ?? '',
    )
    .filter(Boolean);

/**
 * The Mantine classes the app can draw: from the named imports of `@mantine/*` in `sources` (the
 * app's files), through each package's index to the component's module and everything it imports.
 * A superset of what renders (a module's every import is followed), never less.
 */
export function mantineClassesReachable(sources: Iterable<string>, nodeModules: string): Set<string> {
  const esm = (pkg: string) => join(nodeModules, pkg, 'esm');
  // Each package's exported names → the module that defines them (its index imports them by name).
  const indexOf = new Map<string, Map<string, string>>();
  const exportsOf = (pkg: string) => {
    let names = indexOf.get(pkg);
    if (!names) {
      names = new Map();
      const index = join(esm(pkg), 'index.mjs');
      for (const [, , list, from] of readFileSync(index, 'utf8').matchAll(IMPORT))
        if (list && from?.startsWith('.'))
          for (const name of importedNames(list)) names.set(name, resolve(esm(pkg), from));
      indexOf.set(pkg, names);
    }
    return names;
  };
  const classes = new Set<string>();
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    for (const name of source.match(MANTINE_CLASS) ?? []) classes.add(name);
    follow(source, dirname(file));
  };
  const follow = (source: string, dir: string | null) => {
    for (const [, , list, from] of source.matchAll(IMPORT)) {
      if (!from) continue;
      if (dir && from.startsWith('.') && from.endsWith('.mjs')) visit(resolve(dir, from));
      const pkg = MANTINE_PACKAGES.find((p) => p === from);
      if (!pkg) continue;
      // A whole-package import (a stylesheet, `import * as`) names no component: nothing to follow.
      for (const name of importedNames(list ?? '')) {
        const file = exportsOf(pkg).get(name);
        if (file) visit(file);
      }
    }
  };
  for (const source of sources) follow(source, null);
  return classes;
}

/**
 * The stylesheet without the selectors that name a Mantine class outside `kept`; a rule left with no
 * selector goes, and so does an at-rule (`@media`, `@supports`) left empty.
 */
export function withoutUnusedMantineRules(css: string, kept: ReadonlySet<string>): string {
  const root = postcss.parse(css);
  root.walkRules((rule) => {
    const selectors = rule.selectors.filter((s) => (s.match(MANTINE_CLASS) ?? []).every((c) => kept.has(c)));
    if (selectors.length === 0) rule.remove();
    else if (selectors.length !== rule.selectors.length) rule.selectors = selectors;
  });
  for (let emptied = true; emptied;) {
    emptied = false;
    root.walkAtRules((atRule) => {
      if (atRule.nodes?.length === 0) {
        atRule.remove();
        emptied = true;
      }
    });
  }
  return root.toString();
}

/** The app's source files (src/, not tests), read. */
function appSources(root: string): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) files.push(readFileSync(path, 'utf8'));
    }
  };
  walk(join(root, 'src'));
  return files;
}

/** The build's step: Mantine's stylesheet as the app's imports need it, checked against the built JS. */
export function unusedCssPlugin(): Plugin {
  let kept: Set<string> | null = null;
  let root = process.cwd();
  return {
    name: 'broker-portal:unused-mantine-css',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    buildStart() {
      kept = mantineClassesReachable(appSources(root), join(root, 'node_modules'));
    },
    transform(code, id) {
      if (!kept || !id.endsWith('/@mantine/core/styles.css')) return null;
      return { code: withoutUnusedMantineRules(code, kept), map: null };
    },
    generateBundle(_options, bundle) {
      if (!kept) return;
      const built = mantineClassesIn(Object.values(bundle).flatMap((f) => (f.type === 'chunk' ? [f.code] : [])));
      const missing = [...built].filter((name) => !kept?.has(name));
      if (missing.length)
        this.error(`Mantine classes in the built JS whose rules were left out of the CSS: ${missing.join(', ')}`);
    },
  };
}
