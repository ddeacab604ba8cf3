#!/usr/bin/env node
// broker-portal: the backend teams' commands.
// - contract-check: calls a running identity or monitor server with requests built from the
//   contract in openapi/ (valid ones, ones without a token, ones that break the contract, and
//   chains that follow its links) and reports every answer that drifts from it;
// - contract-diff: compares two versions of a contract and reports the changes that break clients.
// Plain ESM + JSDoc, Node >= 24, no build step. See `--help`.
import { realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { CHECK_USAGE, runCheck } from './check-cli.mjs';
import { DIFF_USAGE, runDiff } from './diff-cli.mjs';

/**
 * @param {string[]} argv arguments after the program name
 * @returns {Promise<number>} exit code
 */
export async function main(argv) {
  const at = argv.findIndex((a) => a === 'contract-check' || a === 'contract-diff');
  const rest = argv.filter((_, i) => i !== at);
  if (argv[at] === 'contract-diff') return runDiff(rest);
  if (argv[at] === 'contract-check') return runCheck(rest);
  const command = argv.find((a) => !a.startsWith('-'));
  if (!command && (argv.includes('--help') || argv.includes('-h'))) {
    process.stdout.write(`${CHECK_USAGE}\n\n${DIFF_USAGE}\n`);
    return 0;
  }
  process.stderr.write(
    `${command ? `Unknown command "${command}"` : 'Missing command'}: use contract-check or contract-diff.\n\n${CHECK_USAGE}\n\n${DIFF_USAGE}\n`,
  );
  return 2;
}

// Run when executed (node cli.mjs, npx broker-portal, the npm script), not when imported.
/** @returns {string} */
function invokedPath() {
  try {
    return process.argv[1] ? realpathSync(process.argv[1]) : '';
  } catch {
    return '';
  }
}
if (invokedPath() === fileURLToPath(import.meta.url)) {
  main(process.argv.slice(2)).then(
    (code) => {
      process.exitCode = code;
    },
    (err) => {
      process.stderr.write(`broker-portal failed unexpectedly: ${err instanceof Error ? err.message : String(err)}\n`);
      process.exitCode = 2;
    },
  );
}
