import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { carrierName, fullName, initials, personName } from './names';

describe('personName', () => {
  it.each([
    [{ first_name: 'Dana', last_name: 'Whitfield', email: 'd@x.example' }, 'Dana Whitfield'],
    [{ first_name: 'Dana', last_name: null, email: 'd@x.example' }, 'Dana'],
    [{ first_name: null, last_name: 'Whitfield', email: 'd@x.example' }, 'Whitfield'],
    [{ first_name: ' ', last_name: '', email: 'd@x.example' }, 'd@x.example'],
    [{ email: 'd@x.example' }, 'd@x.example'],
  ])('%o → %s', (person, name) => expect(personName(person)).toBe(name));

  it('never answers an empty name while there is an e-mail', () => {
    fc.assert(
      fc.property(fc.option(fc.string()), fc.option(fc.string()), fc.emailAddress(), (first, last, email) => {
        expect(personName({ first_name: first, last_name: last, email })).not.toBe('');
      }),
    );
  });
});

describe('fullName', () => {
  it('does not fall back to anything', () => {
    expect(fullName({ first_name: 'Ada', last_name: 'Broker' })).toBe('Ada Broker');
    expect(fullName({ first_name: null, last_name: null })).toBe('');
  });
});

describe('initials', () => {
  it.each([
    ['Dana Whitfield', 'DW'],
    ['dana', 'D'],
    ['Mary Ann Lee', 'MA'],
    ['d@x.example', 'D'],
    ['', ''],
  ])('%s → %s', (name, expected) => expect(initials(name)).toBe(expected));
});

describe('carrierName', () => {
  it.each([
    [{ dba_name: 'Red Arrow', legal_name: 'Red Arrow Freight LLC' }, 'Red Arrow'],
    [{ dba_name: null, legal_name: 'Red Arrow Freight LLC' }, 'Red Arrow Freight LLC'],
    [{ dba_name: '  ', legal_name: 'Red Arrow Freight LLC' }, 'Red Arrow Freight LLC'],
    [{ dba_name: null, legal_name: null }, null],
    [null, null],
    [undefined, null],
  ])('%o → %s', (carrier, name) => expect(carrierName(carrier)).toBe(name));
});
