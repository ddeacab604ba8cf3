// Request bodies and 2xx JSON responses must point at a named component schema
// (`$ref: ...#/components/schemas/Name`), so that every entity has one name that orval, the docs
// and the drift check share.
//
// Allowed shapes of the media type's `schema`, looked at in the file that DEFINES the media type
// (the resolved document no longer shows $refs, so the rule asks Spectral's document inventory
// where the object came from and reads the unresolved YAML there):
//   1. `$ref: <anything>#/components/schemas/<Name>`
//   2. a list: `type: array` whose `items` is such a `$ref` (our paged list answers)
//   3. an inline schema that says why it is inline: `x-inline-wrapper: <reason>` (e.g. a one-field
//      `{ jwt }` answer that is no entity).
const NAMED = /#\/components\/schemas\/[^/]+$/;

/** @param {any} root @param {(string|number)[]} path */
function get(root, path) {
  let node = root;
  for (const key of path) {
    if (node === null || typeof node !== 'object') return undefined;
    node = node[key];
  }
  return node;
}

/** @param {any} schema */
function isAllowed(schema) {
  if (schema === null || typeof schema !== 'object') return false;
  if (typeof schema.$ref === 'string') return NAMED.test(schema.$ref);
  if (typeof schema['x-inline-wrapper'] === 'string' && schema['x-inline-wrapper'].trim() !== '') return true;
  if (schema.type === 'array' && schema.items && typeof schema.items.$ref === 'string')
    return NAMED.test(schema.items.$ref);
  return false;
}

/** @type {import('@stoplight/spectral-core').RulesetFunction} */
export default function namedComponentSchema(mediaType, _options, context) {
  if (mediaType === null || typeof mediaType !== 'object' || !('schema' in mediaType)) return [];
  const item = context.documentInventory.findAssociatedItemForPath(context.path, true);
  let unresolved = item ? get(item.document.data, item.path) : undefined;
  // A media type object reached through a $ref: follow it once more within the same file.
  if (unresolved && typeof unresolved.$ref === 'string' && unresolved.$ref.startsWith('#/'))
    unresolved = get(
      item.document.data,
      unresolved.$ref
        .slice(2)
        .split('/')
        .map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~')),
    );
  if (!unresolved || typeof unresolved !== 'object' || !('schema' in unresolved)) return [];
  if (isAllowed(unresolved.schema)) return [];
  return [
    {
      message:
        'Schema must be a $ref to a named component schema (or an array of one); an inline schema needs `x-inline-wrapper: <reason>`.',
      path: [...context.path, 'schema'],
    },
  ];
}
