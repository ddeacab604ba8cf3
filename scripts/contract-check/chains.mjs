// Stateful chains, from the OpenAPI `links` of a create's success response: create, read what it
// created by the id it got, update where there is an update (and create children, such as an
// identity alert's messages), delete, and read again. Each step's answer is checked against the
// contract like any other; the chain fails where the read-back does not return what was created
// (its id and the fields the create sent) or where the delete leaves it readable.
//
// A server that keeps no state (a mock such as Prism) cannot be judged on that: before judging,
// the chain calls a by-id step with an id it never created. A 2xx answer there says the server
// answers any id, and the chain notes that its read-back and delete were not judged.
import { AUTH_STATUSES, jsonBody, judgeAnswer, requestParts, resultOf, send, toRequest } from './check.mjs';
import { ContractError } from './contract.mjs';

/**
 * @typedef {import('./check.mjs').Contract} Contract
 * @typedef {import('./contract.mjs').Operation} Operation
 * @typedef {import('./check.mjs').Result} Result
 * @typedef {import('./check.mjs').Request} Request
 * @typedef {{ name: string, op: Operation, kind: 'read' | 'update' | 'child' | 'delete', parameters: Record<string, unknown>, requestBody?: unknown }} Step
 * @typedef {{ create: Operation, steps: Step[] }} Chain
 * @typedef {{ request: { body: unknown, path: Record<string, unknown>, query: Record<string, unknown> }, response: { body: unknown, headers: Headers } }} Scope
 */

/** An id no test server has: the largest 32-bit integer. */
export const NEVER_CREATED_ID = 2147483647;

const KIND = /** @type {Record<string, Step['kind']>} */ ({
  get: 'read',
  patch: 'update',
  put: 'update',
  post: 'child',
  delete: 'delete',
});

/**
 * The chains of a contract: every operation whose success response declares links.
 * @param {Contract} contract
 * @returns {Chain[]}
 */
export function planChains(contract) {
  const byId = new Map(contract.operations.map((o) => [o.operationId, o]));
  /** @type {Chain[]} */
  const chains = [];
  for (const create of contract.operations) {
    const ok = create.responses.find((r) => /^2/.test(r.status) && Object.keys(r.links).length > 0);
    if (!ok) continue;
    const steps = Object.entries(ok.links).map(([name, link]) => {
      const op = byId.get(link.operationId);
      if (!op) throw new ContractError(`link ${name} of ${create.operationId} names no operation ${link.operationId}`);
      return {
        name,
        op,
        kind: KIND[op.method] ?? 'update',
        parameters: link.parameters,
        requestBody: link.requestBody,
      };
    });
    const order = ['read', 'child', 'update', 'delete'];
    steps.sort((a, b) => order.indexOf(a.kind) - order.indexOf(b.kind));
    chains.push({ create, steps });
  }
  return chains;
}

/**
 * Evaluate a runtime expression (`$response.body#/id`, `$request.path.id`, …) or a string that
 * embeds them in braces; anything else is a literal.
 * @param {unknown} expr @param {Scope} scope
 * @returns {unknown} undefined when the expression names nothing
 */
export function evaluate(expr, scope) {
  if (Array.isArray(expr)) return expr.map((e) => evaluate(e, scope));
  if (expr && typeof expr === 'object')
    return Object.fromEntries(Object.entries(expr).map(([k, v]) => [k, evaluate(v, scope)]));
  if (typeof expr !== 'string') return expr;
  if (expr.startsWith('$')) return one(expr, scope);
  if (!/\{\$[^}]+\}/.test(expr)) return expr;
  return expr.replace(/\{(\$[^}]+)\}/g, (_, e) => String(one(e, scope) ?? ''));
}

/** @param {string} expr @param {Scope} scope */
function one(expr, scope) {
  const m = /^\$(request|response)\.(body|path|query|header)(?:#(.*)|\.(.+))?$/.exec(expr);
  if (!m) return undefined;
  const [, side, part, ptr, name] = m;
  if (side === 'response' && part === 'header') return scope.response.headers.get(name ?? '') ?? undefined;
  const src = /** @type {any} */ (side === 'request' ? scope.request : scope.response);
  if (part === 'body') return at(src.body, ptr ?? '');
  return src[part ?? '']?.[name ?? ''];
}

/** @param {unknown} value @param {string} pointer */
function at(value, pointer) {
  /** @type {any} */
  let node = value;
  for (const raw of pointer.split('/').slice(1)) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (node === null || typeof node !== 'object' || !(key in node)) return undefined;
    node = node[key];
  }
  return node;
}

/** @param {unknown} v @returns {v is Record<string, any>} */
const isObject = (v) => v !== null && typeof v === 'object' && !Array.isArray(v);

/**
 * The scalar fields a create sent: the innermost wrapper's (`note` of `{ note: {...} }`).
 * @param {unknown} body
 * @returns {[string, unknown][]}
 */
function sentFields(body) {
  let node = body;
  while (isObject(node) && Object.keys(node).length === 1 && isObject(Object.values(node)[0]))
    node = Object.values(node)[0];
  if (!isObject(node)) return [];
  // Form fields keep their wrapper in Rails notation (`rule_override[carrier_id]`).
  return Object.entries(node)
    .filter(([, v]) => v === null || typeof v !== 'object')
    .map(([k, v]) => [k.replace(/^\w+\[([^\]]+)\]$/, '$1'), v]);
}

/**
 * The item a read answered that stands for the created one: the object itself, or the item with
 * its id in a list (an array body, or the first array of an object body).
 * @param {unknown} body @param {unknown} id
 * @returns {{ list: boolean, item: Record<string, any> | undefined }}
 */
function readItem(body, id) {
  const list = Array.isArray(body) ? body : isObject(body) ? Object.values(body).find(Array.isArray) : undefined;
  if (list) return { list: true, item: list.find((i) => isObject(i) && i.id === id) };
  return { list: false, item: isObject(body) ? body : undefined };
}

/**
 * Follow one chain.
 * @param {Contract} contract @param {Chain} chain
 * @param {{ base: string, token?: string, timeout: number }} opts
 * @returns {Promise<Result>}
 */
export async function runChain(contract, chain, opts) {
  const { create } = chain;
  const createParts = requestParts(contract, create);
  const createReq = toRequest(create, createParts, opts);
  const answer = await send(createReq, opts);
  const name = [create.operationId, ...chain.steps.map((s) => s.op.operationId)].join(' → ');
  const result = resultOf(create, createReq, answer, { check: 'chain', case: name, steps: [] });
  const steps = /** @type {{ operationId: string, status: number | null }[]} */ (result.steps);
  steps.push({ operationId: create.operationId, status: answer.status });
  if (answer.status === null) return result;
  /** @param {string} message @param {Request} [req] */
  const fail = (message, req) => {
    result.errors.push({ message, where: 'chain' });
    if (req && result.errors.length === 1)
      result.request = { method: req.method, url: req.url, headers: req.headers, body: req.body };
    result.outcome = 'drift';
  };
  for (const e of judgeAnswer(contract, create, { ...answer, status: answer.status }))
    fail(`${create.operationId}: ${e.pointer ? e.pointer + ' ' : ''}${e.message}`, createReq);
  if (answer.status >= 300) {
    if (answer.status in AUTH_STATUSES) {
      result.notes.unshift(`not checked: answered ${answer.status} ${AUTH_STATUSES[answer.status]}`);
      if (result.outcome === 'pass') result.outcome = 'not-checked';
    } else result.notes.push(`${create.operationId} answered ${answer.status}: chain not followed`);
    return result;
  }
  const created = jsonBody(answer);
  const id = isObject(created) ? created.id : undefined;
  /** @type {Scope} */
  const scope = {
    request: {
      body: createParts.body?.value,
      path: { ...createParts.pathValues },
      query: Object.fromEntries(createParts.query),
    },
    response: { body: created, headers: answer.headers },
  };

  /** @param {Step} step @param {unknown} [forceId] */
  const stepRequest = (step, forceId) => {
    const parts = requestParts(contract, step.op);
    for (const [pname, expr] of Object.entries(step.parameters)) {
      const value = evaluate(expr, scope);
      if (value === undefined)
        throw new Error(`link ${step.name}: ${String(expr)} names nothing in the answer of ${create.operationId}`);
      const param = step.op.parameters.find((p) => p.name === pname);
      const target = forceId !== undefined && param?.in === 'path' && value === id ? forceId : value;
      if (param?.in === 'path') parts.pathValues[pname] = target;
      else parts.query = [...parts.query.filter(([n]) => n !== pname), [pname, target]];
    }
    if (step.requestBody !== undefined && parts.body) parts.body.value = evaluate(step.requestBody, scope);
    return toRequest(step.op, parts, opts);
  };
  /** @param {Step} step @param {unknown} [forceId] */
  const call = async (step, forceId) => {
    const req = stepRequest(step, forceId);
    const a = await send(req, opts);
    steps.push({ operationId: step.op.operationId, status: a.status });
    if (a.status === null) fail(`${step.op.operationId}: ${a.error}`, req);
    else if (forceId === undefined)
      for (const e of judgeAnswer(contract, step.op, { ...a, status: a.status }))
        fail(`${step.op.operationId}: ${e.pointer ? e.pointer + ' ' : ''}${e.message}`, req);
    return { req, answer: a };
  };

  try {
    const byId = chain.steps.find(
      (s) => s.kind !== 'child' && Object.values(s.parameters).some((e) => evaluate(e, scope) === id),
    );
    let stateful = true;
    if (byId && id !== undefined) {
      const probe = await call(byId, NEVER_CREATED_ID);
      if (probe.answer.status !== null && probe.answer.status < 300) {
        stateful = false;
        result.notes.push(
          `${byId.op.operationId} answered ${probe.answer.status} for id ${NEVER_CREATED_ID}, which was never created: ` +
            'the server keeps no state (a mock?), so read-back and delete are not judged',
        );
      }
    }
    const reads = chain.steps.filter((s) => s.kind === 'read');
    for (const step of reads) {
      const { req, answer: a } = await call(step);
      if (stateful && a.status !== null) judgeRead(step, req, a);
    }
    for (const step of chain.steps.filter((s) => s.kind === 'child' || s.kind === 'update')) {
      const { req, answer: a } = await call(step);
      if (stateful && step.kind === 'child' && a.status !== null && a.status < 300) judgeChild(step, req, jsonBody(a));
    }
    for (const step of chain.steps.filter((s) => s.kind === 'delete')) {
      const { answer: a } = await call(step);
      if (!stateful || a.status === null || a.status >= 300) continue;
      for (const read of reads) {
        const again = await call(read);
        const { list, item } = readItem(jsonBody(again.answer), id);
        const status = again.answer.status ?? 0;
        if (status < 300 && (list ? item : true))
          fail(
            `${read.op.operationId}: delete leaves it readable: ${step.op.operationId} answered ${a.status}, then ${read.op.operationId} ${list ? `still lists id ${id}` : `answered ${status}`}`,
            again.req,
          );
      }
    }
  } catch (err) {
    fail(/** @type {Error} */ (err).message);
  }
  return result;

  /** @param {Step} step @param {Request} req @param {import('./check.mjs').Answer} a */
  function judgeRead(step, req, a) {
    const opId = step.op.operationId;
    if ((a.status ?? 0) >= 300)
      return fail(`${opId}: read-back does not return what was created: answered ${a.status}`, req);
    const { list, item } = readItem(jsonBody(a), id);
    if (!item) return fail(`${opId}: read-back does not return what was created: no item with id ${id}`, req);
    if (!list && item.id !== id)
      return fail(`${opId}: read-back does not return what was created: it has id ${item.id}, not ${id}`, req);
    for (const [key, sent] of sentFields(scope.request.body))
      if (key in item && (item[key] === null || typeof item[key] !== 'object') && String(item[key]) !== String(sent))
        fail(
          `${opId}: read-back does not return what was created: /${key} is ${JSON.stringify(item[key])}, the create sent ${JSON.stringify(sent)}`,
          req,
        );
  }

  /** @param {Step} step @param {Request} req @param {unknown} body */
  function judgeChild(step, req, body) {
    for (const [key, sent] of sentFields(evaluate(step.requestBody, scope)))
      if (isObject(body) && key in body && String(body[key]) !== String(sent))
        fail(
          `${step.op.operationId}: answered /${key} ${JSON.stringify(body[key])}, it was sent ${JSON.stringify(sent)}`,
          req,
        );
  }
}
