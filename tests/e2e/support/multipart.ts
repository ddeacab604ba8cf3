import type { Page } from '@playwright/test';

/** One multipart part as the page sent it: a field's text, or a file's name, type and size. */
export type SentPart = { name: string; value: string } | { name: string; file: string; type: string; size: number };

/** A multipart body the page sent: where to, and its parts in order. */
export interface SentForm {
  url: string;
  parts: SentPart[];
}

declare global {
  interface Window {
    __sentForms?: SentForm[];
  }
}

/**
 * Records the FormData bodies the page sends through XMLHttpRequest (axios' browser adapter).
 * Chromium does not hand the body of a request carrying a file to Playwright (`postData()` is
 * null), so the parts are read in the page, as the app built them, before they leave.
 */
export async function recordMultipart(page: Page): Promise<() => Promise<SentForm[]>> {
  await page.addInitScript(() => {
    window.__sentForms = [];
    const open = XMLHttpRequest.prototype.open;
    const send = XMLHttpRequest.prototype.send;
    const urls = new WeakMap<XMLHttpRequest, string>();
    XMLHttpRequest.prototype.open = function (this: XMLHttpRequest, ...args: unknown[]) {
      urls.set(this, String(args[1]));
      return (open as (...a: unknown[]) => void).apply(this, args);
    } as typeof XMLHttpRequest.prototype.open;
    XMLHttpRequest.prototype.send = function (this: XMLHttpRequest, body?: Document | XMLHttpRequestBodyInit | null) {
      if (body instanceof FormData) {
        const parts = [...body.entries()].map(([name, value]) =>
          typeof value === 'string' ? { name, value } : { name, file: value.name, type: value.type, size: value.size },
        );
        window.__sentForms?.push({ url: urls.get(this) ?? '', parts });
      }
      return send.call(this, body);
    };
  });
  return () => page.evaluate(() => window.__sentForms ?? []);
}
