// Every operation lists the project's standard error responses.
//
// options.codes        – codes every operation must list (401, 403, 404, 422).
// options.publicCodes  – codes an operation that declares `security: []` must list instead (422).
//                        Only the sign-in / sign-up steps are called without a token; such a call
//                        cannot be "unauthorized" (401) and addresses no record (404). An operation
//                        that inherits the root `security` (every other one) gets no exemption, and
//                        there is no other way to opt out.

/**
 * @param {Record<string, any>} operation
 * @param {{ codes: Array<string|number>, publicCodes: Array<string|number> }} options
 * @param {import('@stoplight/spectral-core').RulesetFunctionContext} context
 */
export default function operationErrorResponses(operation, options, context) {
  if (operation === null || typeof operation !== 'object') return [];
  const isPublic = Array.isArray(operation.security) && operation.security.length === 0;
  const wanted = (isPublic ? options.publicCodes : options.codes).map(String);
  const responses = operation.responses && typeof operation.responses === 'object' ? operation.responses : {};
  const missing = wanted.filter((code) => !(code in responses));
  if (missing.length === 0) return [];
  const which = missing.join(', ');
  return [
    {
      message: isPublic
        ? `Public operation (security: []) must list the ${which} response.`
        : `Operation must list the ${which} response${missing.length > 1 ? 's' : ''} (every operation lists ${options.codes.join(', ')}).`,
      path: [...context.path, 'responses'],
    },
  ];
}
