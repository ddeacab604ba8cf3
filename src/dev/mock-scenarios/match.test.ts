import { describe, expect, it } from 'vitest';
import type { Api, ScenarioOperation } from './catalogue';
import { apiOfBase, operationOf, pageOperations, templateMatches } from './match';

const op = (api: Api, operationId: string, method: string, template: string): ScenarioOperation => ({
  api,
  operationId,
  method,
  template,
  defaultStatus: 200,
  examples: [],
  errorStatuses: [],
});
const listLoads = op('monitor', 'listLoads', 'GET', '/api/v1/loads');
const getLoad = op('monitor', 'getLoad', 'GET', '/api/v1/loads/{id}');
const updateLoad = op('monitor', 'updateLoad', 'PATCH', '/api/v1/loads/{id}');
const getCarrier = op('monitor', 'getCarrier', 'GET', '/api/v1/carriers/{id}');
const loadMatch = op('monitor', 'loadMatch', 'GET', '/api/v1/carriers/load_match');
const identityUsers = op('identity', 'listUsers', 'GET', '/api/v1/users');
const monitorUsers = op('monitor', 'listMonitorUsers', 'GET', '/api/v1/users');
const ALL = [listLoads, getLoad, updateLoad, getCarrier, loadMatch, identityUsers, monitorUsers];

describe('templateMatches', () => {
  it('takes any one segment for a parameter, and nothing across a slash', () => {
    expect(templateMatches('/api/v1/loads/{id}', '/api/v1/loads/50001')).toBe(true);
    expect(templateMatches('/api/v1/loads/{id}', '/api/v1/loads/50001/stops')).toBe(false);
    expect(templateMatches('/api/v1/loads/{id}', '/api/v1/loads/')).toBe(false);
    expect(templateMatches('/api/v1/loads', '/api/v1/loadsX')).toBe(false);
  });
});

describe('operationOf: the operation a request of the API layer is a call of', () => {
  it('matches API, method and path template, whatever the query', () => {
    expect(operationOf(ALL, 'monitor', 'get', '/api/v1/loads?page=2')).toBe(listLoads);
    expect(operationOf(ALL, 'monitor', 'get', '/api/v1/loads/50001')).toBe(getLoad);
    expect(operationOf(ALL, 'monitor', 'patch', '/api/v1/loads/50001')).toBe(updateLoad);
    expect(operationOf(ALL, 'monitor', 'delete', '/api/v1/loads/50001')).toBeUndefined();
  });
  it('prefers a literal segment to a parameter', () => {
    expect(operationOf(ALL, 'monitor', 'GET', '/api/v1/carriers/load_match')).toBe(loadMatch);
    expect(operationOf(ALL, 'monitor', 'GET', '/api/v1/carriers/1001')).toBe(getCarrier);
  });
  it('tells the two APIs’ same path apart', () => {
    expect(operationOf(ALL, 'identity', 'GET', '/api/v1/users')).toBe(identityUsers);
    expect(operationOf(ALL, 'monitor', 'GET', '/api/v1/users')).toBe(monitorUsers);
  });
});

describe('apiOfBase', () => {
  const bases = { identity: '/identity', monitor: 'https://monitor.example.com' };
  it('names the API from the base URL the API layer sends with', () => {
    expect(apiOfBase('/identity', bases)).toBe('identity');
    expect(apiOfBase('https://monitor.example.com', bases)).toBe('monitor');
    expect(apiOfBase('/other', bases)).toBeNull();
    expect(apiOfBase(undefined, bases)).toBeNull();
  });
});

describe('pageOperations: what the panel offers on a page', () => {
  const calls = [
    { operation: listLoads, pathname: '/broker/' },
    { operation: getCarrier, pathname: '/broker/carriers/1001' },
    { operation: getLoad, pathname: '/broker/loads' },
    { operation: updateLoad, pathname: '/broker/loads/50001' },
  ];
  it('offers the calls made on this page, in the order they were first made', () => {
    expect(pageOperations(calls, '/broker/loads/50001', [], [])).toEqual([updateLoad]);
  });
  it('adds the calls behind the queries a mounted screen reads (a loader asks before the address changes)', () => {
    expect(pageOperations(calls, '/broker/loads', ['/api/v1/loads'], [])).toEqual([listLoads, getLoad]);
    // A literal path is the literal operation's, not the parameter's.
    const withMatch = [...calls, { operation: loadMatch, pathname: '/broker/' }];
    expect(pageOperations(withMatch, '/x', ['/api/v1/carriers/load_match'], [])).toEqual([loadMatch]);
  });
  it('keeps every operation with a choice, wherever it was called', () => {
    expect(pageOperations(calls, '/broker/loads/50001', [], [getCarrier])).toEqual([updateLoad, getCarrier]);
  });
});
