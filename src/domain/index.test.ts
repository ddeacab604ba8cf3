import { describe, it, expect } from 'vitest';
import * as domain from './index';

describe('domain index', () => {
  it('re-exports the rules', () => {
    for (const name of [
      'decideAccess',
      'carrierSearchQuery',
      'assessRules',
      'loadBoardSearchRequest',
      'pagingFromHeaders',
    ]) {
      expect(typeof (domain as Record<string, unknown>)[name]).toBe('function');
    }
  });
});
