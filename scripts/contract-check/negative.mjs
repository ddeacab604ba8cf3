// Negative checks: for each operation, requests that break the contract - a required query or
// path parameter missing, a required body property missing, a value of the wrong type, a value
// outside its enum, a non-numeric id where the path takes an integer. A faithful server answers a
// documented 400, 404 or 422 with the error body; a 2xx or a 5xx accepts input the contract
// forbids (drift, reported with the case that provoked it).
//
// Not sent: wrong values of ransack-style filters (`q[name_eq]`): Prism reads a bracketed name as
// a nested object and does not validate it, and servers treat filters as advice. Bodies other
// than JSON or form fields get no body cases.
import { AUTH_STATUSES, judgeAnswer, requestParts, resultOf, send, toRequest } from './check.mjs';
import { pathPattern } from './contract.mjs';

/**
 * @typedef {import('./check.mjs').Contract} Contract
 * @typedef {import('./contract.mjs').Operation} Operation
 * @typedef {import('./check.mjs').Result} Result
 * @typedef {import('./check.mjs').RequestParts} RequestParts
 * @typedef {{ name: string, parts: RequestParts }} Case
 */

/** The statuses a server rejects invalid input with. */
export const REJECTIONS = new Set([400, 404, 422]);
const NOT_A_NUMBER = 'not-a-number';
const NOT_IN_ENUM = 'contract-check-not-in-enum';
/** The media types whose bodies are fields the cases can change: JSON and forms. */
const FIELDS = /json|x-www-form-urlencoded|multipart\/form-data/i;

/** @param {any} schema */
const typesOf = (schema) => (Array.isArray(schema?.type) ? schema.type : schema?.type ? [schema.type] : []);
/** @param {any} schema */
const isNumeric = (schema) => typesOf(schema).some((t) => t === 'integer' || t === 'number' || t === 'boolean');
/** @param {string} name */
const isFilter = (name) => name.includes('[');

/** @param {RequestParts} parts @returns {RequestParts} */
const copy = (parts) => structuredClone(parts);

/**
 * The requests that break the contract for this operation, one per kind that applies.
 * @param {Contract} contract @param {Operation} op
 * @returns {Case[]}
 */
export function negativeCases(contract, op) {
  const base = requestParts(contract, op);
  /** @type {Case[]} */
  const cases = [];
  /** @param {string} name @param {(parts: RequestParts) => void} change */
  const add = (name, change) => {
    const parts = copy(base);
    change(parts);
    cases.push({ name, parts });
  };
  const query = op.parameters.filter((p) => p.in === 'query' && !isFilter(p.name));
  const missing = query.find((p) => p.required);
  if (missing)
    add(`query parameter ${missing.name} missing`, (parts) => {
      parts.query = parts.query.filter(([n]) => n !== missing.name);
    });
  const pathParam = op.parameters.find((p) => p.in === 'path');
  if (pathParam && !emptiedPathIsAnotherRoute(contract, op, pathParam.name))
    add(`path parameter ${pathParam.name} empty`, (parts) => {
      parts.pathValues[pathParam.name] = '';
    });
  const intPath = op.parameters.find((p) => p.in === 'path' && typesOf(p.schema).includes('integer'));
  if (intPath)
    add(`path parameter ${intPath.name} not a number ("${NOT_A_NUMBER}")`, (parts) => {
      parts.pathValues[intPath.name] = NOT_A_NUMBER;
    });
  const typed = query.find((p) => isNumeric(p.schema));
  if (typed)
    add(`query parameter ${typed.name} of the wrong type ("${NOT_A_NUMBER}")`, (parts) => {
      parts.query = [...parts.query.filter(([n]) => n !== typed.name), [typed.name, NOT_A_NUMBER]];
    });
  const enumed = query.find((p) => Array.isArray(p.schema?.enum) && !p.schema.enum.includes(NOT_IN_ENUM));
  if (enumed)
    add(`query parameter ${enumed.name} outside its enum ("${NOT_IN_ENUM}")`, (parts) => {
      parts.query = [...parts.query.filter(([n]) => n !== enumed.name), [enumed.name, NOT_IN_ENUM]];
    });
  const media = op.requestBody?.content.find((m) => m.mediaType === base.body?.mediaType);
  if (base.body && FIELDS.test(base.body.mediaType) && media?.schema)
    cases.push(...bodyCases(contract, base, media.schema));
  return cases;
}

/**
 * Would the path with this parameter emptied be another operation's path (`/rules/` is `/rules`)?
 * Then an empty value is not a malformed request but another call.
 * @param {Contract} contract @param {Operation} op @param {string} name
 */
function emptiedPathIsAnotherRoute(contract, op, name) {
  const emptied = op.path
    .replaceAll(`{${name}}`, '')
    .replace(/\/{2,}/g, '/')
    .replace(/\/$/, '');
  return contract.operations.some((o) => o !== op && o.method === op.method && pathPattern(o.path).test(emptied));
}

/**
 * Body cases: a required property missing (in the innermost wrapper: `note.body` of
 * `{ note: { body } }`), a property of the wrong type, a property outside its enum.
 * @param {Contract} contract @param {RequestParts} base @param {any} bodySchema
 * @returns {Case[]}
 */
function bodyCases(contract, base, bodySchema) {
  /** @param {any} s */
  const resolve = (s) => /** @type {any} */ (contract.deref(s, { file: contract.rootFile, pointer: [] }).node);
  /** @type {Case[]} */
  const cases = [];
  const value = base.body?.value;
  // Descend through wrappers: an object whose only required property is itself an object.
  /** @type {string[]} */
  let at = [];
  let schema = resolve(bodySchema);
  let node = value;
  for (;;) {
    const req = Array.isArray(schema?.required) ? schema.required : [];
    const inner = req.length === 1 ? resolve(schema.properties?.[req[0]]) : null;
    if (!inner || !Array.isArray(inner.required) || !isObject(node?.[req[0]])) break;
    at = [...at, req[0]];
    schema = inner;
    node = node[req[0]];
  }
  const required = (Array.isArray(schema?.required) ? schema.required : []).find((/** @type {string} */ k) =>
    isObject(node) ? k in node : false,
  );
  /** @param {string} name @param {string[]} path @param {(obj: any, key: string) => void} change */
  const add = (name, path, change) => {
    const parts = copy(base);
    const body = /** @type {{ value: any }} */ (parts.body);
    let obj = body.value;
    for (const k of path.slice(0, -1)) obj = obj[k];
    change(obj, /** @type {string} */ (path.at(-1)));
    cases.push({ name, parts });
  };
  if (required) {
    const path = [...at, required];
    add(`body without required ${pointer(path)}`, path, (obj, key) => delete obj[key]);
  }
  const props = propertiesOf(resolve, schema, node, at);
  // A form field is text: only a number or a boolean can be of the wrong type there.
  const json = /json/i.test(base.body?.mediaType ?? '');
  const wrong =
    props.find((p) => isNumeric(p.schema) && !p.schema.enum) ??
    (json ? props.find((p) => typesOf(p.schema).includes('string') && !p.schema.enum) : undefined);
  if (wrong) {
    const numeric = isNumeric(wrong.schema);
    add(
      `body ${pointer(wrong.path)} of the wrong type (${numeric ? `"${NOT_A_NUMBER}"` : 'an object'})`,
      wrong.path,
      (obj, key) => {
        obj[key] = numeric ? NOT_A_NUMBER : { unexpected: true };
      },
    );
  }
  const enumed = props.find((p) => Array.isArray(p.schema.enum) && typesOf(p.schema).includes('string'));
  if (enumed)
    add(`body ${pointer(enumed.path)} outside its enum ("${NOT_IN_ENUM}")`, enumed.path, (obj, key) => {
      obj[key] = NOT_IN_ENUM;
    });
  return cases;
}

/** @param {unknown} v @returns {v is Record<string, any>} */
const isObject = (v) => v !== null && typeof v === 'object' && !Array.isArray(v);
/** @param {string[]} path */
const pointer = (path) => '/' + path.map((k) => k.replace(/~/g, '~0').replace(/\//g, '~1')).join('/');

/**
 * The scalar properties the example sets, with their resolved schemas, this object's first.
 * @param {(s: any) => any} resolve @param {any} schema @param {any} node @param {string[]} at
 * @returns {{ path: string[], schema: any }[]}
 */
function propertiesOf(resolve, schema, node, at) {
  /** @type {{ path: string[], schema: any }[]} */
  const out = [];
  /** @type {{ path: string[], schema: any }[]} */
  const nested = [];
  if (!isObject(node) || !isObject(schema?.properties)) return out;
  for (const [key, raw] of Object.entries(schema.properties)) {
    if (!(key in node)) continue;
    const s = resolve(raw);
    if (!s || s.oneOf || s.anyOf || s.allOf) continue;
    if (isObject(node[key])) nested.push(...propertiesOf(resolve, s, node[key], [...at, key]));
    else if (!Array.isArray(node[key])) out.push({ path: [...at, key], schema: s });
  }
  return [...out, ...nested];
}

/**
 * Send one negative case and judge the answer.
 * @param {Contract} contract @param {Operation} op @param {Case} c
 * @param {{ base: string, token?: string, timeout: number }} opts
 * @returns {Promise<Result>}
 */
export async function checkNegative(contract, op, c, opts) {
  const req = toRequest(op, c.parts, opts);
  const answer = await send(req, opts);
  const result = resultOf(op, req, answer, { check: 'negative', case: c.name });
  if (answer.status === null) return result;
  const status = answer.status;
  if (status < 300 || status >= 500)
    result.errors.push({
      message: `accepts input the contract forbids (${c.name}): answered ${status}`,
      where: 'negative',
    });
  else if (status in AUTH_STATUSES) {
    result.notes.unshift(`not checked: answered ${status} ${AUTH_STATUSES[status]}`);
    result.outcome = 'not-checked';
  } else if (!REJECTIONS.has(status)) result.notes.push(`answered ${status}, not 400, 404 or 422`);
  result.errors.push(...judgeAnswer(contract, op, { ...answer, status }));
  if (result.errors.length > 0) result.outcome = 'drift';
  return result;
}
