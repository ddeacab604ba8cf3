import DOMPurify, { type Config } from 'dompurify';
import { useMemo } from 'react';

/**
 * The one place the portal renders HTML it did not write (rate-confirmation e-mail bodies). Reviewed:
 * eslint.config.js forbids dangerouslySetInnerHTML, innerHTML and srcdoc everywhere else. The HTML
 * goes through DOMPurify's HTML profile with no scripts, styles, frames, forms, media or embedded
 * objects; links may only be http(s) or mailto and open in a new tab without access to this window;
 * nothing but an image's src may load anything, and only an http(s) or raster data: address.
 */
const CONFIG: Config = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: [
    'style',
    'script',
    'iframe',
    'frame',
    'frameset',
    'form',
    'input',
    'button',
    'select',
    'textarea',
    'object',
    'embed',
    'link',
    'meta',
    'base',
    'svg',
    'math',
    'video',
    'audio',
    'source',
    'track',
    'picture',
  ],
  // Inline styles could lay the e-mail over the portal (position: fixed) to imitate its screens, or
  // load remote images (background: url()). The others each fetch an address of their own.
  FORBID_ATTR: [
    'style',
    'srcset',
    'background',
    'poster',
    'ping',
    'lowsrc',
    'dynsrc',
    'longdesc',
    'action',
    'formaction',
    'download',
  ],
  // A value with a scheme must be http(s) or mailto; plain values (width="600", align="left") stay.
  // The hook below then narrows href and src further.
  ALLOWED_URI_REGEXP: /^(?:(?:https?|mailto):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i,
};

const SAFE_LINK = /^(?:https?|mailto):/i;
const SAFE_IMAGE = /^(?:https?:\/\/|data:image\/(?:png|jpeg|gif|webp);base64,)/i;

let purifier: ReturnType<typeof DOMPurify> | null = null;

/** A DOMPurify instance of its own, so its hook touches no other user of the library. */
function instance(): ReturnType<typeof DOMPurify> {
  if (purifier) return purifier;
  purifier = DOMPurify(window);
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (!(node instanceof Element)) return;
    // A relative or scheme-less address would resolve against the portal itself.
    if (node.hasAttribute('src') && !SAFE_IMAGE.test(node.getAttribute('src')?.trim() ?? ''))
      node.removeAttribute('src');
    if (!node.hasAttribute('href')) return;
    if (!SAFE_LINK.test(node.getAttribute('href')?.trim() ?? '')) {
      node.removeAttribute('href');
      return;
    }
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  });
  return purifier;
}

/** The HTML with everything unsafe removed (see CONFIG); a string, ready for innerHTML. */
export function sanitizeHtml(html: string): string {
  return instance().sanitize(html, { ...CONFIG, RETURN_TRUSTED_TYPE: false });
}

/** Renders sanitised HTML in a <div>. */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}

const REMOTE = /^https?:\/\//i;
const RASTER_DATA = /^data:image\/(?:png|jpeg|gif|webp);base64,[A-Za-z0-9+/]+=*$/;

/** The sanitised body as a detached element of an inert document (nothing in it loads or runs). */
function sanitizedBody(html: string): Element {
  const body = instance().sanitize(html, { ...CONFIG, RETURN_DOM: true });
  // RETURN_DOM answers the <body> of DOMPurify's inert document.
  return body instanceof Element ? body : document.createElement('body');
}

/** The http(s) images of some HTML once sanitised: what stays blocked until the broker asks for them. */
export function remoteImagesOf(html: string): string[] {
  const sources = [...sanitizedBody(html).querySelectorAll('img[src]')].map((img) => img.getAttribute('src') ?? '');
  return [...new Set(sources.filter((src) => REMOTE.test(src)))];
}

// Inside the frame, on top of the portal's own policy, which a srcdoc document inherits: nothing may
// load but the data: images the server fetched, and only the frame's own <style> applies.
const FRAME_CSP = "default-src 'none'; img-src data:; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'";
const FRAME_STYLE = [
  'body{margin:12px;font:14px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#212529;overflow-wrap:anywhere}',
  'a{color:#1864ab}',
  'table{border-collapse:collapse;max-width:100%}',
  'img{max-width:100%}',
  'img[data-blocked]{display:inline-block;min-width:24px;min-height:16px;outline:1px dashed #adb5bd;color:#868e96;font-size:12px}',
].join('');

/**
 * The e-mail's document for the frame: sanitised, each remote image replaced by the data the server
 * fetched for it (`images`: address → data: URL of a raster image) or left without a source, marked
 * as blocked, so no request leaves for it.
 */
export function frameDocument(html: string, images: ReadonlyMap<string, string> = new Map()): string {
  const body = sanitizedBody(html);
  for (const img of body.querySelectorAll('img[src]')) {
    const src = img.getAttribute('src') ?? '';
    if (!REMOTE.test(src)) continue;
    const data = images.get(src);
    if (data && RASTER_DATA.test(data)) {
      img.setAttribute('src', data);
      continue;
    }
    img.removeAttribute('src');
    img.setAttribute('data-blocked', '');
    img.setAttribute('title', 'Remote image blocked');
  }
  return (
    '<!doctype html><html><head><meta charset="utf-8">' +
    `<meta http-equiv="Content-Security-Policy" content="${FRAME_CSP}">` +
    `<meta name="referrer" content="no-referrer"><style>${FRAME_STYLE}</style></head>` +
    `<body>${body.innerHTML}</body></html>`
  );
}

/**
 * Foreign HTML shown in a sandboxed frame: no scripts, no same origin (the frame cannot reach the
 * portal, its storage or its session), no forms, no navigating the portal's window; links open in a
 * new tab without an opener. Remote images stay blocked unless `images` brings their data.
 */
export function SafeHtmlFrame({
  html,
  title,
  images,
  height = 420,
}: {
  html: string;
  /** The frame's accessible name ("Body of the e-mail …"). */
  title: string;
  images?: ReadonlyMap<string, string>;
  height?: number;
}) {
  const doc = useMemo(() => frameDocument(html, images), [html, images]);
  return (
    <iframe
      title={title}
      sandbox="allow-popups allow-popups-to-escape-sandbox"
      referrerPolicy="no-referrer"
      srcDoc={doc}
      style={{ width: '100%', height, border: 0, display: 'block', background: '#fff' }}
    />
  );
}
