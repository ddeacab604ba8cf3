import { AxiosError, AxiosHeaders } from 'axios';
import { describe, expect, it } from 'vitest';
import { blockedAccess, handledStatuses, isHandledError } from './error-policy';

const failed = (method: string, url: string, status: number, params?: unknown) => {
  const config = { method, url, params, headers: new AxiosHeaders() };
  return new AxiosError('x', 'ERR', config, null, { status, statusText: '', headers: {}, config, data: {} });
};

describe('handled statuses per call', () => {
  it.each([
    ['get', '/api/v1/loads', undefined, [401, 403, 404, 422]],
    ['post', '/api/v1/sign_in', undefined, [403, 409, 422, 429]],
    ['post', '/api/v1/sign_up', undefined, [403, 409, 422, 429]],
    ['post', '/api/v1/sign_up/create_company', undefined, [403, 409, 422, 429]],
    ['patch', '/api/v1/sign_up/claim_open_user_invitation', undefined, [403, 409, 422, 429]],
    ['get', '/api/v1/areas', { 'q[is_type_in][]': ['country'] }, [403, 422]],
    ['get', '/api/v1/areas', { 'q[is_type_eq]': 'five_zip' }, [401, 403, 404, 422]],
    ['get', '/api/v1/areas', { 'q[is_type_eq]': 'five_zip', 'q[country_in][]': ['US'] }, [401, 403, 404, 422]],
    ['get', '/api/v1/areas', { 'q[is_type_in][]': ['country'], 'q[country_in][]': ['US'] }, [403, 422]],
    ['post', '/api/v1/carriers/search', undefined, [401, 403, 404, 422, 500]],
    ['post', '/api/v1/notes', undefined, [403, 422]],
    ['post', '/api/v1/loads/broker_search', undefined, [400, 401, 403, 404, 422]],
    ['patch', '/api/v1/loads/50006/post_load', undefined, [401, 403, 404, 422]],
    ['patch', '/api/v1/rate_confirmations/12/mark_as_cancelled', undefined, [422]],
    ['post', '/api/v1/rules', undefined, [401, 403, 404, 422, 409]],
    ['get', '/api/v1/rules', undefined, [401, 403, 404, 422]],
    ['patch', '/api/v1/company_change_orders/7702/approve', undefined, [401, 403, 404, 422, 409]],
    ['patch', '/api/v1/company_change_orders/7702/reject', undefined, [401, 403, 404, 422, 409]],
    ['patch', '/api/v1/company_reports/4402/run_report', undefined, [401, 403, 404, 422, 409]],
    ['get', '/api/v1/company_reports', undefined, [401, 403, 404, 422]],
  ])('%s %s %j → %j', (method, path, params, expected) => {
    expect(handledStatuses(method, path, params)).toEqual(expected);
  });

  it('hands a listed status back to the screen and reports the rest', () => {
    expect(isHandledError(failed('get', '/api/v1/loads', 404))).toBe(true);
    expect(isHandledError(failed('get', '/api/v1/loads', 500))).toBe(false);
    expect(isHandledError(failed('post', '/api/v1/carriers/search', 500))).toBe(true);
    expect(isHandledError(failed('post', '/api/v1/sign_in', 401))).toBe(false);
    expect(isHandledError(failed('post', '/api/v1/loads/broker_search', 400))).toBe(true);
    expect(isHandledError(failed('post', '/api/v1/loads/broker_search', 500))).toBe(false);
    expect(isHandledError(failed('get', '/api/v1/loads', 400))).toBe(false);
    expect(isHandledError(new AxiosError('Network Error'))).toBe(false);
  });
});

describe('406 and 418', () => {
  const allowed = ['https://app.example-broker.com'];
  it('sends 418 to the pending access review page', () => {
    expect(blockedAccess(418, {}, allowed)).toEqual({ kind: 'pendingAccessReview' });
  });
  it('sends a 406 to the block page its reason names', () => {
    expect(blockedAccess(406, { redirect_to: 'https://x', reason: 'user_country_block' }, allowed)).toEqual({
      kind: 'countryBlock',
    });
    expect(blockedAccess(406, { redirect_to: 'https://x', reason: 'carrier_vpn_block' }, allowed)).toEqual({
      kind: 'vpnBlock',
    });
  });
  it('follows a 406 address only on an allowed origin', () => {
    expect(blockedAccess(406, { redirect_to: 'https://app.example-broker.com/broker/x' }, allowed)).toEqual({
      kind: 'external',
      url: 'https://app.example-broker.com/broker/x',
    });
    for (const to of ['https://evil.example.com/', 'javascript:alert(1)', 'http://app.example-broker.com/', 42]) {
      expect(blockedAccess(406, { redirect_to: to }, allowed)).toEqual({ kind: 'vpnBlock' });
    }
  });
  it('ignores other statuses', () => {
    expect(blockedAccess(500, {}, allowed)).toBeNull();
  });
});
