import { AxiosError, AxiosHeaders } from 'axios';
import { describe, expect, it } from 'vitest';
import { errorMessage, errorStatus, fieldErrors } from './errors';

function answered(status: number, data: unknown): AxiosError {
  const config = { headers: new AxiosHeaders() };
  return new AxiosError('failed', 'ERR', config, null, { status, statusText: '', headers: {}, config, data });
}

describe('fieldErrors', () => {
  it('takes the first message of each field of the error body', () => {
    const error = answered(422, { message: 'x', errors: { password: ['Wrong.', 'Also wrong.'], email: ['Taken.'] } });
    expect(fieldErrors(error)).toEqual({ password: 'Wrong.', email: 'Taken.' });
  });
  it('gives nothing for bodies without field errors, or for bodies that are not the contract’s', () => {
    expect(fieldErrors(answered(422, { message: 'x' }))).toEqual({});
    expect(fieldErrors(answered(422, 'plain text'))).toEqual({});
    expect(fieldErrors(answered(422, { errors: { code: [42] } }))).toEqual({});
    expect(fieldErrors(new Error('not http'))).toEqual({});
  });
});

describe('errorMessage', () => {
  it('prefers the server’s sentence', () => {
    expect(errorMessage(answered(403, { message: 'Locked.' }))).toBe('Locked.');
  });
  it('falls back by status, and explains an unreachable server', () => {
    expect(errorMessage(answered(429, {}))).toMatch(/Too many attempts/);
    expect(errorMessage(answered(502, '<html>'))).toMatch(/server had a problem/);
    expect(errorMessage(new AxiosError('Network Error'))).toMatch(/could not reach the server/);
    expect(errorMessage(answered(400, { message: '  ' }))).toBe('Something went wrong. Please try again.');
  });
  it('reads the status of an answered call only', () => {
    expect(errorStatus(answered(418, {}))).toBe(418);
    expect(errorStatus(new Error('x'))).toBeUndefined();
  });
});
