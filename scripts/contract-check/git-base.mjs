// A contract as it is at a git ref: the ref's openapi/ folder (the one holding the head
// contract, relative to the repository's top) written to a temporary folder, to be bundled.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';

/** A ref that names no commit, or a commit without the contract (a usage error: exit 2). */
export class GitBaseError extends Error {}

/** @param {string[]} args @param {string} cwd */
const git = (args, cwd) => execFileSync('git', args, { cwd, stdio: ['ignore', 'pipe', 'pipe'], maxBuffer: 1 << 28 });

/**
 * @param {string} ref a branch, tag or commit
 * @param {string} headFile the head's root openapi.yaml (<openapi>/<api>/openapi.yaml) in a git work tree
 * @returns {{ file: string, commit: string, dir: string }} the ref's root file of the same API, in a temporary folder (dir: remove it when done)
 */
export function contractAtRef(ref, headFile) {
  const openapiDir = dirname(dirname(headFile));
  let top;
  let commit;
  try {
    top = git(['rev-parse', '--show-toplevel'], openapiDir).toString().trim();
  } catch {
    throw new GitBaseError(
      `--base "${ref}" is neither a file nor usable as a git ref: ${openapiDir} is not in a git work tree.`,
    );
  }
  try {
    commit = git(['rev-parse', '--verify', '--quiet', `${ref}^{commit}`], top)
      .toString()
      .trim();
  } catch {
    throw new GitBaseError(`--base "${ref}" is neither a file nor a git ref of ${top}.`);
  }
  const folder = relative(top, openapiDir) || '.';
  const out = mkdtempSync(join(tmpdir(), 'contract-diff-'));
  try {
    const tar = git(['archive', '--format=tar', commit, '--', folder], top);
    execFileSync('tar', ['-x', '-C', out], { input: tar, stdio: ['pipe', 'ignore', 'pipe'] });
  } catch {
    throw new GitBaseError(`${ref} (${commit.slice(0, 12)}) has no ${folder}/ folder.`);
  }
  const file = join(out, folder, relative(openapiDir, headFile));
  if (!existsSync(file)) throw new GitBaseError(`${ref} (${commit.slice(0, 12)}) has no ${relative(top, headFile)}.`);
  return { file, commit, dir: out };
}
