import { AxiosError, AxiosHeaders, type InternalAxiosRequestConfig } from 'axios';
import { describe, expect, it } from 'vitest';
import { searchRequirementsProblem } from './load-board';

const config = {
  method: 'post',
  url: '/api/v1/loads/broker_search',
  headers: new AxiosHeaders(),
} as InternalAxiosRequestConfig;
const answered = (status: number, data: unknown) =>
  new AxiosError(`Request failed with status code ${status}`, 'ERR_BAD_RESPONSE', config, null, {
    status,
    statusText: '',
    data,
    headers: {},
    config,
  });

describe('searchRequirementsProblem (monitoring §5: a search failure, or a 400 or 422, marks it)', () => {
  it('nothing without an error', () => {
    expect(searchRequirementsProblem(null)).toBeNull();
    expect(searchRequirementsProblem(undefined)).toBeNull();
  });

  it('a 400 or 422: the server’s message and its reasons per field, not asked again', () => {
    const body = { message: 'Choose an origin or an equipment type.', errors: { base: ['Choose an origin area.'] } };
    for (const status of [400, 422]) {
      expect(searchRequirementsProblem(answered(status, body))).toEqual({
        message: 'Choose an origin or an equipment type.',
        reasons: ['Choose an origin area.'],
        retryable: false,
      });
    }
  });

  it('the server’s or the network’s failure: marked too, with its message, and worth asking again', () => {
    const failed = searchRequirementsProblem(answered(500, { message: 'Upstream timed out.' }));
    expect(failed).toEqual({ message: 'Upstream timed out.', reasons: [], retryable: true });
    const offline = searchRequirementsProblem(new AxiosError('Network Error', 'ERR_NETWORK', config));
    expect(offline).toMatchObject({ reasons: [], retryable: true });
    expect(offline?.message).not.toBe('');
  });

  it('a refusal the screen handles (403, 404): marked, with its message, not asked again', () => {
    for (const status of [403, 404]) {
      expect(searchRequirementsProblem(answered(status, { message: 'No.' }))).toEqual({
        message: 'No.',
        reasons: [],
        retryable: false,
      });
    }
  });
});
