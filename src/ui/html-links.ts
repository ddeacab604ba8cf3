/** The most links read from one body: enough for any real e-mail, bounded for a hostile one. */
const MAX_LINKS = 200;

/**
 * The links of some HTML as written, before any sanitising: each one's text and raw href (null when
 * it has none), so the phishing checks also see the script links the sanitiser removes. Parsed with
 * DOMParser, whose document is inert: nothing in it runs or loads.
 */
export function linksOf(html: string): { text: string; href: string | null }[] {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  return [...doc.querySelectorAll('a, area')].slice(0, MAX_LINKS).map((link) => ({
    text: (link.textContent ?? link.getAttribute('alt') ?? '').replace(/\s+/g, ' ').trim(),
    href: link.getAttribute('href'),
  }));
}
