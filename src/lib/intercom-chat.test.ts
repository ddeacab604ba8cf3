// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { intercomChat } from './intercom-chat';

type Win = Window & { Intercom?: ((...args: unknown[]) => void) & { q?: unknown[][] } };
const win = window as Win;
const scripts = () => [...document.head.querySelectorAll('script')].map((s) => s.src);
const DANA = {
  id: 1201,
  email: 'dana.whitfield@lakeshorelogistics.com',
  name: 'Dana Whitfield',
  verificationHash: '9f2c',
};

afterEach(() => {
  delete win.Intercom;
  for (const script of document.head.querySelectorAll('script')) script.remove();
});

describe('intercomChat', () => {
  it('boots the Messenger with the user and the verification hash, loading its script once', () => {
    const chat = intercomChat('ab c1', win);
    expect(scripts()).toEqual([]);
    chat.boot(DANA);
    chat.boot(DANA);
    expect(scripts()).toEqual(['https://widget.intercom.io/widget/ab%20c1']);
    // Until the script arrives the calls wait in the queue it reads, as Intercom's snippet leaves them.
    expect(win.Intercom?.q).toEqual([
      [
        'boot',
        {
          app_id: 'ab c1',
          user_id: '1201',
          email: 'dana.whitfield@lakeshorelogistics.com',
          name: 'Dana Whitfield',
          user_hash: '9f2c',
        },
      ],
      ['boot', expect.objectContaining({ user_id: '1201' })],
    ]);
  });

  it('shuts the Messenger down on sign-out, through the loaded script', () => {
    const calls: unknown[][] = [];
    const chat = intercomChat('abc1', win);
    chat.boot(DANA);
    win.Intercom = (...args: unknown[]) => calls.push(args);
    chat.shutdown();
    expect(calls).toEqual([['shutdown']]);
  });

  it('does nothing on a sign-out before any sign-in', () => {
    intercomChat('abc1', win).shutdown();
    expect(win.Intercom).toBeUndefined();
    expect(scripts()).toEqual([]);
  });
});
