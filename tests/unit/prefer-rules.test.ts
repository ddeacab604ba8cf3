import { describe, expect, it } from 'vitest';
import { preferForRequest, preferFromRules, rulesOf, type PreferRule } from '../../scripts/prefer-rules';
import type { IncomingMessage } from 'node:http';

const carrier404: PreferRule = {
  api: 'monitor',
  method: 'GET',
  path: '/api/v1/carriers/{id}',
  except: ['/api/v1/carriers/load_match'],
  prefer: 'code=404',
};

describe('the rules the robustness runs send (scripts/prefer-rules.ts)', () => {
  it('give the first matching rule’s Prefer: by API, method and path template, query ignored', () => {
    expect(preferFromRules([carrier404], 'monitor', 'get', '/api/v1/carriers/1001?tab=x')).toBe('code=404');
    expect(preferFromRules([carrier404], 'identity', 'GET', '/api/v1/carriers/1001')).toBeNull();
    expect(preferFromRules([carrier404], 'monitor', 'PUT', '/api/v1/carriers/1001')).toBeNull();
    expect(preferFromRules([carrier404], 'monitor', 'GET', '/api/v1/carriers/1001/notes')).toBeNull();
  });

  it('leave a path of a more exact operation to that operation', () => {
    expect(preferFromRules([carrier404], 'monitor', 'GET', '/api/v1/carriers/load_match')).toBeNull();
  });

  it('take the first rule that matches; a rule without conditions matches every call', () => {
    const rules: PreferRule[] = [
      { api: 'identity', path: '/api/v1/users/current', prefer: 'example=broker_all_scopes' },
      { prefer: 'dynamic=true' },
    ];
    expect(preferFromRules(rules, 'identity', 'GET', '/api/v1/users/current')).toBe('example=broker_all_scopes');
    expect(preferFromRules(rules, 'monitor', 'GET', '/api/v1/loads')).toBe('dynamic=true');
    expect(preferFromRules([], 'monitor', 'GET', '/api/v1/loads')).toBeNull();
  });

  it('read nothing from a missing or broken header', () => {
    const request = (header?: string) =>
      ({ headers: header === undefined ? {} : { 'x-e2e-prefer-rules': header } }) as unknown as IncomingMessage;
    expect(rulesOf(request())).toEqual([]);
    expect(rulesOf(request('not json'))).toEqual([]);
    expect(rulesOf(request('{"prefer":"x"}'))).toEqual([]);
    expect(rulesOf(request(JSON.stringify([carrier404])))).toEqual([carrier404]);
  });

  it('leave a call that carries its own Prefer header as it is: the more exact choice wins', () => {
    const request = (headers: Record<string, string>) =>
      ({ method: 'GET', url: '/api/v1/carriers/1001', headers }) as unknown as IncomingMessage;
    const rules = { 'x-e2e-prefer-rules': JSON.stringify([carrier404]) };
    expect(preferForRequest(request(rules), 'monitor')).toBe('code=404');
    expect(preferForRequest(request({ ...rules, prefer: 'code=422' }), 'monitor')).toBeNull();
    expect(preferForRequest(request({}), 'monitor')).toBeNull();
  });
});
