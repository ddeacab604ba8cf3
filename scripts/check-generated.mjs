// Fails when regenerating from openapi/ changes generated/: the committed client must be exactly
// what the contracts produce. Run by `npm test`; the regenerated files are left in place to review.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync, existsSync } from 'node:fs';
import { join, relative } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const dir = join(root, 'generated');

function snapshot() {
  const files = new Map();
  const walk = (d) => {
    if (!existsSync(d)) return;
    for (const name of readdirSync(d)) {
      const p = join(d, name);
      if (statSync(p).isDirectory()) walk(p);
      else files.set(relative(root, p), createHash('sha256').update(readFileSync(p)).digest('hex'));
    }
  };
  walk(dir);
  return files;
}

const before = snapshot();
execFileSync(join(root, 'node_modules/.bin/orval'), ['--config', 'orval.config.ts'], { cwd: root, stdio: 'pipe' });
const after = snapshot();

const changed = [];
for (const [file, hash] of after) {
  if (!before.has(file)) changed.push(`added    ${file}`);
  else if (before.get(file) !== hash) changed.push(`changed  ${file}`);
}
for (const file of before.keys()) if (!after.has(file)) changed.push(`removed  ${file}`);

if (changed.length > 0) {
  console.error('generated/ is out of date with openapi/. Regenerated (npm run generate); commit these:');
  for (const line of changed.slice(0, 50)) console.error(`  ${line}`);
  if (changed.length > 50) console.error(`  … and ${changed.length - 50} more`);
  process.exit(1);
}
console.log(`generated/ is in sync with openapi/ (${after.size} files).`);
