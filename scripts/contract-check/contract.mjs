// Loads a split OpenAPI 3.1 contract (root document + the files its $refs reach) and gives the
// drift check, the bundled lint and the contract tests one view of it:
//
// - `bundleContract(root)`: Redocly's bundler (@redocly/openapi-core, the library behind
//   `redocly bundle`) joins the files into one document whose every $ref is internal
//   (`#/components/...`); a $ref that goes nowhere or a file that does not parse is a ContractError;
// - `loadContract(root)`: that bundle as `operations` (method, path, parameters, request body,
//   responses, each $ref followed) and `validator(location)`, an Ajv 2020 validator for the schema
//   at a JSON pointer of the bundle (the bundle is registered in Ajv whole, so schema $refs,
//   recursive ones included, are resolved by Ajv itself).
import { dirname, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { bundle, createConfig } from '@redocly/openapi-core';
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
 * @typedef {{ file: string, pointer: string[] }} Location  file: the root file's URL; pointer: into the bundle
 * @typedef {{ name: string, in: string, required: boolean, schema: any, schemaLoc: Location | null, example?: unknown, examples?: Record<string, any> }} Parameter
 * @typedef {{ name: string, summary?: string, value: unknown, valueHasRef: boolean, hasValue: boolean, loc: Location }} NamedExample
 * @typedef {{ mediaType: string, schema: any, schemaLoc: Location | null, examples: NamedExample[], example?: { value: unknown, loc: Location } }} Media
 * @typedef {{ name: string, required: boolean | undefined, schema: any, schemaLoc: Location | null, example?: unknown, examples?: Record<string, any> }} ResponseHeader
 * @typedef {{ operationId: string, parameters: Record<string, unknown>, requestBody?: unknown }} Link  an OpenAPI link (operationRef is not used)
 * @typedef {{ status: string, description?: string, headers: ResponseHeader[], content: Media[], links: Record<string, Link> }} Response
 * @typedef {{ operationId: string, method: string, path: string, summary?: string, description?: string, tags: string[], security: any, parameters: Parameter[], requestBody: { required: boolean, content: Media[] } | null, responses: Response[] }} Operation
 */

/** @param {string} token */
const unescapePointer = (token) => decodeURIComponent(token).replace(/~1/g, '/').replace(/~0/g, '~');
/** @param {string[]} pointer */
export const encodePointer = (pointer) =>
  pointer.map((t) => '/' + encodeURIComponent(String(t).replace(/~/g, '~0').replace(/\//g, '~1'))).join('');

/** Redocly's config with nothing in it: no redocly.yaml is looked up, no rule runs while bundling. */
let emptyConfig = /** @type {Promise<import('@redocly/openapi-core').Config> | null} */ (null);

/**
 * Bundle a split contract into one document whose $refs are all internal.
 * @param {string} rootPath absolute or relative path of the root openapi.yaml
 * @returns {Promise<Record<string, any>>}
 */
export async function bundleContract(rootPath) {
  emptyConfig ??= createConfig({});
  let result;
  try {
    result = await bundle({ ref: resolve(rootPath), config: await emptyConfig, componentRenamingConflicts: 'off' });
  } catch (err) {
    throw new ContractError(`Cannot read ${rootPath}: ${/** @type {Error} */ (err).message}`);
  }
  const errors = result.problems.filter((p) => p.severity === 'error');
  if (errors.length > 0)
    throw new ContractError(
      errors
        .map((p) => {
          const at = p.location[0];
          const where = at ? `${shortName(pathToFileURL(at.source.absoluteRef).href)}${at.pointer ?? ''}: ` : '';
          return where + p.message;
        })
        .join('\n'),
    );
  const doc = result.bundle.parsed;
  if (!doc || typeof doc !== 'object' || typeof doc.openapi !== 'string')
    throw new ContractError(`${rootPath} is not an OpenAPI document`);
  return doc;
}

/**
 * Load a contract (bundled, see `bundleContract`).
 * @param {string} rootPath absolute or relative path of the root openapi.yaml
 */
export async function loadContract(rootPath) {
  const rootFile = pathToFileURL(resolve(rootPath)).href;
  const root = await bundleContract(rootPath);

  /** @param {string[]} pointer */
  function at(pointer) {
    /** @type {any} */
    let node = root;
    for (const key of pointer) {
      if (node === null || typeof node !== 'object' || !(key in node))
        throw new ContractError(`$ref target #${encodePointer(pointer)} does not exist in the bundle`);
      node = node[key];
    }
    return node;
  }

  /** @param {string} ref */
  function target(ref) {
    if (!ref.startsWith('#')) throw new ContractError(`$ref "${ref}" is not internal after bundling`);
    const fragment = ref.slice(1);
    return fragment === '' || fragment === '/' ? [] : fragment.replace(/^\//, '').split('/').map(unescapePointer);
  }

  /**
   * Follow $refs until a node without one.
   * @param {any} node @param {Location} loc
   * @returns {{ node: any, loc: Location }}
   */
  function deref(node, loc) {
    const seen = new Set();
    while (node && typeof node === 'object' && typeof node.$ref === 'string') {
      if (seen.has(node.$ref)) throw new ContractError(`$ref cycle at #${encodePointer(loc.pointer)}`);
      seen.add(node.$ref);
      loc = { file: rootFile, pointer: target(node.$ref) };
      node = at(loc.pointer);
    }
    return { node, loc };
  }

  /**
   * A copy of `node` with every $ref replaced by its target (a parameter's or header's schema,
   * read for its type, default or enum). Cycles are left as the $ref object.
   * @param {any} node @param {Set<string>} [stack]
   * @returns {any}
   */
  function resolveDeep(node, stack = new Set()) {
    if (Array.isArray(node)) return node.map((v) => resolveDeep(v, stack));
    if (node === null || typeof node !== 'object') return node;
    if (typeof node.$ref === 'string') {
      if (stack.has(node.$ref)) return node;
      return resolveDeep(at(target(node.$ref)), new Set(stack).add(node.$ref));
    }
    /** @type {Record<string, any>} */
    const out = {};
    for (const [k, v] of Object.entries(node)) out[k] = resolveDeep(v, stack);
    return out;
  }

  /**
   * Does a value contain a $ref object anywhere? An example value is a literal: a $ref inside it
   * is not followed by the bundler (the tests forbid them).
   * @param {any} node
   */
  function containsRef(node) {
    if (Array.isArray(node)) return node.some(containsRef);
    if (node === null || typeof node !== 'object') return false;
    if (typeof node.$ref === 'string') return true;
    return Object.values(node).some(containsRef);
  }

  /** @param {string[]} pointer @returns {Location} */
  const loc = (pointer) => ({ file: rootFile, pointer });

  /**
   * @param {any} mediaMap @param {string[]} pointer of the `content` map
   * @returns {Media[]}
   */
  function readContent(mediaMap, pointer) {
    if (!mediaMap || typeof mediaMap !== 'object') return [];
    return Object.entries(mediaMap).map(([mediaType, raw]) => {
      const { node: media, loc: mloc } = deref(raw, loc([...pointer, mediaType]));
      /** @type {Media} */
      const out = { mediaType, schema: null, schemaLoc: null, examples: [] };
      if (media && media.schema !== undefined) {
        out.schemaLoc = loc([...mloc.pointer, 'schema']);
        out.schema = deref(media.schema, out.schemaLoc).node;
      }
      if (media && media.examples && typeof media.examples === 'object') {
        for (const [name, rawEx] of Object.entries(media.examples)) {
          const { node: ex, loc: exLoc } = deref(rawEx, loc([...mloc.pointer, 'examples', name]));
          const hasValue = ex !== null && typeof ex === 'object' && 'value' in ex;
          out.examples.push({
            name,
            summary: ex?.summary,
            hasValue,
            value: hasValue ? ex.value : undefined,
            valueHasRef: hasValue && containsRef(ex.value),
            loc: exLoc,
          });
        }
      }
      if (media && 'example' in media) out.example = { value: media.example, loc: mloc };
      return out;
    });
  }

  /**
   * @param {any[]} list @param {string[]} pointer
   * @returns {Parameter[]}
   */
  function readParameters(list, pointer) {
    if (!Array.isArray(list)) return [];
    return list.map((raw, i) => {
      const { node: p, loc: ploc } = deref(raw, loc([...pointer, String(i)]));
      const schemaLoc = p.schema !== undefined ? loc([...ploc.pointer, 'schema']) : null;
      return {
        name: p.name,
        in: p.in,
        // `x-required-by-server`: required by the server but not marked so, for Prism's sake (listTeams'
        // `q[company_id_eq]`, see openapi/monitor/paths/teams.yaml): the check sends it all the same.
        required: p.required === true || p['x-required-by-server'] === true,
        schema: schemaLoc ? resolveDeep(p.schema) : null,
        schemaLoc,
        example: p.example,
        examples: p.examples ? resolveDeep(p.examples) : undefined,
      };
    });
  }

  /** @param {any} resp @param {string[]} pointer of the response @returns {ResponseHeader[]} */
  function readHeaders(resp, pointer) {
    return Object.entries(resp?.headers ?? {}).map(([name, rawH]) => {
      const { node: h, loc: hLoc } = deref(rawH, loc([...pointer, 'headers', name]));
      return {
        name,
        required: typeof h?.required === 'boolean' ? h.required : undefined,
        schema: h?.schema !== undefined ? resolveDeep(h.schema) : null,
        schemaLoc: h?.schema !== undefined ? loc([...hLoc.pointer, 'schema']) : null,
        ...('example' in (h ?? {}) ? { example: h.example } : {}),
        ...(h?.examples ? { examples: resolveDeep(h.examples) } : {}),
      };
    });
  }

  /** @param {any} resp @param {string[]} pointer of the response @returns {Record<string, Link>} */
  function readLinks(resp, pointer) {
    /** @type {Record<string, Link>} */
    const out = {};
    for (const [name, rawL] of Object.entries(resp?.links ?? {})) {
      const { node: l } = deref(rawL, loc([...pointer, 'links', name]));
      if (!l || typeof l.operationId !== 'string') continue;
      out[name] = {
        operationId: l.operationId,
        parameters: l.parameters ?? {},
        ...('requestBody' in l ? { requestBody: l.requestBody } : {}),
      };
    }
    return out;
  }

  /** @type {Operation[]} */
  const operations = [];
  for (const [path, rawItem] of Object.entries(root.paths ?? {})) {
    const { node: item, loc: itemLoc } = deref(rawItem, loc(['paths', path]));
    if (!item || typeof item !== 'object') continue;
    const shared = readParameters(item.parameters, [...itemLoc.pointer, 'parameters']);
    for (const method of METHODS) {
      const op = item[method];
      if (!op || typeof op !== 'object') continue;
      const opPointer = [...itemLoc.pointer, method];
      const own = readParameters(op.parameters, [...opPointer, 'parameters']);
      const parameters = [...shared.filter((s) => !own.some((o) => o.name === s.name && o.in === s.in)), ...own];
      let requestBody = null;
      if (op.requestBody) {
        const { node: rb, loc: rbLoc } = deref(op.requestBody, loc([...opPointer, 'requestBody']));
        requestBody = {
          required: rb?.required === true,
          content: readContent(rb?.content, [...rbLoc.pointer, 'content']),
        };
      }
      /** @type {Response[]} */
      const responses = [];
      for (const [status, rawResp] of Object.entries(op.responses ?? {})) {
        const { node: resp, loc: rLoc } = deref(rawResp, loc([...opPointer, 'responses', status]));
        responses.push({
          status: String(status),
          description: resp?.description,
          headers: readHeaders(resp, rLoc.pointer),
          content: readContent(resp?.content, [...rLoc.pointer, 'content']),
          links: readLinks(resp, rLoc.pointer),
        });
      }
      operations.push({
        operationId: op.operationId ?? `${method.toUpperCase()} ${path}`,
        method,
        path,
        summary: op.summary,
        description: op.description,
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

  /** An Ajv 2020 instance that knows the bundle by the root file's URL. */
  function getAjv() {
    if (ajv) return ajv;
    ajv = new Ajv2020({ strict: false, allErrors: true, validateSchema: false, logger: false });
    addFormats(ajv);
    // OpenAPI's own formats: annotations only.
    for (const f of ['int32', 'int64', 'float', 'double', 'byte', 'binary', 'password']) ajv.addFormat(f, true);
    ajv.addSchema(root, rootFile);
    return ajv;
  }

  /**
   * A compiled validator for the schema at `loc`.
   * @param {Location} where
   */
  function validator(where) {
    const id = rootFile + '#' + encodePointer(where.pointer);
    let fn = compiled.get(id);
    if (!fn) {
      fn = getAjv().compile({ $ref: id });
      compiled.set(id, fn);
    }
    return fn;
  }

  return { rootFile, root, operations, deref, validator };
}

/**
 * A regular expression matching the paths of a path template (`/loads/{id}` matches `/loads/7`).
 * @param {string} template
 */
export function pathPattern(template) {
  const literal = template.split(/\{[^}]+\}/).map((s) => s.replace(/[.*+?^$()|[\]\\]/g, '\\$&'));
  return new RegExp('^' + literal.join('[^/]+') + '$');
}

/** A file URL as a path from openapi/ (or the full path outside it). @param {string} fileUrl */
export function shortName(fileUrl) {
  const p = fileURLToPath(fileUrl);
  const i = p.lastIndexOf('/openapi/');
  return i >= 0 ? p.slice(i + 1) : p;
}

/** Where a location is, for messages: `openapi/monitor/openapi.yaml (bundled)#/components/...`. @param {Location} where */
export function describeLocation(where) {
  return `${shortName(where.file)} (bundled)#${encodePointer(where.pointer)}`;
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
