// @vitest-environment jsdom
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { jwtPayload } from './jwt';

const base64url = (text: string) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(text)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

describe('jwtPayload', () => {
  it("reads the contract's example token", () => {
    expect(jwtPayload('eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOjEyMDEsImV4cCI6MTc5NTA4NjQwMH0.ZnJlc2g')).toEqual({
      sub: 1201,
      exp: 1795086400,
    });
  });
  it('is null for what is not a token', () => {
    for (const token of ['', 'abc', 'a..b', 'a.!!!.b', `a.${base64url('not json')}.b`])
      expect(jwtPayload(token)).toBeNull();
  });
  it('reads back any JSON payload, whatever its characters', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const json = JSON.stringify(value);
        expect(jwtPayload(`h.${base64url(json)}.s`)).toEqual(JSON.parse(json));
      }),
    );
  });
});
