// @vitest-environment node
//
// Every example in the contracts matches its schema, and every answer a client must handle has
// one: for both APIs, each named example (and `example`) of each request body and response media
// type is validated with Ajv 2020 against the schema it illustrates (one test per
// operation + status + example, so a failure names the example), every 2xx JSON response has at
// least one named example, and so does every 4xx response.
//
// The contract is read by scripts/contract-check/contract.mjs (the drift check's loader): $refs
// are followed across the split files, example values are read with their inner $refs resolved
// (as Prism serves them), and schemas are compiled by Ajv from the files themselves.
import { describe, expect, it } from 'vitest';
import {
  APIS,
  contractFile,
  formatAjvErrors,
  loadContract,
  shortName,
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

function where(loc: Location): string {
  return `${shortName(loc.file)}#/${loc.pointer.join('/')}`;
}

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

for (const api of APIS) {
  describe(`${api} contract examples`, () => {
    let contract: Contract | undefined;
    let loadError: unknown;
    try {
      contract = loadContract(contractFile(api));
    } catch (err) {
      loadError = err;
    }

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
    // `$ref` inside it, but Redocly's bundle and HTML reference (dist/contracts) keep it as
    // `{ $ref: ... }` text. Reuse example files with a $ref on the whole Example Object instead.
    it('example values hold no $ref (not portable to the bundled contract)', () => {
      expect(literalRefs).toEqual([]);
    });
  });
}
