// Loads a split OpenAPI 3.1 contract (root document + the files its $refs reach) without a build
// step, and gives the drift check and the contract tests one view of it:
//
// - `operations`: every operation with its method, path, parameters, request body and responses,
//   each $ref followed (path items, parameters, request bodies, responses, headers, examples);
// - `schemaId(location)`: an Ajv-ready `$ref` for a schema at a place in a file. Every loaded file
//   is registered in Ajv under its file URL, so schema $refs (relative, cross-file, recursive)
//   are resolved by Ajv itself with normal URI rules.
//
// Only `yaml`, `ajv` and `ajv-formats` are needed.
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parse as parseYaml } from 'yaml';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

export const APIS = /** @type {const} */ (['identity', 'monitor']);
export const METHODS = ['get', 'head', 'options', 'trace', 'post', 'put', 'patch', 'delete'];
export const SAFE_METHODS = new Set(['get', 'head']);

const here = dirname(fileURLToPath(import.meta.url));
/** The openapi/ folder shipped next to this script (scripts/contract-check/../../openapi). */
export const OPENAPI_DIR = resolve(here, '..', '..', 'openapi');

/** @param {string} api */
export function contractFile(api) {
  return resolve(OPENAPI_DIR, api, 'openapi.yaml');
}

/** An error in the contract files themselves (bad YAML, a $ref that goes nowhere). */
export class ContractError extends Error {}

/**
 * @typedef {{ file: string, pointer: string[] }} Location  file: a file URL without fragment
 * @typedef {{ name: string, in: string, required: boolean, schema: any, schemaLoc: Location | null, example?: unknown, examples?: Record<string, any> }} Parameter
 * @typedef {{ name: string, summary?: string, value: unknown, rawValue: unknown, valueHasRef: boolean, hasValue: boolean, loc: Location }} NamedExample
 * @typedef {{ mediaType: string, schema: any, schemaLoc: Location | null, examples: NamedExample[], example?: { value: unknown, loc: Location } }} Media
 * @typedef {{ status: string, description?: string, headers: { name: string, required: boolean | undefined, schema: any, schemaLoc: Location | null }[], content: Media[] }} Response
 * @typedef {{ operationId: string, method: string, path: string, summary?: string, tags: string[], security: any, parameters: Parameter[], requestBody: { required: boolean, content: Media[] } | null, responses: Response[] }} Operation
 */

/** @param {string} token */
const unescapePointer = (token) => decodeURIComponent(token).replace(/~1/g, '/').replace(/~0/g, '~');
/** @param {string[]} pointer */
export const encodePointer = (pointer) =>
  pointer.map((t) => '/' + encodeURIComponent(String(t).replace(/~/g, '~0').replace(/\//g, '~1'))).join('');

/**
 * Load a contract.
 * @param {string} rootPath absolute or relative path of the root openapi.yaml
 */
export function loadContract(rootPath) {
  const rootFile = pathToFileURL(resolve(rootPath)).href;
  /** @type {Map<string, any>} */
  const files = new Map();

  /** @param {string} fileUrl */
  function load(fileUrl) {
    if (files.has(fileUrl)) return files.get(fileUrl);
    let text;
    try {
      text = readFileSync(fileURLToPath(fileUrl), 'utf8');
    } catch (err) {
      throw new ContractError(`Cannot read ${fileURLToPath(fileUrl)}: ${/** @type {Error} */ (err).message}`);
    }
    let data;
    try {
      data = parseYaml(text, { maxAliasCount: -1, merge: true });
    } catch (err) {
      throw new ContractError(`Cannot parse ${fileURLToPath(fileUrl)}: ${/** @type {Error} */ (err).message}`);
    }
    files.set(fileUrl, data);
    return data;
  }

  /**
   * The node a pointer designates in a file.
   * @param {string} file @param {string[]} pointer
   */
  function at(file, pointer) {
    let node = load(file);
    for (const key of pointer) {
      if (node === null || typeof node !== 'object' || !(key in node))
        throw new ContractError(`$ref target ${shortName(file)}#${encodePointer(pointer)} does not exist`);
      node = node[key];
    }
    return node;
  }

  /**
   * Where a $ref string written in `file` points.
   * @param {string} ref @param {string} file
   * @returns {Location}
   */
  function target(ref, file) {
    const url = new URL(ref, file);
    const fragment = url.hash.replace(/^#/, '');
    url.hash = '';
    const pointer =
      fragment === '' || fragment === '/' ? [] : fragment.replace(/^\//, '').split('/').map(unescapePointer);
    return { file: url.href, pointer };
  }

  /**
   * Follow $refs until a node without one.
   * @param {any} node @param {Location} loc
   * @returns {{ node: any, loc: Location }}
   */
  function deref(node, loc) {
    const seen = new Set();
    while (node && typeof node === 'object' && typeof node.$ref === 'string') {
      const next = target(node.$ref, loc.file);
      const key = next.file + '#' + encodePointer(next.pointer);
      if (seen.has(key)) throw new ContractError(`$ref cycle at ${shortName(loc.file)}#${encodePointer(loc.pointer)}`);
      seen.add(key);
      loc = next;
      node = at(loc.file, loc.pointer);
    }
    return { node, loc };
  }

  /**
   * A copy of `node` with every $ref replaced by its target (example values: Prism and Spectral
   * resolve $refs there too). Cycles are left as the $ref object.
   * @param {any} node @param {string} file @param {Set<string>} [stack]
   * @returns {any}
   */
  function resolveDeep(node, file, stack = new Set()) {
    if (Array.isArray(node)) return node.map((v) => resolveDeep(v, file, stack));
    if (node === null || typeof node !== 'object') return node;
    if (typeof node.$ref === 'string') {
      const t = target(node.$ref, file);
      const key = t.file + '#' + encodePointer(t.pointer);
      if (stack.has(key)) return node;
      const next = new Set(stack).add(key);
      return resolveDeep(at(t.file, t.pointer), t.file, next);
    }
    /** @type {Record<string, any>} */
    const out = {};
    for (const [k, v] of Object.entries(node)) out[k] = resolveDeep(v, file, stack);
    return out;
  }

  /**
   * Does a value contain a $ref object anywhere (used to flag example values that only tools
   * resolving $refs inside literal values understand)?
   * @param {any} node
   */
  function containsRef(node) {
    if (Array.isArray(node)) return node.some(containsRef);
    if (node === null || typeof node !== 'object') return false;
    if (typeof node.$ref === 'string') return true;
    return Object.values(node).some(containsRef);
  }

  // Crawl every file reachable through $refs so Ajv knows all of them.
  const queue = [rootFile];
  const crawled = new Set();
  while (queue.length > 0) {
    const file = /** @type {string} */ (queue.pop());
    if (crawled.has(file)) continue;
    crawled.add(file);
    const walk = (/** @type {any} */ node) => {
      if (Array.isArray(node)) node.forEach(walk);
      else if (node && typeof node === 'object') {
        if (typeof node.$ref === 'string') {
          const t = target(node.$ref, file);
          if (!t.file.startsWith('file:')) throw new ContractError(`Only local $refs are supported: ${node.$ref}`);
          load(t.file);
          if (!crawled.has(t.file)) queue.push(t.file);
        }
        Object.values(node).forEach(walk);
      }
    };
    walk(load(file));
  }
  // Check that every $ref lands somewhere, so a broken contract fails loudly and early.
  for (const [file, data] of files) {
    const check = (/** @type {any} */ node, /** @type {string[]} */ path) => {
      if (Array.isArray(node)) node.forEach((v, i) => check(v, [...path, String(i)]));
      else if (node && typeof node === 'object') {
        if (typeof node.$ref === 'string') {
          const t = target(node.$ref, file);
          try {
            at(t.file, t.pointer);
          } catch {
            throw new ContractError(`${shortName(file)}#${encodePointer(path)}: $ref "${node.$ref}" points to nothing`);
          }
        }
        for (const [k, v] of Object.entries(node)) check(v, [...path, k]);
      }
    };
    check(data, []);
  }

  const root = load(rootFile);
  if (!root || typeof root !== 'object' || typeof root.openapi !== 'string')
    throw new ContractError(`${rootPath} is not an OpenAPI document`);

  /**
   * @param {any} mediaMap @param {Location} loc location of the `content` map
   * @returns {Media[]}
   */
  function readContent(mediaMap, loc) {
    if (!mediaMap || typeof mediaMap !== 'object') return [];
    return Object.entries(mediaMap).map(([mediaType, raw]) => {
      const { node: media, loc: mloc } = deref(raw, { file: loc.file, pointer: [...loc.pointer, mediaType] });
      /** @type {Media} */
      const out = {
        mediaType,
        schema: null,
        schemaLoc: null,
        examples: [],
      };
      if (media && media.schema !== undefined) {
        out.schemaLoc = { file: mloc.file, pointer: [...mloc.pointer, 'schema'] };
        out.schema = deref(media.schema, out.schemaLoc).node;
      }
      if (media && media.examples && typeof media.examples === 'object') {
        for (const [name, rawEx] of Object.entries(media.examples)) {
          const { node: ex, loc: exLoc } = deref(rawEx, {
            file: mloc.file,
            pointer: [...mloc.pointer, 'examples', name],
          });
          const hasValue = ex !== null && typeof ex === 'object' && 'value' in ex;
          out.examples.push({
            name,
            summary: ex?.summary,
            hasValue,
            rawValue: hasValue ? ex.value : undefined,
            value: hasValue ? resolveDeep(ex.value, exLoc.file) : undefined,
            valueHasRef: hasValue && containsRef(ex.value),
            loc: exLoc,
          });
        }
      }
      if (media && 'example' in media) out.example = { value: resolveDeep(media.example, mloc.file), loc: mloc };
      return out;
    });
  }

  /**
   * @param {any[]} list @param {Location} loc
   * @returns {Parameter[]}
   */
  function readParameters(list, loc) {
    if (!Array.isArray(list)) return [];
    return list.map((raw, i) => {
      const { node: p, loc: ploc } = deref(raw, { file: loc.file, pointer: [...loc.pointer, String(i)] });
      const schemaLoc = p.schema !== undefined ? { file: ploc.file, pointer: [...ploc.pointer, 'schema'] } : null;
      return {
        name: p.name,
        in: p.in,
        required: p.required === true,
        schema: schemaLoc ? resolveDeep(p.schema, schemaLoc.file) : null,
        schemaLoc,
        example: p.example,
        examples: p.examples ? resolveDeep(p.examples, ploc.file) : undefined,
      };
    });
  }

  /** @type {Operation[]} */
  const operations = [];
  const paths = root.paths && typeof root.paths === 'object' ? root.paths : {};
  for (const [path, rawItem] of Object.entries(paths)) {
    const { node: item, loc: itemLoc } = deref(rawItem, { file: rootFile, pointer: ['paths', path] });
    if (!item || typeof item !== 'object') continue;
    const shared = readParameters(item.parameters, { file: itemLoc.file, pointer: [...itemLoc.pointer, 'parameters'] });
    for (const method of METHODS) {
      const op = item[method];
      if (!op || typeof op !== 'object') continue;
      const opLoc = { file: itemLoc.file, pointer: [...itemLoc.pointer, method] };
      const own = readParameters(op.parameters, { file: opLoc.file, pointer: [...opLoc.pointer, 'parameters'] });
      const parameters = [...shared.filter((s) => !own.some((o) => o.name === s.name && o.in === s.in)), ...own];
      let requestBody = null;
      if (op.requestBody) {
        const { node: rb, loc: rbLoc } = deref(op.requestBody, {
          file: opLoc.file,
          pointer: [...opLoc.pointer, 'requestBody'],
        });
        requestBody = {
          required: rb?.required === true,
          content: readContent(rb?.content, { file: rbLoc.file, pointer: [...rbLoc.pointer, 'content'] }),
        };
      }
      /** @type {Response[]} */
      const responses = [];
      for (const [status, rawResp] of Object.entries(op.responses ?? {})) {
        const { node: resp, loc: rLoc } = deref(rawResp, {
          file: opLoc.file,
          pointer: [...opLoc.pointer, 'responses', status],
        });
        const headers = Object.entries(resp?.headers ?? {}).map(([name, rawH]) => {
          const { node: h, loc: hLoc } = deref(rawH, { file: rLoc.file, pointer: [...rLoc.pointer, 'headers', name] });
          return {
            name,
            required: typeof h?.required === 'boolean' ? h.required : undefined,
            schema: h?.schema !== undefined ? resolveDeep(h.schema, hLoc.file) : null,
            schemaLoc: h?.schema !== undefined ? { file: hLoc.file, pointer: [...hLoc.pointer, 'schema'] } : null,
          };
        });
        responses.push({
          status: String(status),
          description: resp?.description,
          headers,
          content: readContent(resp?.content, { file: rLoc.file, pointer: [...rLoc.pointer, 'content'] }),
        });
      }
      operations.push({
        operationId: op.operationId ?? `${method.toUpperCase()} ${path}`,
        method,
        path,
        summary: op.summary,
        tags: op.tags ?? [],
        security: op.security ?? root.security ?? [],
        parameters,
        requestBody,
        responses,
      });
    }
  }

  /** @type {import('ajv').default | null} */
  let ajv = null;
  /** @type {Map<string, import('ajv').ValidateFunction>} */
  const compiled = new Map();

  /** An Ajv 2020 instance that knows every file of the contract by its file URL. */
  function getAjv() {
    if (ajv) return ajv;
    ajv = new Ajv2020({ strict: false, allErrors: true, validateSchema: false, logger: false });
    addFormats(ajv);
    // OpenAPI's own formats: annotations only.
    for (const f of ['int32', 'int64', 'float', 'double', 'byte', 'binary', 'password']) ajv.addFormat(f, true);
    for (const [file, data] of files) if (data && typeof data === 'object') ajv.addSchema(data, file);
    return ajv;
  }

  /**
   * A compiled validator for the schema at `loc`.
   * @param {Location} loc
   */
  function validator(loc) {
    const id = loc.file + '#' + encodePointer(loc.pointer);
    let fn = compiled.get(id);
    if (!fn) {
      fn = getAjv().compile({ $ref: id });
      compiled.set(id, fn);
    }
    return fn;
  }

  return { rootFile, root, files, operations, deref, resolveDeep, validator, shortName };
}

/** @param {string} fileUrl */
export function shortName(fileUrl) {
  const p = fileURLToPath(fileUrl);
  const i = p.lastIndexOf('/openapi/');
  return i >= 0 ? p.slice(i + 1) : p;
}

/**
 * Format Ajv errors as `pointer: message` lines.
 * @param {import('ajv').ErrorObject[] | null | undefined} errors
 */
export function formatAjvErrors(errors) {
  if (!errors) return [];
  return errors.map((e) => {
    let pointer = e.instancePath || '';
    let message = e.message ?? e.keyword;
    if (e.keyword === 'required') pointer += '/' + e.params.missingProperty;
    if (e.keyword === 'additionalProperties') pointer += '/' + e.params.additionalProperty;
    if (e.keyword === 'enum') message += ': ' + e.params.allowedValues.map((v) => JSON.stringify(v)).join(', ');
    return { pointer: pointer === '' ? '/' : pointer, message, keyword: e.keyword };
  });
}
