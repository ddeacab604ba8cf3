import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SafeHtml, sanitizeHtml } from './safe-html';

/** The sanitised HTML as a DOM fragment, to look at. */
function clean(html: string): HTMLElement {
  return new DOMParser().parseFromString(sanitizeHtml(html), 'text/html').body;
}

describe('sanitizeHtml', () => {
  it.each([
    ['a script element', '<p>hi</p><script>alert(1)</script>', 'script'],
    ['a style element', '<style>body{display:none}</style><p>hi</p>', 'style'],
    ['an iframe', '<iframe src="https://evil.example"></iframe><p>hi</p>', 'iframe'],
    ['a form', '<form action="https://evil.example"><input name="password"></form><p>hi</p>', 'form, input'],
    ['an svg with onload', '<svg onload="alert(1)"><circle r="1"/></svg><p>hi</p>', 'svg, circle'],
    ['an object', '<object data="x.swf"></object><p>hi</p>', 'object'],
    ['a base element', '<base href="https://evil.example/"><p>hi</p>', 'base'],
    ['a meta refresh', '<meta http-equiv="refresh" content="0;url=https://evil.example"><p>hi</p>', 'meta'],
  ])('removes %s and keeps the text around it', (_name, html, selector) => {
    const out = clean(html);
    expect(out.querySelector(selector)).toBeNull();
    expect(out.querySelector('p')?.textContent).toBe('hi');
  });

  it('removes event handlers and inline styles', () => {
    const out = clean(
      '<img src="https://cdn.example.com/logo.png" onerror="alert(1)" alt="Logo"><div onclick="x()" style="position:fixed;inset:0">Pay now</div>',
    );
    const img = out.querySelector('img');
    expect(img?.getAttribute('onerror')).toBeNull();
    expect(img?.getAttribute('alt')).toBe('Logo');
    expect(out.querySelector('div')?.getAttribute('onclick')).toBeNull();
    expect(out.querySelector('div')?.getAttribute('style')).toBeNull();
    expect(out.textContent).toBe('Pay now');
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'java&#x09;script:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    '/broker/loads',
    '//evil.example',
  ])('drops the link address %s but keeps the link text', (href) => {
    const out = clean(`<a href="${href}">Open</a>`);
    expect(out.querySelector('a')?.hasAttribute('href')).toBe(false);
    expect(out.textContent).toBe('Open');
  });

  it.each([
    'https://carrier.example.com/rc/4412.pdf',
    'http://carrier.example.com/',
    'mailto:dispatch@carrier.example.com',
  ])('keeps an http(s) or mailto link (%s), opening in a new tab without opener or referrer', (href) => {
    const a = clean(`<a href="${href}" target="_self" rel="opener">Rate confirmation</a>`).querySelector('a');
    expect(a?.getAttribute('href')).toBe(href);
    expect(a?.getAttribute('target')).toBe('_blank');
    expect(a?.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('keeps ordinary e-mail markup', () => {
    const html =
      '<h2>Rate confirmation</h2><p>Load <strong>50001</strong>, <em>Chicago</em> → Dallas</p>' +
      '<table><thead><tr><th>Stop</th></tr></thead><tbody><tr><td>Pick-up</td></tr></tbody></table>' +
      '<ul><li>Rate: $2,400</li></ul><br><img src="data:image/png;base64,iVBORw0KGgo=" alt="sig">';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('leaves the shared DOMPurify instance without its link hook', async () => {
    const { default: shared } = await import('dompurify');
    sanitizeHtml('<a href="https://a.example">x</a>');
    expect(shared.sanitize('<a href="https://a.example">x</a>')).toBe('<a href="https://a.example">x</a>');
  });
});

describe('<SafeHtml>', () => {
  it('renders the sanitised HTML', () => {
    const { container } = render(
      <SafeHtml html={'<p>Load 50001</p><img src=x onerror="window.__pwned=1"><script>window.__pwned=1</script>'} />,
    );
    expect(container.querySelector('p')?.textContent).toBe('Load 50001');
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')?.getAttribute('onerror')).toBeNull();
    expect((window as { __pwned?: number }).__pwned).toBeUndefined();
  });
});
