// @vitest-environment node
//
// Every example in the contracts matches its schema, and every answer a client must handle has
// one: for both APIs, each named example (and `example`) of each request body and response media
// type is validated with Ajv 2020 against the schema it illustrates (one test per
// operation + status + example, so a failure names the example), every 2xx JSON response has at
// least one named example, and so does every 4xx response.
//
// The contract is read by scripts/contract-check/contract.mjs (the drift check's loader): Redocly's
// bundler joins the split files into one document, and schemas are compiled by Ajv from it. A
// failure names the example by its place in that bundle (`#/components/examples/<name>`, the name
// it has in openapi/<api>/examples/*.yaml).
import { describe, expect, it } from 'vitest';
import {
  APIS,
  contractFile,
  describeLocation,
  formatAjvErrors,
  loadContract,
  type Contract,
  type Location,
  type Media,
} from '../../scripts/contract-check/contract.mjs';

interface ExampleCase {
  title: string;
  schemaLoc: Location;
  value: unknown;
  where: string;
}

interface CoverageCase {
  title: string;
  count: number;
}

const where = (loc: Location): string => describeLocation(loc);

function examplesOf(prefix: string, media: Media): ExampleCase[] {
  const out: ExampleCase[] = [];
  if (!media.schemaLoc) return out;
  for (const ex of media.examples)
    out.push({
      title: `${prefix} ${media.mediaType} example "${ex.name}"`,
      schemaLoc: media.schemaLoc,
      value: ex.hasValue ? ex.value : undefined,
      where: where(ex.loc),
    });
  if (media.example)
    out.push({
      title: `${prefix} ${media.mediaType} example`,
      schemaLoc: media.schemaLoc,
      value: media.example.value,
      where: where(media.example.loc),
    });
  return out;
}

function casesFor(contract: Contract) {
  const examples: ExampleCase[] = [];
  const coverage: CoverageCase[] = [];
  const literalRefs: string[] = [];
  for (const op of contract.operations) {
    const id = `${op.operationId} (${op.method.toUpperCase()} ${op.path})`;
    for (const media of op.requestBody?.content ?? []) {
      examples.push(...examplesOf(`${id} request body`, media));
      for (const ex of media.examples) if (ex.valueHasRef) literalRefs.push(`${id} request body example "${ex.name}"`);
    }
    for (const response of op.responses) {
      for (const media of response.content) {
        examples.push(...examplesOf(`${id} ${response.status}`, media));
        for (const ex of media.examples)
          if (ex.valueHasRef) literalRefs.push(`${id} ${response.status} example "${ex.name}" (${where(ex.loc)})`);
      }
      const named = response.content.reduce((n, m) => n + m.examples.filter((e) => e.hasValue).length, 0);
      const json = response.content.some((m) => /json/i.test(m.mediaType));
      if (/^2/.test(response.status) && json)
        coverage.push({ title: `${id} ${response.status} (JSON) has a named example`, count: named });
      if (/^4/.test(response.status))
        coverage.push({ title: `${id} ${response.status} has a named example`, count: named });
    }
  }
  return { examples, coverage, literalRefs };
}

// Loaded before the tests are collected (one test per example needs the contract).
const contracts = await Promise.all(
  APIS.map(async (api) => {
    try {
      return { api, contract: await loadContract(contractFile(api)), loadError: undefined };
    } catch (err) {
      return { api, contract: undefined, loadError: err };
    }
  }),
);

for (const { api, contract, loadError } of contracts) {
  describe(`${api} contract examples`, () => {
    it('loads (every $ref resolves)', () => {
      expect(loadError, loadError instanceof Error ? loadError.message : String(loadError)).toBeUndefined();
      expect(contract?.operations.length ?? 0).toBeGreaterThan(0);
    });
    if (!contract) return;
    const loaded = contract;
    const { examples, coverage, literalRefs } = casesFor(loaded);

    describe('examples match their schemas', () => {
      it.each(examples.map((c) => [c.title, c] as const))('%s', (_title, c) => {
        expect(c.value, `${c.where}: example has no value`).toBeDefined();
        const validate = loaded.validator(c.schemaLoc);
        const valid = validate(c.value);
        const errors = formatAjvErrors(validate.errors).map((e) => `${e.pointer}: ${e.message}`);
        expect(errors, `${c.where} does not match ${where(c.schemaLoc)}`).toEqual([]);
        expect(valid).toBe(true);
      });
    });

    describe('answers have examples', () => {
      it.each(coverage.map((c) => [c.title, c] as const))('%s', (_title, c) => {
        expect(c.count, 'no named example (`examples:`) for this response').toBeGreaterThan(0);
      });
    });

    // An example `value` is a literal (OpenAPI 3.1, Example Object): Prism and Spectral resolve a
    // `$ref` inside it, but Redocly's bundle (this loader, the bundled lint and dist/contracts)
    // keeps it as `{ $ref: ... }` text. Reuse example files with a $ref on the whole Example
    // Object instead.
    it('example values hold no $ref (not portable to the bundled contract)', () => {
      expect(literalRefs).toEqual([]);
    });
  });
}
