// The findings of a contract-check run, one per drifted field or case, each with a rule, a
// fingerprint (what a baseline names), the place in openapi/ that declares the operation, and a
// curl command that reproduces it.
import { toCurl } from './curl.mjs';
import { locate } from './source.mjs';

/**
 * @typedef {import('./check.mjs').Result} Result
 * @typedef {import('./sarif.mjs').Issue} Issue
 */

/** The rules of contract-check, for SARIF. */
export const CHECK_RULES = {
  'undocumented-status': 'The server answered a status the contract does not list for the operation.',
  'response-header': 'A declared response header is missing or invalid.',
  'response-body': "The body does not match the schema of the answer's status.",
  'answers-without-authentication': 'A secured operation answered a call without a token with something else than 401.',
  'accepts-forbidden-input': 'The server accepted (2xx) or failed on (5xx) a request the contract forbids.',
  chain: "A chain's read-back does not return what was created, or its delete leaves it readable.",
};

const RULE_OF = /** @type {Record<string, keyof typeof CHECK_RULES>} */ ({
  status: 'undocumented-status',
  header: 'response-header',
  body: 'response-body',
  request: 'response-body',
  auth: 'answers-without-authentication',
  negative: 'accepts-forbidden-input',
  chain: 'chain',
});

/**
 * @param {Result[]} results every drifted result of the run (positive, auth, negative, chains)
 * @param {string} contractPath the root openapi.yaml, to locate operations in
 * @returns {Issue[]}
 */
export function findingsOf(results, contractPath) {
  /** @type {Issue[]} */
  const out = [];
  for (const r of results) {
    if (r.outcome !== 'drift') continue;
    const check = r.check ?? 'conformance';
    const place = locate(contractPath, ['paths', r.path, r.method]);
    const curl = r.request ? toCurl(r.request) : undefined;
    const seen = new Set();
    for (const e of r.errors) {
      if (e.where === 'network') continue;
      const ruleId = RULE_OF[e.where] ?? 'response-body';
      // A chain's messages carry ids; its fingerprint keeps the step and what went wrong.
      const what = check === 'chain' ? e.message.split(':').slice(0, 2).join(':') : (e.pointer ?? ruleId);
      const fingerprint = `${check} ${r.operationId}${r.case ? ` [${r.case}]` : ''} ${what}`;
      if (seen.has(fingerprint)) continue;
      seen.add(fingerprint);
      const message = `${e.pointer ? `${e.pointer} ` : ''}${e.message}`;
      out.push({
        ruleId,
        level: 'error',
        message,
        operationId: r.operationId,
        place,
        fingerprint,
        ...(curl ? { curl } : {}),
      });
    }
  }
  return out;
}
