// @vitest-environment node
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// eslint.config.js: HTML is rendered only through the reviewed sanitising component, src/ui/safe-html.tsx.
const eslint = new ESLint({ cwd: process.cwd() });

async function ruleIds(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((m) => m.ruleId ?? m.message);
}

const jsx = 'export const Body = ({ html }: { html: string }) => <div dangerouslySetInnerHTML={{ __html: html }} />;\n';

describe('raw HTML outside the reviewed component', () => {
  it.each(['src/features/rate-confirmations/email-body.tsx', 'src/app/x.tsx', 'src/ui/other.tsx'])(
    'forbids dangerouslySetInnerHTML in %s',
    async (file) => {
      expect(await ruleIds(jsx, file)).toContain('no-restricted-syntax');
    },
  );

  it.each([
    [
      "import { createElement } from 'react';\nexport const b = (html: string) => createElement('div', { dangerouslySetInnerHTML: { __html: html } });\n",
    ],
    ['export const b = (el: HTMLElement, html: string) => { el.innerHTML = html; };\n'],
    ['export const b = (el: HTMLElement, html: string) => { el.outerHTML = html; };\n'],
    ["export const b = (el: HTMLElement, html: string) => el.insertAdjacentHTML('beforeend', html);\n"],
    ['export const F = ({ html }: { html: string }) => <iframe title="x" srcDoc={html} />;\n'],
    [
      "import { createElement } from 'react';\nexport const f = (html: string) => createElement('iframe', { srcdoc: html });\n",
    ],
    ['export const f = (el: HTMLIFrameElement, html: string) => { el.srcdoc = html; };\n'],
    ["export const f = (el: HTMLIFrameElement, html: string) => el.setAttribute('srcdoc', html);\n"],
  ])('forbids the other ways of writing raw HTML (%#)', async (code) => {
    expect(await ruleIds(code, 'src/features/loads/x.tsx')).toContain('no-restricted-syntax');
  });

  it('allows it in src/ui/safe-html.tsx only', async () => {
    expect(await ruleIds(jsx, 'src/ui/safe-html.tsx')).not.toContain('no-restricted-syntax');
  });

  it('the reviewed component itself lints clean', async () => {
    const [result] = await eslint.lintFiles(['src/ui/safe-html.tsx']);
    expect(result?.messages).toEqual([]);
  });

  it('reading innerHTML stays allowed', async () => {
    expect(await ruleIds('export const t = (el: HTMLElement) => el.innerHTML;\n', 'src/ui/x.ts')).toEqual([]);
  });
});
