import { describe, expect, it, vi } from 'vitest';
import { botCheck } from './bot-check';

describe('botCheck', () => {
  it('refuses an automated browser when the check is on, and says why in the console', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => botCheck(true, { webdriver: true })).toThrow('Automated browsing is not allowed.');
    expect(log).toHaveBeenCalledWith(expect.stringContaining('disable bots'));
    log.mockRestore();
  });
  it('lets people through, and everything through when the check is off', () => {
    expect(() => botCheck(true, { webdriver: false })).not.toThrow();
    expect(() => botCheck(true, {})).not.toThrow();
    expect(() => botCheck(false, { webdriver: true })).not.toThrow();
  });
});
