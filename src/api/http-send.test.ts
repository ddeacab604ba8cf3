// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from './http';

// The portal signs its calls with a bearer token, never a cookie: axios is told not to read an XSRF
// cookie (src/api/http.ts). Left to its default it read one before sending each same-origin call,
// through the browser's asynchronous cookie store where there is one, and held the call until it
// answered. These tests fail on axios's default.

/** What leaves through the browser's XMLHttpRequest: its headers, once it is sent. */
function watchSend() {
  const headers = new Map<string, string>();
  vi.spyOn(XMLHttpRequest.prototype, 'setRequestHeader').mockImplementation((name: string, value: string) => {
    headers.set(name.toLowerCase(), value);
  });
  const sent = new Promise<Map<string, string>>((resolve) => {
    vi.spyOn(XMLHttpRequest.prototype, 'send').mockImplementation(() => resolve(headers));
  });
  return sent;
}

describe('a call the portal sends', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  });

  it('leaves at once, without asking the cookie store for an XSRF cookie', async () => {
    // A cookie store that never answers: a call that waited for it would never be sent.
    const cookieStore = { get: vi.fn(() => new Promise<never>(() => undefined)) };
    vi.stubGlobal('cookieStore', cookieStore);
    const sent = watchSend();
    void apiRequest('/identity', { url: '/api/v1/users/current', method: 'GET' }).catch(() => undefined);
    const headers = await sent;
    expect(cookieStore.get).not.toHaveBeenCalled();
    expect(headers.get('accept')).toBe('application/json');
  });

  it('carries no XSRF header read from a cookie where there is no cookie store', async () => {
    document.cookie = 'XSRF-TOKEN=from-a-cookie';
    const sent = watchSend();
    void apiRequest('/monitor', { url: '/api/v1/loads', method: 'GET' }).catch(() => undefined);
    const headers = await sent;
    expect(headers.has('x-xsrf-token')).toBe(false);
    expect(headers.get('accept')).toBe('application/json');
  });
});
