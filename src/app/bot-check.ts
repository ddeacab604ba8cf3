/**
 * Section 8's bot-detection check: refuses to start the app when the browser reports automation
 * (navigator.webdriver) and asks the user, in the console, to turn the bot off. It runs only in builds
 * made with VITE_BOT_CHECK=on, so the e2e suite (which drives a real browser through automation)
 * tests the ordinary build; a deployment turns it on at build time.
 */
export function botCheck(enabled: boolean, nav: { webdriver?: boolean }): void {
  if (!enabled || nav.webdriver !== true) return;
  console.error('Automated browsing was detected. Please disable bots and browser automation to use the portal.');
  throw new Error('Automated browsing is not allowed.');
}
