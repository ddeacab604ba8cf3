/**
 * The app's stylesheets, which the built index.html holds as print-only (scripts/boot-frame.ts,
 * README "The frame before the code"): a print-only stylesheet does not hold the first paint, so
 * the frame, drawn by the page's own style, paints without waiting for the app's (28 KB on a slow
 * link). They stay where Vite put them, first in the head, so the cascade is the same (the lazy
 * chunks' styles still come after them; the theme's variables are in them, scripts/theme-variables.ts).
 */

/** The attribute that marks them. @public (written by the build, scripts/boot-frame.ts) */
export const APP_STYLE_ATTRIBUTE = 'data-app-style';
/**
 * Its value once a stylesheet has failed to load, set by the head's script (which listens before the
 * stylesheet is even parsed): a failure before the app runs leaves no event for the app to wait for.
 * @public (written by scripts/boot-frame.ts)
 */
export const APP_STYLE_FAILED = 'failed';

/**
 * Switches each marked stylesheet to every medium once it has loaded, and answers when all have,
 * with how many there were: the app renders after that, never unstyled. A stylesheet that fails is
 * switched on too (the app then renders as it would have with a failed stylesheet in the head). None
 * marked (the dev server): 0, at once.
 */
export function appStylesLoaded(doc: Document): Promise<number> {
  const links = [...doc.querySelectorAll<HTMLLinkElement>(`link[${APP_STYLE_ATTRIBUTE}]`)];
  return Promise.all(
    links.map(
      (link) =>
        new Promise<void>((resolve) => {
          const on = () => {
            link.media = 'all';
            resolve();
          };
          if (link.sheet || link.getAttribute(APP_STYLE_ATTRIBUTE) === APP_STYLE_FAILED) on();
          else {
            link.addEventListener('load', on, { once: true });
            link.addEventListener('error', on, { once: true });
          }
        }),
    ),
  ).then(() => links.length);
}
