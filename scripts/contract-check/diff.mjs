// contract-diff's rules: the changes between two versions of a contract that break clients.
// Operations are matched by method and path (parameter names ignored: `/loads/{id}` is
// `/loads/{load_id}`). Breaking: an operation removed; a parameter added as required or made
// required; a request body made required, or a property of it added as required, a narrower type
// or enum (diff-schema.mjs); a documented success status removed; a response property removed,
// its type changed or made optional; a declared response header removed; security added.
// Warning: a response enum widened. Info: everything compatible that was found (an operation, an
// optional parameter or an optional property added, …).
import { compareSchemas } from './diff-schema.mjs';

/**
 * @typedef {import('./contract.mjs').Contract} Contract
 * @typedef {import('./contract.mjs').Operation} Operation
 * @typedef {import('./diff-schema.mjs').Level} Level
 * @typedef {{ level: Level, rule: string, operationId: string, pointer: string, message: string }} Change
 */

/** @param {string} token */
const escape = (token) => token.replace(/~/g, '~0').replace(/\//g, '~1');
/** @param {string[]} tokens */
const pointerOf = (tokens) => tokens.map((t) => '/' + escape(t)).join('');
/** @param {Operation} op */
const keyOf = (op) => `${op.method} ${op.path.replace(/\{[^}]+\}/g, '{}')}`;
/** @param {Operation} op */
const opPointer = (op) => pointerOf(['paths', op.path, op.method]);
/** The node at a location of the bundle. @param {Contract} c @param {{ pointer: string[] }} loc */
const raw = (c, loc) => loc.pointer.reduce((/** @type {any} */ n, t) => n?.[t], c.root);

/**
 * Every change from `base` to `head` that the rules judge, one per operation it affects.
 * @param {Contract} base @param {Contract} head
 * @returns {Change[]}
 */
export function diffContracts(base, head) {
  const docs = { base: base.root, head: head.root, memo: new Map(), active: new Set() };
  const heads = new Map(head.operations.map((op) => [keyOf(op), op]));
  const bases = new Set(base.operations.map(keyOf));
  /** @type {Change[]} */
  const out = [];
  const seen = new Set();
  /** @param {Operation} op @param {Level} level @param {string} rule @param {string} pointer @param {string} message */
  const add = (op, level, rule, pointer, message) => {
    const id = `${op.operationId} ${rule} ${pointer}`;
    if (seen.has(id)) return;
    seen.add(id);
    out.push({ level, rule, operationId: op.operationId, pointer, message });
  };
  /**
   * The changes between the schemas at two locations, as changes of an operation.
   * @param {Operation} op @param {string} where @param {import('./diff-schema.mjs').Mode} mode
   * @param {{ pointer: string[] } | null | undefined} bLoc @param {{ pointer: string[] } | null | undefined} hLoc
   */
  const compareAt = (op, where, mode, bLoc, hLoc) => {
    if (!bLoc || !hLoc) return;
    const bp = pointerOf(bLoc.pointer);
    const hp = pointerOf(hLoc.pointer);
    for (const c of compareSchemas(docs, raw(base, bLoc), raw(head, hLoc), mode, bp, hp))
      add(op, c.level, c.rule, c.pointer, `${where}: ${c.message}`);
  };

  for (const b of base.operations) {
    const h = heads.get(keyOf(b));
    const name = `${b.method.toUpperCase()} ${b.path}`;
    if (!h) {
      add(b, 'breaking', 'operation-removed', opPointer(b), `operation ${name} removed`);
      continue;
    }
    // Parameters.
    for (const hp of h.parameters) {
      const bp = b.parameters.find((p) => p.in === hp.in && p.name === hp.name);
      const where = `${hp.in} parameter \`${hp.name}\``;
      const at = hp.schemaLoc ? pointerOf(hp.schemaLoc.pointer.slice(0, -1)) : opPointer(h);
      if (!bp) {
        if (hp.required) add(h, 'breaking', 'parameter-added-required', at, `${where} added as required`);
        else add(h, 'info', 'parameter-added', at, `optional ${where} added`);
        continue;
      }
      if (hp.required && !bp.required) add(h, 'breaking', 'parameter-made-required', at, `${where} made required`);
      compareAt(h, where, 'request', bp.schemaLoc, hp.schemaLoc);
    }
    for (const bp of b.parameters)
      if (!h.parameters.some((p) => p.in === bp.in && p.name === bp.name))
        add(h, 'info', 'parameter-removed', opPointer(h), `${bp.in} parameter \`${bp.name}\` removed`);

    // Request body.
    if (h.requestBody?.required && !b.requestBody?.required)
      add(h, 'breaking', 'request-body-required', opPointer(h) + '/requestBody', 'request body made required');
    const bodyLoc = (/** @type {Operation} */ o) => jsonMedia(o.requestBody?.content)?.schemaLoc;
    compareAt(h, 'request body', 'request', bodyLoc(b), bodyLoc(h));

    // Responses.
    for (const br of b.responses) {
      const hr = h.responses.find((r) => r.status === br.status);
      const at = opPointer(h) + `/responses/${escape(br.status)}`;
      if (!hr) {
        if (/^2/.test(br.status))
          add(h, 'breaking', 'success-status-removed', at, `documented success status ${br.status} removed`);
        else add(h, 'info', 'status-removed', at, `documented status ${br.status} removed`);
        continue;
      }
      for (const header of br.headers)
        if (!hr.headers.some((x) => x.name.toLowerCase() === header.name.toLowerCase()))
          add(h, 'breaking', 'response-header-removed', at, `response ${br.status}: header \`${header.name}\` removed`);
      compareAt(
        h,
        `response ${br.status}`,
        'response',
        jsonMedia(br.content)?.schemaLoc,
        jsonMedia(hr.content)?.schemaLoc,
      );
    }
    for (const hr of h.responses)
      if (!b.responses.some((r) => r.status === hr.status))
        add(h, 'info', 'status-added', opPointer(h) + `/responses/${escape(hr.status)}`, `status ${hr.status} added`);

    // Security: a client that met one of the base's requirements must still meet one of the head's.
    const broken = requirements(b).filter((req) => !requirements(h).some((alt) => satisfiedBy(alt, req)));
    if (broken.length > 0)
      add(
        h,
        'breaking',
        'security-added',
        opPointer(h),
        `security added: ${describe(requirements(h))} is now required`,
      );
  }
  for (const h of head.operations)
    if (!bases.has(keyOf(h)))
      add(h, 'info', 'operation-added', opPointer(h), `operation ${h.method.toUpperCase()} ${h.path} added`);
  return out;
}

/** @param {import('./contract.mjs').Media[] | undefined} content */
const jsonMedia = (content) => content?.find((m) => /json/i.test(m.mediaType)) ?? content?.[0];

/**
 * An operation's security as a list of alternatives (each: scheme → scopes); none is `[{}]`.
 * @param {Operation} op @returns {Record<string, string[]>[]}
 */
function requirements(op) {
  const list = Array.isArray(op.security) ? op.security : [];
  return list.length === 0 ? [{}] : list;
}

/** Does meeting `held` meet `needed` too? @param {Record<string, string[]>} needed @param {Record<string, string[]>} held */
function satisfiedBy(needed, held) {
  return Object.entries(needed).every(
    ([scheme, scopes]) => scheme in held && (scopes ?? []).every((s) => (held[scheme] ?? []).includes(s)),
  );
}

/** @param {Record<string, string[]>[]} reqs */
function describe(reqs) {
  return reqs
    .map((r) =>
      Object.entries(r)
        .map(([s, scopes]) => (scopes?.length ? `${s} (${scopes.join(', ')})` : s))
        .join(' + '),
    )
    .join(' or ');
}
