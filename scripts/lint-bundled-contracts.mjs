// The second half of `npm run lint:contracts`: bundles each contract into one file (Redocly's
// bundler, the drift check's loader) under .cache/contract-lint/ and lints the bundles with
// Spectral's stock ruleset (spectral/stock.spectral.yaml: `extends: spectral:oas`, nothing off).
// Any error or warning fails. After a pass the bundles are removed; after a failure they are kept
// so that the reported lines can be read (the finding's path, e.g. `paths./api/v1/loads.get`,
// names the operation in openapi/ too).
// Plain ESM, Node >= 24, no build step.
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { stringify } from 'yaml';
import { APIS, ContractError, bundleContract, contractFile } from './contract-check/contract.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const out = join(root, '.cache', 'contract-lint');
const started = performance.now();

rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
const files = [];
for (const api of APIS) {
  let doc;
  try {
    doc = await bundleContract(contractFile(api));
  } catch (err) {
    if (!(err instanceof ContractError)) throw err;
    console.error(`✖ ${api}: cannot bundle the contract\n${err.message}`);
    process.exit(1);
  }
  const file = join(out, `${api}.openapi.yaml`);
  writeFileSync(file, stringify(doc, { aliasDuplicateObjects: false, lineWidth: 0 }));
  files.push(relative(root, file));
}

const spectral = spawnSync(
  join(root, 'node_modules', '.bin', 'spectral'),
  ['lint', ...files, '--ruleset', 'spectral/stock.spectral.yaml', '--fail-severity=warn'],
  { cwd: root, stdio: 'inherit' },
);
const seconds = ((performance.now() - started) / 1000).toFixed(1);
if (spectral.status !== 0) {
  console.error(
    `✖ spectral:oas on the bundled contracts failed (${seconds} s); the bundles are kept in ${relative(root, out)}/`,
  );
  process.exit(spectral.status || 1);
}
rmSync(out, { recursive: true, force: true });
console.log(`✔ spectral:oas on the bundled contracts: no finding (${seconds} s)`);
