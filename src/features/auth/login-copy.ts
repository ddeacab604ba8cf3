/**
 * Sign-in's card before its form: the same words in the page's own first paint, before any of the
 * app's code (scripts/boot-frame.ts), in the router's first render while the form's code loads
 * (login-frame.tsx), and on the page itself (login-page.tsx).
 */
export const LOGIN_TITLE = 'Sign in';
export const LOGIN_INTRO = 'Use the e-mail and password of your broker account.';
/**
 * The form's height (px) under the intro, its place kept while the form's code loads, so the card
 * neither grows nor moves its words when the form arrives (tests/e2e/first-paint.spec.ts measures
 * both): two fields with their labels, the button, and the gaps between them.
 */
export const LOGIN_FORM_HEIGHT = 181.59;
