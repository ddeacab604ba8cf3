import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ScenarioOperation } from './catalogue';
import {
  carriedChoices,
  choiceOptions,
  optionValue,
  otherBrandUrl,
  parseChoices,
  preferHeader,
  withChoice,
  type Choice,
} from './choices';

const listLoads: ScenarioOperation = {
  api: 'monitor',
  operationId: 'listLoads',
  method: 'GET',
  template: '/api/v1/loads',
  defaultStatus: 200,
  examples: [
    { name: 'open', summary: 'Open loads', status: 200 },
    { name: 'empty', summary: 'No load', status: 200 },
  ],
  errorStatuses: [401, 422, 500],
};

describe('preferHeader: the choice as Prism reads it', () => {
  it('asks for a named example of the default status by name alone', () => {
    expect(preferHeader({ kind: 'example', name: 'empty', status: 200 }, listLoads)).toBe('example=empty');
  });
  it('names the status of an example that belongs to another 2xx', () => {
    expect(preferHeader({ kind: 'example', name: 'partial', status: 206 }, listLoads)).toBe(
      'code=206, example=partial',
    );
  });
  it('asks for an error status by code, and for random data with dynamic=true', () => {
    expect(preferHeader({ kind: 'code', status: 422 }, listLoads)).toBe('code=422');
    expect(preferHeader({ kind: 'dynamic' }, listLoads)).toBe('dynamic=true');
  });
});

describe('choiceOptions: what an operation offers', () => {
  it('is its default, each success example, each documented error status, then dynamic data', () => {
    expect(choiceOptions(listLoads).map((o) => o.label)).toEqual([
      'Default: example open',
      'Example open',
      'Example empty',
      'Status 401',
      'Status 422',
      'Status 500',
      'Dynamic data',
    ]);
  });
  it('gives each option a distinct value that leads back to its choice', () => {
    const options = choiceOptions({
      ...listLoads,
      examples: [...listLoads.examples, { name: 'p', summary: '', status: 206 }],
    });
    expect(new Set(options.map((o) => o.value)).size).toBe(options.length);
    for (const option of options) expect(optionValue(option.choice)).toBe(option.value);
    expect(options.at(-5)?.label).toBe('Example p (206)');
  });
  it('says the default is the status when the answer has no example', () => {
    expect(choiceOptions({ ...listLoads, examples: [], defaultStatus: 204 })[0]?.label).toBe('Default: status 204');
  });
});

const choiceArb: fc.Arbitrary<Choice> = fc.oneof(
  fc.record({
    kind: fc.constant('example' as const),
    name: fc.stringMatching(/^[a-z_0-9]{1,20}$/),
    status: fc.integer({ min: 200, max: 299 }),
  }),
  fc.record({ kind: fc.constant('code' as const), status: fc.integer({ min: 300, max: 599 }) }),
  fc.constant({ kind: 'dynamic' as const }),
);
const choicesArb = fc.dictionary(fc.stringMatching(/^[a-zA-Z]{1,12}$/), choiceArb, { noNullPrototype: true });

describe('parseChoices: the stored choices', () => {
  it('reads back what was stored', () => {
    fc.assert(
      fc.property(choicesArb, (choices) => {
        expect(parseChoices(JSON.stringify(choices))).toEqual(choices);
      }),
    );
  });
  it('never throws on what session storage may hold, and keeps only well-formed choices', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json()), (text) => {
        for (const choice of Object.values(parseChoices(text))) expect(optionValue(choice)).not.toBe('');
      }),
    );
    expect(parseChoices(null)).toEqual({});
    expect(parseChoices('[1]')).toEqual({});
    expect(
      parseChoices(
        JSON.stringify({
          a: { kind: 'code', status: 500 },
          b: { kind: 'code', status: '500' },
          c: { kind: 'example', name: 'x; rm', status: 200 },
          d: { kind: 'other' },
        }),
      ),
    ).toEqual({ a: { kind: 'code', status: 500 } });
  });
});

describe('withChoice', () => {
  it('sets, replaces and (with null) removes one operation’s choice', () => {
    const one = withChoice({}, 'listLoads', { kind: 'code', status: 500 });
    expect(one).toEqual({ listLoads: { kind: 'code', status: 500 } });
    expect(withChoice(one, 'listLoads', { kind: 'dynamic' })).toEqual({ listLoads: { kind: 'dynamic' } });
    expect(withChoice(one, 'listLoads', null)).toEqual({});
  });
});

describe('otherBrandUrl and carriedChoices: a persona of the other brand', () => {
  it('opens the same page on watchdog.localhost and back, carrying the choices', () => {
    const choices = { getCurrentUser: { kind: 'example', name: 'watchdog_with_carrier_search', status: 200 } } as const;
    const there = new URL(otherBrandUrl('http://127.0.0.1:5173/broker/loads?tab=closed', 'watchdog', choices));
    expect(`${there.origin}${there.pathname}${there.search}`).toBe(
      'http://watchdog.localhost:5173/broker/loads?tab=closed',
    );
    expect(carriedChoices(there.hash)).toEqual(choices);
    const back = new URL(otherBrandUrl(there.toString(), 'default', {}));
    expect(back.host).toBe('localhost:5173');
    expect(carriedChoices(back.hash)).toEqual({});
  });
  it('reads nothing from any other fragment', () => {
    expect(carriedChoices('')).toBeNull();
    expect(carriedChoices('#section')).toBeNull();
    expect(carriedChoices('#mock-scenarios=%E0%A4%A')).toEqual({});
  });
});
