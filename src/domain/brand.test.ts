import { describe, it, expect } from 'vitest';
import { brandFromHost, brandOfPaywall } from './brand';

describe('brandFromHost', () => {
  it('is watchdog when the host contains the word, in any case', () => {
    expect(brandFromHost('watchdog.example.com')).toBe('watchdog');
    expect(brandFromHost('app.WatchDog-portal.io')).toBe('watchdog');
  });
  it('is default otherwise', () => {
    expect(brandFromHost('portal.example.com')).toBe('default');
    expect(brandFromHost('watch-dog.example.com')).toBe('default');
    expect(brandFromHost('')).toBe('default');
  });
});

describe('brandOfPaywall', () => {
  it('follows is_watchdog', () => {
    expect(brandOfPaywall({ is_watchdog: true })).toBe('watchdog');
    expect(brandOfPaywall({ is_watchdog: false })).toBe('default');
  });
});
