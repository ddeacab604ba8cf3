import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SafeHtml, SafeHtmlFrame, frameDocument, remoteImagesOf, sanitizeHtml } from './safe-html';

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

describe('the sanitiser keeps e-mail layout and drops what loads', () => {
  it('keeps plain attribute values (width, align, colspan) and drops every loading attribute', () => {
    const out = clean(
      '<table width="600" align="center"><tr><td colspan="2" background="https://e.example/bg.png">a</td></tr></table>' +
        '<img src="https://e.example/a.png" srcset="https://e.example/b.png 2x" width="10" alt="Logo">' +
        '<a href="https://e.example" ping="https://e.example/p">x</a><video poster="https://e.example/p.png"></video>',
    );
    expect(out.querySelector('table')?.getAttribute('width')).toBe('600');
    expect(out.querySelector('td')?.getAttribute('colspan')).toBe('2');
    expect(out.querySelector('td')?.hasAttribute('background')).toBe(false);
    expect(out.querySelector('img')?.hasAttribute('srcset')).toBe(false);
    expect(out.querySelector('img')?.getAttribute('width')).toBe('10');
    expect(out.querySelector('a')?.hasAttribute('ping')).toBe(false);
    expect(out.querySelector('video')).toBeNull();
  });
  it.each(['/local.png', 'x', '//evil.example/a.png', 'cid:logo@mail', 'data:image/svg+xml;base64,PHN2Zz4='])(
    'drops an image address %s that is neither http(s) nor raster data',
    (src) => {
      expect(clean(`<img src="${src}" alt="a">`).querySelector('img')?.hasAttribute('src')).toBe(false);
    },
  );
});

describe('frameDocument', () => {
  const body = (doc: string) => new DOMParser().parseFromString(doc, 'text/html');
  const LOGO = 'https://app.example-broker.com/assets/mail/lakeshore-logo.png';
  const DATA = 'data:image/png;base64,iVBORw0KGgo=';

  it('blocks every remote image, leaving no address to fetch', () => {
    const doc = body(frameDocument(`<p>Hi</p><img src="${LOGO}" alt="Logo"><img src="${DATA}" alt="sig">`));
    const [remote, inline] = [...doc.querySelectorAll('body img')];
    expect(remote?.hasAttribute('src')).toBe(false);
    expect(remote?.hasAttribute('data-blocked')).toBe(true);
    expect(inline?.getAttribute('src')).toBe(DATA);
    expect(doc.body.innerHTML).not.toContain('example-broker.com');
  });
  it('shows a remote image once its data is given, and only raster data', () => {
    const shown = body(frameDocument(`<img src="${LOGO}" alt="Logo">`, new Map([[LOGO, DATA]])));
    expect(shown.querySelector('body img')?.getAttribute('src')).toBe(DATA);
    const refused = body(frameDocument(`<img src="${LOGO}">`, new Map([[LOGO, 'data:text/html;base64,PHNjcmlwdD4=']])));
    expect(refused.querySelector('body img')?.hasAttribute('src')).toBe(false);
  });
  it('puts its own strict policy and no referrer in the document', () => {
    const doc = body(frameDocument('<p>x</p>'));
    expect(doc.querySelector('meta[http-equiv="Content-Security-Policy"]')?.getAttribute('content')).toBe(
      "default-src 'none'; img-src data:; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'",
    );
    expect(doc.querySelector('meta[name="referrer"]')?.getAttribute('content')).toBe('no-referrer');
  });
  it('lists the remote images that stay blocked, once each', () => {
    expect(remoteImagesOf(`<img src="${LOGO}"><img src="${LOGO}"><img src="${DATA}"><img src="/x.png">`)).toEqual([
      LOGO,
    ]);
  });
});

describe('<SafeHtmlFrame>', () => {
  it('is a titled frame sandboxed without scripts or same origin, opening links in new tabs only', () => {
    const { container } = render(<SafeHtmlFrame html="<p>Signed</p>" title="Body of e-mail 5506" />);
    const frame = container.querySelector('iframe');
    expect(frame?.getAttribute('title')).toBe('Body of e-mail 5506');
    expect(frame?.getAttribute('sandbox')?.split(' ').sort()).toEqual([
      'allow-popups',
      'allow-popups-to-escape-sandbox',
    ]);
    expect(frame?.getAttribute('referrerpolicy')).toBe('no-referrer');
    expect(frame?.getAttribute('srcdoc')).toContain('<p>Signed</p>');
  });
});
