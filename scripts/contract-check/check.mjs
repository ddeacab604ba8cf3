// Builds one request per operation from the contract, sends it, and compares the answer with the
// contract: documented status, declared headers, body against the schema of that status.
import { SAFE_METHODS, formatAjvErrors } from './contract.mjs';
import { describeNetworkError } from './network.mjs';

/**
 * @typedef {import('./contract.mjs').Operation} Operation
 * @typedef {Awaited<ReturnType<typeof import('./contract.mjs').loadContract>>} Contract
 * @typedef {{ pointer?: string, message: string, where: 'status' | 'header' | 'body' | 'request' | 'network' | 'auth' | 'negative' | 'chain' }} Finding
 * @typedef {{ operationId: string, method: string, path: string, url: string | null, status: number | null,
 *   durationMs: number | null, outcome: 'pass' | 'drift' | 'error' | 'skipped' | 'not-checked', errors: Finding[], notes: string[],
 *   request?: SentRequest, case?: string, check?: Check, steps?: { operationId: string, status: number | null }[] }} Result
 * @typedef {'conformance' | 'auth' | 'negative' | 'chain'} Check
 * @typedef {{ method: string, url: string, headers: Record<string, string>, body?: string }} SentRequest
 * @typedef {SentRequest & { notes: string[] }} Request
 * @typedef {{ pathValues: Record<string, unknown>, query: [string, unknown][], headers: Record<string, string>,
 *   body: { value: unknown, mediaType: string } | null, notes: string[] }} RequestParts
 * @typedef {{ status: number | null, headers: Headers, text: string, durationMs: number, error?: string }} Answer
 *
 * `not-checked`: a secured operation answered 401 or 403 (with a body that matches the contract),
 * so its real answer was never seen. The run fails on it (exit 4, see check-cli.mjs).
 */

/** The reason phrases of the statuses that leave an operation unchecked. */
export const AUTH_STATUSES = /** @type {Record<number, string>} */ ({ 401: 'Unauthorized', 403: 'Forbidden' });

/**
 * Which operations to call, in contract order; unsafe ones are skipped unless asked for.
 * @param {Contract} contract
 * @param {{ unsafe: boolean, only: string[] | null }} opts
 * @returns {{ operation: Operation, skip: Result | null }[]}
 */
export function planOperations(contract, { unsafe, only }) {
  return contract.operations
    .filter((op) => !only || only.includes(op.operationId))
    .map((operation) => {
      const safe = SAFE_METHODS.has(operation.method);
      /** @type {Result | null} */
      const skip =
        safe || unsafe
          ? null
          : {
              operationId: operation.operationId,
              method: operation.method,
              path: operation.path,
              url: null,
              status: null,
              durationMs: null,
              outcome: 'skipped',
              errors: [],
              notes: [`${operation.method.toUpperCase()} is not called without --unsafe`],
            };
      return { operation, skip };
    });
}

/** The first named example value of a media list (JSON first). @param {import('./contract.mjs').Media[]} content */
function firstExample(content) {
  const media = content.find((m) => /json/i.test(m.mediaType)) ?? content[0];
  if (!media) return undefined;
  const named = media.examples.find((e) => e.hasValue);
  if (named) return { value: named.value, mediaType: media.mediaType };
  if (media.example) return { value: media.example.value, mediaType: media.mediaType };
  return undefined;
}

/**
 * A value for a parameter: its example, then its examples' first value, then the schema's
 * default, example(s) or first enum value, then a type-appropriate placeholder.
 * @param {import('./contract.mjs').Parameter} p
 * @returns {{ value: unknown, found: boolean }}
 */
function exampleValue(p) {
  if (p.example !== undefined) return { value: p.example, found: true };
  const first = p.examples && Object.values(p.examples).find((e) => e && typeof e === 'object' && 'value' in e);
  if (first) return { value: first.value, found: true };
  const s = p.schema ?? {};
  if (s.default !== undefined) return { value: s.default, found: true };
  if (s.example !== undefined) return { value: s.example, found: true };
  if (Array.isArray(s.examples) && s.examples.length > 0) return { value: s.examples[0], found: true };
  if (Array.isArray(s.enum) && s.enum.length > 0) return { value: s.enum[0], found: true };
  if (s.const !== undefined) return { value: s.const, found: true };
  if (s.type === 'array' && s.items) {
    const item = exampleValue({ ...p, example: undefined, examples: undefined, schema: s.items });
    return { value: [item.value], found: item.found };
  }
  return { value: placeholder(s), found: false };
}

/** @param {any} s */
function placeholder(s) {
  const type = Array.isArray(s?.type) ? s.type.find((/** @type {string} */ t) => t !== 'null') : s?.type;
  switch (type) {
    case 'integer':
    case 'number':
      return typeof s.minimum === 'number' && s.minimum > 1 ? s.minimum : 1;
    case 'boolean':
      return true;
    case 'string':
      if (s.format === 'date') return new Date().toISOString().slice(0, 10);
      if (s.format === 'date-time') return new Date().toISOString();
      if (s.format === 'uuid') return '00000000-0000-4000-8000-000000000001';
      if (s.format === 'email') return 'contract-check@example.com';
      return 'example';
    default:
      return 1;
  }
}

/**
 * A value for a path parameter that has no example, from the contract's own response examples:
 * the first item of the related list's first 200 example (`GET /loads` for `/loads/{id}` or
 * `/loads/{load_id}/...`), then the related item's 200 example (`GET /loads/{id}`), then this
 * operation's own 200 example (`{vin}` in `/vehicles/{vin}/by_vin`). The property looked for is
 * the parameter's name, then `id` (not for the operation's own answer, which is another entity).
 * @param {Contract} contract @param {Operation} op @param {string} name
 */
function valueFromRelatedExample(contract, op, name) {
  const marker = `/{${name}}`;
  const at = op.path.indexOf(marker);
  if (at < 0) return undefined;
  /** @param {Operation | undefined} o */
  const example200 = (o) => {
    const ok = o?.responses.find((r) => r.status === '200');
    const v = ok ? firstExample(ok.content)?.value : undefined;
    if (Array.isArray(v)) return v[0];
    if (v && typeof v === 'object') return Object.values(v).find(Array.isArray)?.[0] ?? v;
    return undefined;
  };
  /** @param {unknown} obj @param {string[]} keys */
  const pick = (obj, keys) => {
    if (!obj || typeof obj !== 'object') return undefined;
    /** @type {Record<string, unknown>} */
    const rec = /** @type {any} */ (obj);
    for (const k of keys) if (rec[k] !== undefined && rec[k] !== null && typeof rec[k] !== 'object') return rec[k];
    return undefined;
  };
  const keys = name === 'id' ? ['id'] : [name, 'id'];
  const get = (/** @type {string} */ path) => contract.operations.find((o) => o.method === 'get' && o.path === path);
  return (
    pick(example200(get(op.path.slice(0, at))), keys) ??
    pick(example200(get(op.path.slice(0, at + marker.length))), keys) ??
    (op.method === 'get' ? pick(example200(op), [name]) : undefined)
  );
}

/** @param {unknown} v */
const asText = (v) => (typeof v === 'string' ? v : typeof v === 'object' ? JSON.stringify(v) : String(v));

/**
 * The parts of the request the contract describes for this operation, before they are joined into
 * a URL: path values, query pairs, headers and the body value (negative cases change them).
 * @param {Contract} contract @param {Operation} op
 * @returns {RequestParts}
 */
export function requestParts(contract, op) {
  /** @type {string[]} */
  const notes = [];
  /** @type {Record<string, unknown>} */
  const pathValues = {};
  /** @type {[string, unknown][]} */
  const query = [];
  /** @type {Record<string, string>} */
  const headers = { accept: 'application/json' };
  for (const p of op.parameters) {
    if (p.in === 'path') {
      let { value, found } = exampleValue(p);
      if (!found) {
        const related = valueFromRelatedExample(contract, op, p.name);
        if (related !== undefined) value = related;
      }
      pathValues[p.name] = value;
    } else if (p.required && p.in === 'query') {
      query.push([p.name, exampleValue(p).value]);
    } else if (p.required && p.in === 'header') {
      headers[p.name.toLowerCase()] = asText(exampleValue(p).value);
    }
  }
  /** @type {RequestParts['body']} */
  let body = null;
  if (!SAFE_METHODS.has(op.method) && op.requestBody && op.requestBody.content.length > 0) {
    const ex = firstExample(op.requestBody.content);
    if (ex) body = { value: ex.value, mediaType: ex.mediaType };
    else if (op.requestBody.required) notes.push('request body has no named example: sent without a body');
  }
  return { pathValues, query, headers, body, notes };
}

/** @param {Operation} op */
export const isSecured = (op) => Array.isArray(op.security) && op.security.length > 0;

/**
 * Join request parts into the request to send (the token only on secured operations).
 * @param {Operation} op @param {RequestParts} parts @param {{ base: string, token?: string }} opts
 * @returns {Request}
 */
export function toRequest(op, parts, { base, token }) {
  let path = op.path;
  for (const [name, value] of Object.entries(parts.pathValues))
    path = path.replaceAll(`{${name}}`, encodeURIComponent(asText(value)));
  const query = new URLSearchParams();
  for (const [name, value] of parts.query)
    if (Array.isArray(value)) for (const v of value) query.append(name, asText(v));
    else query.append(name, asText(value));
  const headers = { ...parts.headers };
  const notes = [...parts.notes];
  if (isSecured(op) && token) headers.authorization = `Bearer ${token}`;
  if (isSecured(op) && !token) notes.push('no --token: sent without Authorization');
  /** @type {string | undefined} */
  let body;
  if (parts.body) {
    const { value, mediaType } = parts.body;
    ({ body, contentType: headers['content-type'] } = encodeBody(value, mediaType));
  }
  const qs = query.toString();
  return { url: base + path + (qs ? `?${qs}` : ''), method: op.method.toUpperCase(), headers, body, notes };
}

const BOUNDARY = 'contract-check-boundary';

/**
 * A body value as sent: JSON, form fields (urlencoded or multipart, one part per property), or
 * the example as text for any other media type.
 * @param {unknown} value @param {string} mediaType
 * @returns {{ body: string, contentType: string }}
 */
export function encodeBody(value, mediaType) {
  if (/json/i.test(mediaType)) return { body: JSON.stringify(value), contentType: mediaType };
  const fields = value && typeof value === 'object' && !Array.isArray(value) ? Object.entries(value) : null;
  if (fields && /x-www-form-urlencoded/i.test(mediaType))
    return { body: new URLSearchParams(fields.map(([k, v]) => [k, asText(v)])).toString(), contentType: mediaType };
  if (fields && /multipart\/form-data/i.test(mediaType)) {
    const parts = fields.map(
      ([k, v]) =>
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${k.replace(/"/g, '%22')}"\r\n\r\n${asText(v)}\r\n`,
    );
    return { body: `${parts.join('')}--${BOUNDARY}--\r\n`, contentType: `${mediaType}; boundary=${BOUNDARY}` };
  }
  return { body: asText(value), contentType: mediaType };
}

/**
 * The request the contract describes for this operation.
 * @param {Contract} contract @param {Operation} op @param {{ base: string, token?: string }} opts
 */
export function buildRequest(contract, op, opts) {
  return toRequest(op, requestParts(contract, op), opts);
}

/**
 * The documented response for a status: exact code, then 4XX-style range, then default.
 * @param {Operation} op @param {number} status
 */
export function documentedResponse(op, status) {
  const code = String(status);
  return (
    op.responses.find((r) => r.status === code) ??
    op.responses.find((r) => r.status.toUpperCase() === `${code[0]}XX`) ??
    op.responses.find((r) => r.status === 'default')
  );
}

/**
 * Send one request; an answer, or a network failure described in one line.
 * @param {Request} req @param {{ base: string, timeout: number }} opts
 * @returns {Promise<Answer>}
 */
export async function send(req, opts) {
  const started = performance.now();
  try {
    const res = await fetch(req.url, {
      method: req.method,
      headers: req.headers,
      body: req.body,
      redirect: 'manual',
      signal: AbortSignal.timeout(opts.timeout),
    });
    const text = req.method === 'HEAD' ? '' : await res.text();
    return { status: res.status, headers: res.headers, text, durationMs: Math.round(performance.now() - started) };
  } catch (err) {
    return {
      status: null,
      headers: new Headers(),
      text: '',
      durationMs: Math.round(performance.now() - started),
      error: describeNetworkError(err, opts.base, opts.timeout),
    };
  }
}

/** The JSON body of an answer, or undefined when it is empty or not JSON. @param {Answer} answer */
export function jsonBody(answer) {
  try {
    return JSON.parse(answer.text);
  } catch {
    return undefined;
  }
}

/**
 * Compare an answer with the contract: a documented status, the declared headers, the body
 * against the schema of that status. Returns the findings (empty when it conforms).
 * @param {Contract} contract @param {Operation} op @param {Answer & { status: number }} answer
 * @returns {Finding[]}
 */
export function judgeAnswer(contract, op, answer) {
  /** @type {Finding[]} */
  const errors = [];
  const documented = documentedResponse(op, answer.status);
  if (!documented)
    return [
      {
        message: `status ${answer.status} is not documented (documented: ${op.responses.map((r) => r.status).join(', ')})`,
        where: 'status',
      },
    ];
  for (const h of documented.headers) {
    const raw = answer.headers.get(h.name);
    if (raw === null) {
      // A declared header is expected unless the contract says `required: false` explicitly
      // (OpenAPI's default is optional, but the headers our contracts declare - the paging
      // headers - are always sent and the portal relies on them).
      if (h.required !== false)
        errors.push({ pointer: `header ${h.name}`, message: 'declared response header is missing', where: 'header' });
      continue;
    }
    if (h.schemaLoc) {
      const validate = contract.validator(h.schemaLoc);
      if (!validate(coerceHeader(raw, h.schema)))
        for (const e of formatAjvErrors(validate.errors))
          errors.push({ pointer: `header ${h.name}`, message: `${e.message} (got "${raw}")`, where: 'header' });
    }
  }
  const media = documented.content.find((m) => /json/i.test(m.mediaType));
  if (media && media.schemaLoc && op.method !== 'head') {
    const body = jsonBody(answer);
    if (body === undefined)
      errors.push({
        pointer: '/',
        message: answer.text.trim() === '' ? 'empty body; the contract documents a JSON body' : 'body is not JSON',
        where: 'body',
      });
    else {
      const validate = contract.validator(media.schemaLoc);
      if (!validate(body)) for (const e of formatAjvErrors(validate.errors)) errors.push({ ...e, where: 'body' });
    }
  }
  return errors;
}

/**
 * A result for one call, filled from its answer (status, time, a network error).
 * @param {Operation} op @param {Request} req @param {Answer} answer @param {Partial<Result>} [extra]
 * @returns {Result}
 */
export function resultOf(op, req, answer, extra = {}) {
  return {
    operationId: op.operationId,
    method: op.method,
    path: op.path,
    url: req.url,
    status: answer.status,
    durationMs: answer.durationMs,
    outcome: answer.error ? 'error' : 'pass',
    errors: answer.error ? [{ message: answer.error, where: 'network' }] : [],
    notes: [...req.notes],
    request: { method: req.method, url: req.url, headers: req.headers, body: req.body },
    ...extra,
  };
}

/**
 * Call one operation and compare the answer with the contract.
 * @param {Contract} contract @param {Operation} op
 * @param {{ base: string, token?: string, timeout: number }} opts
 * @returns {Promise<Result>}
 */
export async function checkOperation(contract, op, opts) {
  const req = buildRequest(contract, op, opts);
  const answer = await send(req, opts);
  const result = resultOf(op, req, answer);
  if (answer.status === null) return result;
  const refused = isSecured(op) && answer.status in AUTH_STATUSES && documentedResponse(op, answer.status);
  if (refused) result.notes.unshift(`not checked: answered ${answer.status} ${AUTH_STATUSES[answer.status]}`);
  else if (answer.status >= 400 && documentedResponse(op, answer.status))
    result.notes.push(`${answer.status} is documented; test data missing?`);
  result.errors.push(...judgeAnswer(contract, op, { ...answer, status: answer.status }));
  if (result.errors.length > 0) result.outcome = 'drift';
  else if (refused) result.outcome = 'not-checked';
  return result;
}

/**
 * Header values are strings; compare them with integer/number/boolean schemas as such.
 * @param {string} raw @param {any} schema
 */
function coerceHeader(raw, schema) {
  const type = Array.isArray(schema?.type) ? schema.type[0] : schema?.type;
  if ((type === 'integer' || type === 'number') && raw.trim() !== '' && !Number.isNaN(Number(raw))) return Number(raw);
  if (type === 'boolean' && (raw === 'true' || raw === 'false')) return raw === 'true';
  return raw;
}
