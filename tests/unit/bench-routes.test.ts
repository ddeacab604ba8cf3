// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { loadRoutes } from '../../scripts/bench/routes.mjs';
import { ROUTE_IDS } from '../../src/domain/routes';

// scripts/bench/routes.mjs: the bench visits every route of the path table at a concrete sample URL.
describe('the bench’s routes', () => {
  it('visits every route once, each at an address its screen can read', async () => {
    const routes = await loadRoutes(process.cwd());
    expect(routes.map((r) => r.id).sort()).toEqual([...ROUTE_IDS].sort());
    for (const { id, url } of routes) {
      const query = new URL(url, 'http://bench.test/broker/').searchParams;
      // A value passed where the path table wants { key: value } comes out as ?0=d&1=a&2=n…
      expect(
        [...query.keys()].filter((key) => /^\d+$/.test(key)),
        id,
      ).toEqual([]);
    }
    const byId = Object.fromEntries(routes.map((r) => [r.id, r.url]));
    expect(byId.loginCode).toBe('login/code?email=dana%40lakeshore-logistics.example');
    expect(byId.signUpCode).toBe('sign-up/code?email=dana%40lakeshore-logistics.example');
  });
});
