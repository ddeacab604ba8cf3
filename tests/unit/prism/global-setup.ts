// Vitest's global setup: reads each contract once per run into the operations Prism mocks from, and
// keeps them as JSON, so a screen test's mock server starts in milliseconds instead of parsing and
// resolving the split contracts again in every test file (about 4 s each on 2 cores).
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { getHttpOperationsFromSpec } from '@stoplight/prism-http';
import { APIS, OPERATIONS_DIR, operationsFile } from './operations';

const ROOT = resolve(import.meta.dirname, '../../..');

/** A hash of every contract file, so a changed contract is read again and an unchanged one is not. */
function contractHash(): string {
  const hash = createHash('sha256');
  const walk = (dir: string) => {
    for (const name of readdirSync(dir).sort()) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else hash.update(path).update(readFileSync(path));
    }
  };
  walk(join(ROOT, 'openapi'));
  return hash.digest('hex').slice(0, 16);
}

export default async function setup(): Promise<void> {
  const hash = contractHash();
  mkdirSync(OPERATIONS_DIR, { recursive: true });
  for (const api of APIS) {
    const file = operationsFile(api);
    if (existsSync(file) && (JSON.parse(readFileSync(file, 'utf8')) as { hash: string }).hash === hash) continue;
    const operations = await getHttpOperationsFromSpec(join(ROOT, 'openapi', api, 'openapi.yaml'));
    writeFileSync(file, JSON.stringify({ hash, operations }));
  }
}
