import { describe, expect, it } from 'vitest';
import { environmentLabel } from './env';

describe('environmentLabel', () => {
  it('labels every production build "prod" (carrier-portal §8), whatever its mode', () => {
    expect(environmentLabel(true, 'production')).toBe('prod');
    expect(environmentLabel(true, 'staging')).toBe('prod');
  });

  it('keeps the mode outside production', () => {
    expect(environmentLabel(false, 'development')).toBe('development');
    expect(environmentLabel(false, 'test')).toBe('test');
  });
});
