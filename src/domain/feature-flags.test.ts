import { describe, it, expect } from 'vitest';
import { enabledFlags, isFeatureEnabled } from './feature-flags';

describe('isFeatureEnabled', () => {
  it('is on when the user or the company has the flag', () => {
    expect(isFeatureEnabled({ user: ['opensearch'], company: [] }, 'opensearch')).toBe(true);
    expect(isFeatureEnabled({ user: [], company: ['opensearch'] }, 'opensearch')).toBe(true);
    expect(isFeatureEnabled({ user: ['opensearch'], company: ['opensearch'] }, 'opensearch')).toBe(true);
  });
  it('is off when neither has it', () => {
    expect(isFeatureEnabled({ user: ['other'], company: ['x'] }, 'opensearch')).toBe(false);
  });
});

describe('enabledFlags', () => {
  it('lists each flag that is on for either side once', () => {
    expect(enabledFlags({ user: ['b', 'a'], company: ['a', 'c'] })).toEqual(['a', 'b', 'c']);
    expect(enabledFlags({ user: [], company: [] })).toEqual([]);
  });
});
