// The second half of `npm run lint:contracts`: bundles each contract into one file (Redocly's
// bundler, the drift check's loader) under .cache/contract-lint/ and lints the bundles with
// Spectral's stock ruleset (spectral/stock.spectral.yaml: `extends: spectral:oas`, nothing off).
// Any error or warning fails. After a pass the bundles are removed; after a failure they are kept
// so that the reported lines can be read (the finding's path, e.g. `paths./api/v1/loads.get`,
// names the operation in openapi/ too).
//
//   node scripts/lint-bundled-contracts.mjs                      both contracts of openapi/
//   node scripts/lint-bundled-contracts.mjs a/openapi.yaml --out DIR   other root files (tests)
//
// Plain ESM, Node >= 24, no build step.
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { APIS, ContractError, bundleContract, contractFile } from './contract-check/contract.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const { values, positionals } = parseArgs({ allowPositionals: true, options: { out: { type: 'string' } } });
const out = resolve(values.out ?? join(root, '.cache', 'contract-lint'));
/** Each root file with the name of its bundle: `<api>.openapi.json` (the contract's folder name). */
const sources = (positionals.length > 0 ? positionals.map((p) => resolve(p)) : APIS.map(contractFile)).map((file) => ({
  file,
  name: `${basename(dirname(file))}.openapi.json`,
}));
const started = performance.now();

rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
const bundles = [];
for (const { file, name } of sources) {
  let doc;
  try {
    doc = await bundleContract(file);
  } catch (err) {
    if (!(err instanceof ContractError)) throw err;
    console.error(`✖ ${relative(root, file)}: cannot bundle the contract\n${err.message}`);
    process.exit(1);
  }
  const bundle = join(out, name);
  // JSON, not YAML: written in milliseconds (YAML takes ~0.3 s), and Spectral reads it as fast.
  writeFileSync(bundle, JSON.stringify(doc, null, 2) + '\n');
  bundles.push(bundle);
}

const spectral = spawnSync(
  join(root, 'node_modules', '.bin', 'spectral'),
  ['lint', ...bundles, '--ruleset', join(root, 'spectral', 'stock.spectral.yaml'), '--fail-severity=warn'],
  { cwd: root, stdio: 'inherit' },
);
const seconds = ((performance.now() - started) / 1000).toFixed(1);
if (spectral.status !== 0) {
  console.error(`✖ spectral:oas on the bundled contracts failed (${seconds} s); the bundles are kept in ${out}`);
  process.exit(spectral.status || 1);
}
rmSync(out, { recursive: true, force: true });
console.log(`✔ spectral:oas on the bundled contracts: no finding (${seconds} s)`);
