import { describe, expect, it, vi } from 'vitest';
import { lazyTab } from './profile-tabs';

const module = { default: () => null };

describe('lazyTab', () => {
  it('fetches a tab’s chunk once, however often it is preloaded', async () => {
    const load = vi.fn(() => Promise.resolve(module));
    const tab = lazyTab(load);
    tab.preload();
    tab.preload();
    await Promise.resolve();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('forgets a failed preload, so the next one (or opening the tab) tries again', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(module);
    const tab = lazyTab(load);
    tab.preload();
    await new Promise((resolve) => setTimeout(resolve, 0));
    tab.preload();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
