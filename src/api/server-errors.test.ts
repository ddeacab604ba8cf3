import { AxiosError, AxiosHeaders } from 'axios';
import { describe, expect, it, vi } from 'vitest';
import { showServerErrors } from './server-errors';

function answered(status: number, data: unknown): AxiosError {
  const config = { headers: new AxiosHeaders() };
  return new AxiosError('failed', 'ERR', config, null, { status, statusText: '', headers: {}, config, data });
}

type Form = { name: string; file: string };

describe('showServerErrors', () => {
  it('puts each message the form has a field for beside it', () => {
    const setError = vi.fn();
    showServerErrors<Form>(answered(422, { errors: { name: ['is taken'], other: ['?'] } }), ['name', 'file'], setError);
    expect(setError.mock.calls).toEqual([['name', { type: 'server', message: 'is taken' }]]);
  });

  it('maps the server’s names to the form’s fields when given a function', () => {
    const setError = vi.fn();
    const error = answered(422, { errors: { 'rule[file]': ['is too large'] } });
    showServerErrors<Form>(error, (name) => (name === 'rule[file]' ? 'file' : undefined), setError);
    expect(setError.mock.calls).toEqual([['file', { type: 'server', message: 'is too large' }]]);
  });

  it('says the rest as the form’s error', () => {
    const setError = vi.fn();
    showServerErrors<Form>(answered(409, { message: 'Decided already.' }), ['name'], setError);
    expect(setError.mock.calls).toEqual([['root.server', { type: 'server', message: 'Decided already.' }]]);
  });
});
