// Authentication enforced: every operation that declares security is called once more without a
// token. A faithful server answers 401 with the contract's error body; anything else - an answer
// (2xx), another status, a 401 whose body breaks the schema - is drift: it answers without
// authentication.
import { isSecured, judgeAnswer, requestParts, resultOf, send, toRequest } from './check.mjs';

/**
 * @typedef {import('./check.mjs').Contract} Contract
 * @typedef {import('./contract.mjs').Operation} Operation
 * @typedef {import('./check.mjs').Result} Result
 */

/**
 * @param {Contract} contract @param {Operation} op
 * @param {{ base: string, timeout: number }} opts
 * @returns {Promise<Result | null>} null for an operation without security
 */
export async function checkAuth(contract, op, opts) {
  if (!isSecured(op)) return null;
  const req = toRequest(op, requestParts(contract, op), { base: opts.base });
  req.notes = [];
  const answer = await send(req, opts);
  const result = resultOf(op, req, answer, { check: 'auth', case: 'no token' });
  if (answer.status === null) return result;
  if (answer.status !== 401) {
    const what = answer.status < 300 ? `answered ${answer.status}` : `answered ${answer.status}, not 401`;
    result.errors.push({ message: `answers without authentication: ${what} to a call without a token`, where: 'auth' });
  } else {
    for (const e of judgeAnswer(contract, op, { ...answer, status: 401 }))
      result.errors.push({ ...e, message: `401 without a token, but ${e.message}` });
  }
  if (result.errors.length > 0) result.outcome = 'drift';
  return result;
}
