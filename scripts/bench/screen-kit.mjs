// The helpers a screen's measures receive (README, "Benchmark and budgets": adding a screen's
// measures). Each measure runs in a fresh cold page; every time it answers is read from the page's
// own clock (performance.now()), from the event that starts the interaction to the first frame
// that shows its result, so Playwright's own round trips are not counted.

/** A RegExp crosses into the page as { source, flags }; a string stays a string (whole-value match). */
const matcher = (value) => (value instanceof RegExp ? { source: value.source, flags: value.flags } : value);

/** Thrown by `h.skip(reason)`: the measure does not apply (yet) and is reported as "n/a: reason". */
export class NotApplicable extends Error {}

/**
 * The helper object `h` of one measure run. `page` is fresh (empty cache and storage, signed in when
 * the screen is), the screen's request reshaping is installed, and nothing has been opened yet.
 */
export function screenKit({ page, context, url, network }) {
  const kit = page.evaluate.bind(page);
  const h = {
    page,
    context,
    /** The screen's sample URL (absolute). */
    url,

    // Conditions on the page, for `watch`, `waitFor` and the interactions below.
    /** The table with this accessible name (string: exact; RegExp) shows a data row and is not busy. */
    firstRowOf: (table) => ({ kind: 'firstRow', table: matcher(table) }),
    /** An element matching the CSS selector is rendered (has a box). */
    visible: (selector) => ({ kind: 'visible', selector }),
    /**
     * A request to `path` (string: the whole pathname; RegExp: tested on pathname + query) that
     * started after the interaction began has been answered, and no table is busy any more.
     */
    requestPainted: (path) => ({ kind: 'requestPainted', path: matcher(path) }),
    /** Every one of the conditions. */
    all: (...of) => ({ kind: 'all', of }),

    /**
     * Opens `url` (the screen's by default) cold and waits until no request has been in flight for
     * 300 ms and every `watch`ed condition has held (at most 10 s more). `watch` names conditions
     * whose first frame is recorded from navigation start. Answers
     * ms since navigation start: `firstRowMs` (any data row), `firstFieldMs` (any form field) and
     * `watched[name]` (null when a condition never held).
     */
    async navigateCold({ url: target = url, watch = {} } = {}) {
      if (Object.keys(watch).length > 0) await page.addInitScript((w) => (window.__benchWatch = w), watch);
      await page.goto(target, { waitUntil: 'load', timeout: 30_000 });
      await network.settled(300, 15_000);
      // A busy machine may paint the last answer well after the network went quiet: wait for what is watched.
      const names = Object.keys(watch);
      await page
        .waitForFunction((n) => n.every((name) => name in window.__benchKit.watched), names, { timeout: 10_000 })
        .catch(() => undefined); // reported as null
      // One more frame, so that the last response's render has been painted and observed.
      await kit(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50))));
      const watched = await kit(() => ({ ...window.__benchKit.watched }));
      return {
        firstRowMs: watched.firstRow ?? null,
        firstFieldMs: watched.firstField ?? null,
        watched: Object.fromEntries(names.map((name) => [name, watched[name] ?? null])),
      };
    },

    /** Waits (at most `timeoutMs`) for a condition; answers the page time of the frame that shows it, or null. */
    waitFor: (condition, { timeoutMs = 10_000 } = {}) =>
      kit(([c, t]) => window.__benchKit.frameWhen(c, t), [condition, timeoutMs]),

    /** Waits for the first data row of the table with this accessible name; the page time, or null. */
    waitForFirstRow: (table, options) => h.waitFor(h.firstRowOf(table), options),

    /** Waits for a request to `path` made after `since` (a page time) to be answered and painted. */
    waitForRequestPainted: (path, { since = 0, timeoutMs = 10_000 } = {}) =>
      kit(([c, t, s]) => window.__benchKit.frameWhen(c, t, s), [h.requestPainted(path), timeoutMs, since]),

    /**
     * The core of every interaction: listens for `event` on `on` (a locator; in the capture phase,
     * so the app's own handlers come after), runs `act`, and answers the ms from that event to the
     * first frame in which `until` holds; null if the event never came or `until` never held.
     */
    async timeFrom({ on, event }, act, until, { timeoutMs = 8_000 } = {}) {
      const name = `event-${Math.random().toString(36).slice(2)}`;
      await on.evaluate(
        (el, [type, mark]) =>
          el.addEventListener(type, () => window.__benchKit.mark(mark), { once: true, capture: true }),
        [event, name],
      );
      await act();
      return kit(
        async ([mark, c, t]) => {
          const start = window.__benchKit.marks[mark];
          if (start === undefined) return null;
          const end = await window.__benchKit.frameWhen(c, t, start);
          return end === null ? null : end - start;
        },
        [name, until, timeoutMs],
      );
    },

    /** Click → the first data row of `table` changed (or appeared) and the table is not busy. */
    async clickAndWaitForFirstRow(locator, table) {
      const before = await kit((t) => window.__benchKit.firstRowText(t), matcher(table));
      return h.timeFrom({ on: locator, event: 'click' }, () => locator.click(), {
        kind: 'rowChanged',
        table: matcher(table),
        before,
      });
    },

    /** Click → a request to `path` answered and painted (a submit, a bulk post). */
    clickAndWaitForRequest: (locator, path) =>
      h.timeFrom({ on: locator, event: 'click' }, () => locator.click(), h.requestPainted(path)),

    /** Focus the field, type `text` → the first frame in which `until` holds (from the first keydown). */
    async typeAndWaitFor(locator, text, until) {
      await locator.click();
      return h.timeFrom({ on: locator, event: 'keydown' }, () => page.keyboard.type(text), until);
    },

    /** Typing into a field → its request to `path` answered and painted (includes any debounce). */
    typeAndWaitForRequest: (locator, text, path) => h.typeAndWaitFor(locator, text, h.requestPainted(path)),

    /** Records a point on the page's clock under `name`; answers it (ms since navigation start). */
    mark: (name) => kit((n) => window.__benchKit.mark(n), name),
    /** The ms between two marks (null if either is missing). */
    between: (from, to) =>
      kit(
        ([a, b]) => {
          const { marks } = window.__benchKit;
          return marks[a] === undefined || marks[b] === undefined ? null : marks[b] - marks[a];
        },
        [from, to],
      ),

    /** Ends the measure as not applicable: reported as "n/a: reason" instead of a time. */
    skip(reason) {
      throw new NotApplicable(reason);
    },
  };
  return h;
}
