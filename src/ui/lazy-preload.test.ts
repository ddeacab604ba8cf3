import { describe, expect, it, vi } from 'vitest';
import { lazyWithPreload } from './lazy-preload';

const module = { default: () => null };

describe('lazyWithPreload', () => {
  it('fetches a tab’s (or a dialog’s) chunk once, however often it is preloaded', async () => {
    const load = vi.fn(() => Promise.resolve(module));
    const tab = lazyWithPreload(load);
    tab.preload();
    tab.preload();
    await Promise.resolve();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('forgets a failed preload, so the next one (or opening the tab) tries again', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(module);
    const tab = lazyWithPreload(load);
    tab.preload();
    await new Promise((resolve) => setTimeout(resolve, 0));
    tab.preload();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
