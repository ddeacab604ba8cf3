// Compares two versions of a JSON schema (in bundled contracts, $refs followed) in one direction:
// - response (server to client): what the client reads may not lose a property, change a type
//   to one the client did not expect, make a required property optional; a new enum value is a
//   warning (clients that switch over the values meet one they do not know);
// - request (client to server): what the client sends may not meet a new required property, a
//   narrower type or a narrower enum.
// Everything else found (a property added, an enum widened where that is safe) is info.

/**
 * @typedef {'breaking' | 'warning' | 'info'} Level
 * @typedef {{ level: Level, rule: string, pointer: string, message: string }} SchemaChange
 * @typedef {'request' | 'response'} Mode
 * @typedef {{ base: any, head: any, memo: Map<string, SchemaChange[]>, active: Set<string> }} Docs
 */

/** @param {string} token */
const escape = (token) => token.replace(/~/g, '~0').replace(/\//g, '~1');

/**
 * Follow `$ref`s (internal to the bundle) to the schema and the pointer it stands at.
 * @param {any} doc @param {any} schema @param {string} pointer
 * @returns {{ schema: any, pointer: string, ref: string | null }}
 */
function resolve(doc, schema, pointer) {
  let ref = null;
  for (let i = 0; i < 20 && schema && typeof schema.$ref === 'string' && schema.$ref.startsWith('#'); i++) {
    ref = schema.$ref.slice(1);
    pointer = ref;
    schema = ref
      .split('/')
      .slice(1)
      .reduce((node, t) => node?.[t.replace(/~1/g, '/').replace(/~0/g, '~')], doc);
  }
  return { schema, pointer, ref };
}

/** The JSON types a schema allows, or null for any. @param {any} s @returns {string[] | null} */
function typesOf(s) {
  if (Array.isArray(s?.type)) return s.type;
  if (typeof s?.type === 'string') return [s.type];
  return null;
}

/** Does `wide` allow every type of `narrow` (integer counts as a number)? @param {string[] | null} wide @param {string[] | null} narrow */
function covers(wide, narrow) {
  if (wide === null) return true;
  if (narrow === null) return false;
  return narrow.every((t) => wide.includes(t) || (t === 'integer' && wide.includes('number')));
}

/** @param {any} s @returns {unknown[] | null} */
const enumOf = (s) => (Array.isArray(s?.enum) ? s.enum : s && 'const' in s ? [s.const] : null);
/** @param {unknown[]} a @param {unknown[]} b */
const missingFrom = (a, b) => a.filter((v) => !b.some((w) => JSON.stringify(w) === JSON.stringify(v)));
/** @param {unknown[]} vs */
const list = (vs) => vs.map((v) => JSON.stringify(v)).join(', ');

/**
 * Compare a schema of the base contract with the same place of the head.
 * @param {Docs} docs @param {any} baseRaw @param {any} headRaw @param {Mode} mode
 * @param {string} basePointer @param {string} headPointer
 * @returns {SchemaChange[]}
 */
export function compareSchemas(docs, baseRaw, headRaw, mode, basePointer, headPointer) {
  const b = resolve(docs.base, baseRaw, basePointer);
  const h = resolve(docs.head, headRaw, headPointer);
  const key = `${mode}|${b.pointer}|${h.pointer}`;
  const cached = docs.memo.get(key);
  if (cached) return cached;
  if (docs.active.has(key)) return [];
  docs.active.add(key);
  const out = compareResolved(docs, b.schema ?? {}, h.schema ?? {}, mode, b.pointer, h.pointer);
  docs.active.delete(key);
  if (b.ref || h.ref) docs.memo.set(key, out);
  return out;
}

/**
 * @param {Docs} docs @param {any} base @param {any} head @param {Mode} mode
 * @param {string} bp base pointer @param {string} hp head pointer
 * @returns {SchemaChange[]}
 */
function compareResolved(docs, base, head, mode, bp, hp) {
  /** @type {SchemaChange[]} */
  const out = [];
  /** @param {Level} level @param {string} rule @param {string} pointer @param {string} message */
  const add = (level, rule, pointer, message) => out.push({ level, rule, pointer, message });
  const response = mode === 'response';

  const bt = typesOf(base);
  const ht = typesOf(head);
  if (response ? !covers(bt, ht) : !covers(ht, bt))
    add(
      'breaking',
      `${mode}-type-changed`,
      hp,
      `type changed from ${bt?.join(' | ') ?? 'any'} to ${ht?.join(' | ') ?? 'any'}`,
    );

  const be = enumOf(base);
  const he = enumOf(head);
  if (be || he) {
    const added = be && he ? missingFrom(he, be) : be ? ['(any value)'] : [];
    const removed = be && he ? missingFrom(be, he) : he ? ['(any value)'] : [];
    if (response && added.length > 0) add('warning', 'response-enum-widened', hp, `enum gained ${list(added)}`);
    if (!response && removed.length > 0) add('breaking', 'request-enum-narrowed', hp, `enum lost ${list(removed)}`);
    if (response && removed.length > 0) add('info', 'response-enum-narrowed', hp, `enum lost ${list(removed)}`);
    if (!response && added.length > 0) add('info', 'request-enum-widened', hp, `enum gained ${list(added)}`);
  }

  const bprops = base.properties ?? {};
  const hprops = head.properties ?? {};
  const breq = new Set(Array.isArray(base.required) ? base.required : []);
  const hreq = new Set(Array.isArray(head.required) ? head.required : []);
  for (const name of Object.keys(bprops)) {
    const at = `/properties/${escape(name)}`;
    if (!(name in hprops)) {
      if (response) add('breaking', 'response-property-removed', hp + at, `property \`${name}\` removed`);
      else add('info', 'request-property-removed', hp + at, `property \`${name}\` removed`);
      continue;
    }
    out.push(...compareSchemas(docs, bprops[name], hprops[name], mode, bp + at, hp + at));
    if (response && breq.has(name) && !hreq.has(name))
      add('breaking', 'response-property-optional', hp + at, `required property \`${name}\` made optional`);
    if (!response && !breq.has(name) && hreq.has(name))
      add('breaking', 'request-property-required', hp + at, `property \`${name}\` made required`);
  }
  for (const name of Object.keys(hprops)) {
    if (name in bprops) continue;
    const at = hp + `/properties/${escape(name)}`;
    if (!response && hreq.has(name))
      add('breaking', 'request-property-required', at, `required property \`${name}\` added`);
    else
      add(
        'info',
        `${mode}-property-added`,
        at,
        `${hreq.has(name) ? 'required' : 'optional'} property \`${name}\` added`,
      );
  }

  if (base.items || head.items)
    out.push(...compareSchemas(docs, base.items ?? {}, head.items ?? {}, mode, `${bp}/items`, `${hp}/items`));
  if (isSchema(base.additionalProperties) && isSchema(head.additionalProperties))
    out.push(
      ...compareSchemas(
        docs,
        base.additionalProperties,
        head.additionalProperties,
        mode,
        `${bp}/additionalProperties`,
        `${hp}/additionalProperties`,
      ),
    );
  for (const combinator of ['allOf', 'oneOf', 'anyOf']) {
    const bs = Array.isArray(base[combinator]) ? base[combinator] : [];
    const hs = Array.isArray(head[combinator]) ? head[combinator] : [];
    for (let i = 0; i < Math.min(bs.length, hs.length); i++)
      out.push(...compareSchemas(docs, bs[i], hs[i], mode, `${bp}/${combinator}/${i}`, `${hp}/${combinator}/${i}`));
    if (combinator !== 'allOf' && bs.length !== hs.length) {
      const widened = hs.length > bs.length;
      const level = widened === response ? (response ? 'warning' : 'breaking') : 'info';
      add(
        level,
        `${mode}-${combinator}-changed`,
        `${hp}/${combinator}`,
        `${combinator} had ${bs.length} alternatives, now ${hs.length}`,
      );
    }
  }
  return out;
}

/** @param {unknown} v */
const isSchema = (v) => v !== null && typeof v === 'object';
