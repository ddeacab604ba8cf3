import DOMPurify, { type Config } from 'dompurify';
import { useMemo } from 'react';

/**
 * The one place the portal renders HTML it did not write (rate-confirmation e-mail bodies). Reviewed:
 * eslint.config.js forbids dangerouslySetInnerHTML everywhere else. The HTML goes through DOMPurify's
 * HTML profile with no scripts, styles, frames, forms or embedded objects; links may only be http(s)
 * or mailto and open in a new tab without access to this window.
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
  ],
  // Inline styles could lay the e-mail over the portal (position: fixed) to imitate its screens.
  FORBID_ATTR: ['style'],
  // Every URL attribute (href, src, …): http(s) or mailto only; relative and script addresses go.
  ALLOWED_URI_REGEXP: /^(?:https?|mailto):/i,
};

const SAFE_LINK = /^(?:https?|mailto):/i;

let purifier: ReturnType<typeof DOMPurify> | null = null;

/** A DOMPurify instance of its own, so its hook touches no other user of the library. */
function instance(): ReturnType<typeof DOMPurify> {
  if (purifier) return purifier;
  purifier = DOMPurify(window);
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (!(node instanceof Element) || !node.hasAttribute('href')) return;
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
