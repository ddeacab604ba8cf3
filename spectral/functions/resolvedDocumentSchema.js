// Structural OpenAPI validation of the RESOLVED document.
//
// spectral:oas's `oas3-schema` runs on the unresolved root file only (`resolved: false`), so with our
// split layout it never sees paths/*.yaml or schemas/*.yaml, and it wrongly reports every
// `paths./x: {$ref: paths/x.yaml#/...}` entry as "must not have unevaluated properties"
// (stoplightio/spectral#2655). This rule runs the same validator (spectral:oas's own
// `oasDocumentSchema`, picked by the document's detected format, 3.1 here) on the document with all
// $refs resolved; findings are reported in the file that holds the offending object.
import { oas } from '@stoplight/spectral-rulesets';

const oasDocumentSchema = oas.rules['oas3-schema'].then.function;

/** @type {import('@stoplight/spectral-core').RulesetFunction} */
export default function resolvedDocumentSchema(input, options, context) {
  return oasDocumentSchema(input, options, context);
}
