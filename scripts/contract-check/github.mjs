// GitHub Actions output: one workflow command per finding (`::error file=…,line=…::…`, shown as
// an annotation on the file in openapi/), and a Markdown table for the job summary.
import { appendFileSync } from 'node:fs';

/** @typedef {import('./sarif.mjs').Issue} Issue */

const COMMAND = /** @type {const} */ ({ error: 'error', warning: 'warning', note: 'notice' });

/** @param {string} s */
const data = (s) => s.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
/** @param {string} s */
const property = (s) => data(s).replace(/:/g, '%3A').replace(/,/g, '%2C');

/**
 * @param {Issue[]} issues
 * @returns {string} one line per issue
 */
export function annotations(issues) {
  return issues
    .map((i) => {
      const where = i.place ? `file=${property(i.place.file)},line=${i.place.line},` : '';
      return `::${COMMAND[i.level]} ${where}title=${property(`${i.operationId} (${i.ruleId})`)}::${data(i.message)}`;
    })
    .map((l) => l + '\n')
    .join('');
}

/** @param {string} s */
const cell = (s) => s.replace(/\|/g, '\\|').replace(/\n/g, ' ');

/**
 * A Markdown summary: a heading, a line, and a table of the issues.
 * @param {string} title @param {string} line @param {Issue[]} issues
 */
export function summaryMarkdown(title, line, issues) {
  const rows = issues.map(
    (i) =>
      `| ${i.level} | \`${cell(i.operationId)}\` | ${cell(i.message)} | ${i.place ? `\`${cell(i.place.file)}:${i.place.line}\`` : ''} |`,
  );
  return (
    `### ${title}\n\n${line}\n\n` +
    (rows.length > 0
      ? `| level | operation | finding | declared at |\n| --- | --- | --- | --- |\n${rows.join('\n')}\n`
      : '') +
    '\n'
  );
}

/**
 * Append the summary to $GITHUB_STEP_SUMMARY when it is set (in a GitHub Actions job).
 * @param {string} markdown
 */
export function writeStepSummary(markdown) {
  const file = process.env.GITHUB_STEP_SUMMARY;
  if (file) appendFileSync(file, markdown);
}
