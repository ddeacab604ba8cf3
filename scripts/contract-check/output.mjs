// Small helpers both commands share: writing a report file, today's date, the output formats.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

export const FORMATS = ['text', 'json', 'junit', 'github', 'sarif'];

/** @param {string} file @param {string} text */
export function writeOut(file, text) {
  const path = resolve(file);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, text);
}

/** Today as YYYY-MM-DD (UTC), or CONTRACT_CHECK_TODAY where a test sets it. */
export const today = () => process.env.CONTRACT_CHECK_TODAY ?? new Date().toISOString().slice(0, 10);

/** @param {string} line @param {number} code */
export const fail = (line, code) => {
  process.stderr.write(line + '\n');
  return code;
};
