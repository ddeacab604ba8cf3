import { describe, expect, it } from 'vitest';
import { loadStatusName } from './load-status';

describe('loadStatusName', () => {
  it('names the statuses in a broker’s words', () => {
    expect(loadStatusName('progress')).toBe('In transit');
    expect(loadStatusName('assumed_delivered')).toBe('Assumed delivered');
  });
  it('reads a status this build does not know', () => {
    expect(loadStatusName('on_hold')).toBe('On hold');
  });
});
