#!/usr/bin/env node
// npm test's breaking-change step: contract-diff of both contracts, the working tree against the
// merge-base with origin/main where it differs from HEAD (a branch), else against the previous
// commit (HEAD~1: main itself, a fresh clone in CI). Breaking changes fail the step unless
// openapi/accepted-breaks.yaml lists them with a reason and an owner. With no earlier commit (a
// shallow clone, a repository of one commit) it says so in one line and passes.
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { APIS, OPENAPI_DIR, contractFile, loadContract } from './contract-check/contract.mjs';
import { diffContracts } from './contract-check/diff.mjs';
import { GitBaseError, contractAtRef } from './contract-check/git-base.mjs';
import { BaselineError, applyBaseline, loadBaseline } from './contract-check/baseline.mjs';
import { textOf } from './contract-check/diff-cli.mjs';
import { today } from './contract-check/output.mjs';

const ACCEPTED = resolve(OPENAPI_DIR, 'accepted-breaks.yaml');

/** @param {string[]} args @returns {string | null} */
function git(args) {
  try {
    return execFileSync('git', args, { cwd: OPENAPI_DIR, stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    return null;
  }
}

/** @returns {Promise<number>} */
async function main() {
  const started = Date.now();
  const head = git(['rev-parse', 'HEAD']);
  if (!head) return skip('not a git work tree');
  const mergeBase = git(['merge-base', 'HEAD', 'origin/main']);
  const previous = git(['rev-parse', '--verify', '--quiet', 'HEAD~1']);
  const base = mergeBase && mergeBase !== head ? mergeBase : previous;
  if (!base) return skip('no earlier commit to compare with (a shallow clone, or a repository of one commit)');
  const what = base === mergeBase ? 'the merge-base with origin/main' : 'the previous commit (HEAD~1)';
  let entries;
  try {
    entries = loadBaseline(ACCEPTED, { requireExpiry: false });
  } catch (err) {
    if (!(err instanceof BaselineError)) throw err;
    process.stderr.write(`contract-diff: ${err.message}\n`);
    return 2;
  }
  let failed = false;
  for (const api of APIS) {
    let at;
    try {
      at = contractAtRef(base, contractFile(api));
    } catch (err) {
      if (!(err instanceof GitBaseError)) throw err;
      process.stdout.write(`contract-diff: ${api}: SKIPPED: ${err.message}\n`);
      continue;
    }
    let changes;
    try {
      changes = diffContracts(await loadContract(at.file), await loadContract(contractFile(api)));
    } finally {
      rmSync(at.dir, { recursive: true, force: true });
    }
    const breaking = changes
      .filter((c) => c.level !== 'info')
      .map((c) => ({ ...c, fingerprint: `${c.rule} ${c.operationId} ${c.pointer}` }));
    const mine = entries.filter((e) => !e.api || e.api === api);
    const { fresh, accepted, unused } = applyBaseline(breaking, mine, today());
    const failing = fresh.filter((c) => c.level === 'breaking');
    if (fresh.length > 0) process.stdout.write(textOf(fresh));
    for (const c of failing)
      process.stdout.write(
        `  to accept it, add to openapi/accepted-breaks.yaml: { api: ${api}, finding: "${c.fingerprint}", reason: …, owner: … }\n`,
      );
    for (const e of unused)
      process.stdout.write(`  accepted-breaks.yaml: "${e.finding}" matches no change: remove it once merged\n`);
    process.stdout.write(
      `contract-diff: ${api}: ${failing.length} breaking change(s) not accepted, ${accepted.length} accepted, ` +
        `${fresh.length - failing.length} warning(s), against ${what} ${at.commit.slice(0, 12)}\n`,
    );
    if (failing.length > 0) failed = true;
  }
  process.stdout.write(`contract-diff: done in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
  return failed ? 1 : 0;
}

/** @param {string} why */
function skip(why) {
  process.stdout.write(`contract-diff: SKIPPED: ${why}.\n`);
  return 0;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (err) => {
    process.stderr.write(`contract-diff failed: ${err instanceof Error ? err.message : String(err)}\n`);
    process.exitCode = 2;
  },
);
