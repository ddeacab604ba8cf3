// Builds the contracts for people and tools outside this repo (`npm run docs:contracts`):
//
//   dist/contracts/<api>.openapi.yaml  one file per API, every $ref internal (`redocly bundle`)
//   dist/contracts/<api>.html          a reference page that works offline (`redocly build-docs
//                                      --inlineBundle`: Redoc's script is inside the page)
//
// Then checks what it wrote: no $ref in the bundle points outside it, and the HTML loads no
// script, style sheet or font from the network. Exits 1 if a step or a check fails.
// Plain ESM, Node >= 24, no build step; runs Redocly CLI from node_modules with telemetry off.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse as parseYaml } from 'yaml';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const out = join(root, 'dist', 'contracts');
const redocly = join(root, 'node_modules', '.bin', 'redocly');
const APIS = ['identity', 'monitor'];
const env = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', NO_COLOR: '1' };

/** @param {string[]} args @returns {{ ok: boolean, output: string }} */
function run(args) {
  const r = spawnSync(redocly, args, { cwd: root, env, encoding: 'utf8' });
  return { ok: r.status === 0, output: `${r.stdout ?? ''}${r.stderr ?? ''}`.trim() };
}

/**
 * Every `$ref` in a parsed document that does not point inside it.
 * @param {unknown} node @param {string} path @returns {string[]}
 */
function externalRefs(node, path = '#') {
  if (Array.isArray(node)) return node.flatMap((v, i) => externalRefs(v, `${path}/${i}`));
  if (node === null || typeof node !== 'object') return [];
  const found = [];
  for (const [key, value] of Object.entries(node)) {
    if (key === '$ref' && typeof value === 'string' && !value.startsWith('#')) found.push(`${path}: $ref ${value}`);
    else found.push(...externalRefs(value, `${path}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`));
  }
  return found;
}

/**
 * Things the page would fetch from the network when opened: scripts, style sheets, fonts, imports.
 * Links a reader clicks (<a href>) and URLs inside the contract text are fine.
 * @param {string} html @returns {string[]}
 */
function networkLoads(html) {
  const patterns = [
    /<script\b[^>]*\bsrc\s*=\s*["']?((?:https?:)?\/\/[^"'\s>]+)/gi,
    /<link\b[^>]*\bhref\s*=\s*["']?((?:https?:)?\/\/[^"'\s>]+)/gi,
    /@import\s+(?:url\()?["']?((?:https?:)?\/\/[^"')\s]+)/gi,
    /url\(\s*["']?((?:https?:)?\/\/[^"')\s]+\.(?:woff2?|ttf|otf|css)[^"')\s]*)/gi,
  ];
  const hits = new Set();
  for (const re of patterns) for (const m of html.matchAll(re)) hits.add(m[1]);
  return [...hits];
}

mkdirSync(out, { recursive: true });
let failed = false;
for (const api of APIS) {
  const source = join('openapi', api, 'openapi.yaml');
  const bundle = join(out, `${api}.openapi.yaml`);
  const html = join(out, `${api}.html`);

  const b = run(['bundle', source, '--output', bundle, '--ext', 'yaml']);
  if (!b.ok || !existsSync(bundle)) {
    console.error(`✖ ${api}: redocly bundle failed\n${b.output}`);
    failed = true;
    continue;
  }
  const doc = parseYaml(readFileSync(bundle, 'utf8'), { maxAliasCount: -1 });
  const refs = externalRefs(doc);
  if (refs.length > 0) {
    console.error(`✖ ${api}: the bundle still has $refs outside it (a $ref inside an example value is kept as text):`);
    for (const r of refs) console.error(`    ${r}`);
    failed = true;
  }

  const title = `${doc?.info?.title ?? api} ${doc?.info?.version ?? ''}`.trim();
  const d = run(['build-docs', bundle, '--output', html, '--inlineBundle', '--title', title]);
  if (!d.ok || !existsSync(html)) {
    console.error(`✖ ${api}: redocly build-docs failed\n${d.output}`);
    failed = true;
    continue;
  }
  const loads = networkLoads(readFileSync(html, 'utf8'));
  if (loads.length > 0) {
    console.error(`✖ ${api}: ${relative(root, html)} loads from the network when opened (not offline):`);
    for (const l of loads) console.error(`    ${l}`);
    failed = true;
  }
  const kb = (/** @type {string} */ f) => `${Math.round(statSync(f).size / 1024)} KB`;
  console.log(`✔ ${api}: ${relative(root, bundle)} (${kb(bundle)}), ${relative(root, html)} (${kb(html)}, offline)`);
}
process.exitCode = failed ? 1 : 0;
