import { describe, it, expect } from 'vitest';
import { isFeatureEnabled } from './feature-flags';

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
