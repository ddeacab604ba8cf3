// LCP and CLS as the field measures them: Google's `web-vitals` library (its attribution build,
// from node_modules, nothing fetched) runs in every page the bench opens, from before the app's
// first script. So CLS is the largest session window of layout shifts (what Lighthouse and CrUX
// report), not the sum of every shift, and LCP is the value web-vitals reports once it is final
// (after the first trusted input or when the page is hidden).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

// The package's dist/ folder (its main entry lives there).
const DIST = dirname(createRequire(import.meta.url).resolve('web-vitals'));

/** The installed web-vitals version (for the report's header). */
export const WEB_VITALS_VERSION = JSON.parse(readFileSync(join(DIST, '..', 'package.json'), 'utf8')).version;

/**
 * The shortest interaction web-vitals observes (its floor, the Event Timing API's): a page whose
 * interactions all took less has no INP entry, reported as "under 16 ms".
 */
export const INP_THRESHOLD_MS = 16;

/**
 * The init script: the library in a closure of its own (no global it could clash with) and two
 * listeners that keep the reported values in `window.__benchVitals`; INP (interaction to next
paint) reports every new worst interaction, as a page's INP is the worst of its few interactions. LCP reports only its final value
 * (no `reportAllChanges`: the value a field report would carry); CLS reports every change, so that
 * a value exists even if the page is never hidden, and its final value on hide.
 */
export function vitalsInitScript() {
  const library = readFileSync(join(DIST, 'web-vitals.attribution.iife.js'), 'utf8').replace(
    /\/\/# sourceMappingURL=.*$/m,
    '',
  );
  return `(() => {
${library}
const vitals = { lcp: null, lcpTarget: null, cls: null, clsTarget: null, inp: null, inpTarget: null, inpPhases: null };
Object.defineProperty(window, '__benchVitals', { value: vitals });
webVitals.onLCP((metric) => {
  vitals.lcp = metric.value;
  vitals.lcpTarget = metric.attribution?.target ?? null;
});
webVitals.onCLS((metric) => {
  vitals.cls = metric.value;
  vitals.clsTarget = metric.attribution?.largestShiftTarget ?? null;
}, { reportAllChanges: true });
webVitals.onINP((metric) => {
  vitals.inp = metric.value;
  const a = metric.attribution;
  vitals.inpTarget = a?.interactionTarget ?? null;
  vitals.inpPhases = a ? { type: a.interactionType, input: a.inputDelay, processing: a.processingDuration, presentation: a.presentationDelay } : null;
}, { reportAllChanges: true, durationThreshold: ${INP_THRESHOLD_MS} });
})();`;
}

/**
 * Ends the page's measurement the way a visit ends in the field, and answers the final LCP and CLS
 * (ms; unitless) with the elements web-vitals blames for them. web-vitals finalises LCP on the first
 * trusted key or click (Shift: a key press the app ignores), and reports CLS's final value when the
 * page is hidden: the page is then told it is hidden (headless pages never are).
 */
export async function finaliseVitals(page, { timeoutMs = 3000 } = {}) {
  await page.keyboard.press('Shift');
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
  });
  await page
    .waitForFunction(() => window.__benchVitals?.lcp !== null, null, { timeout: timeoutMs })
    .catch(() => undefined); // a page with no contentful paint has no LCP: reported as "–"
  return page.evaluate(() => ({ ...window.__benchVitals }));
}

/**
 * The page's INP once its interactions have been observed: `inp`, the worst interaction's latency
 * (input to the next paint, ms) as web-vitals reports it, 0 when every interaction took under
 * INP_THRESHOLD_MS, null when the page had none (a measure of navigation alone); and `worst`, that
 * interaction and its three phases (input delay, the handlers, then until the frame is painted) as
 * web-vitals' attribution names them, to say where the time went. Event Timing entries arrive after the frame they end in and web-vitals handles
 * them when the page is idle or hidden: two frames pass, then the page is told it is hidden.
 */
export async function finaliseInp(page) {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
  });
  const { inp, interactions, target, phases } = await page.evaluate(() => ({
    inp: window.__benchVitals?.inp ?? null,
    interactions: performance.interactionCount ?? 0,
    target: window.__benchVitals?.inpTarget ?? null,
    phases: window.__benchVitals?.inpPhases ?? null,
  }));
  if (interactions === 0) return { inp: null, worst: null };
  if (inp === null || !phases) return { inp: inp ?? 0, worst: null };
  const ms = (v) => Math.round(v);
  return {
    inp,
    worst: `${phases.type} on ${target}: input ${ms(phases.input)} + handlers ${ms(phases.processing)} + to the paint ${ms(phases.presentation)} ms`,
  };
}
