// What the bench runs inside every page it opens (an init script, before the app's first script):
// conditions on the page ("the first data row of the table named …", "a request to … answered and
// painted"), the time of the first frame in which one holds, marks on the page's own clock
// (performance.now(), ms since navigation start), and watches that record from navigation start the
// frame that first shows the first data row, the first form field and any condition a screen asks
// for (window.__benchWatch). The function is serialised into the page: it uses nothing outside itself.

export function benchRuntime() {
  // A data row: not a skeleton or spacer row (aria-hidden), not a message row (one cell across all).
  const ROW =
    'tbody tr:not([aria-hidden="true"]):not(:has(> td[colspan])), tbody [role="row"]:not([aria-hidden="true"])';
  const FIELD = 'input:not([type="hidden"]), textarea, select';
  const TABLES = 'table, [role="table"], [role="grid"]';

  const text = (el) => (el?.textContent ?? '').replace(/\s+/g, ' ').trim();
  // The accessible name of a table, as far as tables get one: aria-label, aria-labelledby, caption.
  const nameOf = (el) => {
    const label = el.getAttribute('aria-label');
    if (label) return label.trim();
    const ids = el.getAttribute('aria-labelledby');
    if (ids)
      return ids
        .split(/\s+/)
        .map((id) => text(document.getElementById(id)))
        .join(' ')
        .trim();
    return text(el.querySelector(':scope > caption'));
  };
  // A name or path to match: a string (the whole value) or a serialised RegExp ({ source, flags }).
  const matches = (value, matcher) =>
    matcher === null || matcher === undefined
      ? true
      : typeof matcher === 'string'
        ? value === matcher
        : new RegExp(matcher.source, matcher.flags).test(value);
  const firstRow = (table) => {
    for (const el of document.querySelectorAll(TABLES)) {
      if (!matches(nameOf(el), table)) continue;
      const row = el.querySelector(ROW);
      if (row) return { table: el, row };
    }
    return null;
  };
  const requestDone = (path, since) =>
    performance.getEntriesByType('resource').some((entry) => {
      if (entry.startTime < since || entry.responseEnd <= 0) return false;
      const url = new URL(entry.name, location.href);
      return typeof path === 'string' ? url.pathname === path : matches(url.pathname + url.search, path);
    });
  const anyTableBusy = () => document.querySelector(`:is(${TABLES})[aria-busy="true"]`) !== null;

  /** Whether a condition holds now; `start` is the interaction's start (for "requests since then"). */
  const holds = (c, start = 0) => {
    switch (c.kind) {
      case 'present':
        return document.querySelector(c.selector) !== null;
      case 'visible':
        return [...document.querySelectorAll(c.selector)].some((el) => el.getClientRects().length > 0);
      case 'firstRow': {
        const found = firstRow(c.table);
        return found !== null && found.table.getAttribute('aria-busy') !== 'true';
      }
      case 'rowChanged': {
        const found = firstRow(c.table);
        return found !== null && text(found.row) !== c.before && found.table.getAttribute('aria-busy') !== 'true';
      }
      case 'requestPainted':
        return requestDone(c.path, c.since ?? start) && !anyTableBusy();
      case 'all':
        return c.of.every((inner) => holds(inner, start));
      default:
        throw new Error(`unknown bench condition "${c.kind}"`);
    }
  };

  /**
   * The time of the first frame, from now, in which `condition` holds (read just after that frame
   * is produced), or null after `timeoutMs`.
   */
  const frameWhen = (condition, timeoutMs = 8000, start = 0) =>
    new Promise((resolve) => {
      const until = performance.now() + timeoutMs;
      const frame = () => {
        if (holds(condition, start)) return setTimeout(() => resolve(performance.now()));
        if (performance.now() > until) return resolve(null);
        requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
    });

  const marks = {};
  const watched = {};
  const kit = {
    holds,
    frameWhen,
    marks,
    watched,
    mark: (name) => (marks[name] = performance.now()),
    firstRowText: (table) => {
      const found = firstRow(table);
      return found ? text(found.row) : null;
    },
  };
  Object.defineProperty(window, '__benchKit', { value: kit });

  // From navigation start: the frame that first shows each watched condition. Checked in the frame
  // after a DOM change (as the page's own paint would show it), so pages that do not change cost nothing.
  const builtIn = { firstRow: { kind: 'present', selector: ROW }, firstField: { kind: 'present', selector: FIELD } };
  const seen = new Set();
  let scheduled = false;
  const check = () => {
    scheduled = false;
    const all = { ...builtIn, ...(window.__benchWatch ?? {}) };
    let pending = 0;
    for (const [name, condition] of Object.entries(all)) {
      if (seen.has(name)) continue;
      if (holds(condition)) {
        seen.add(name);
        setTimeout(() => (watched[name] = performance.now()));
      } else pending += 1;
    }
    if (pending === 0) observer.disconnect();
  };
  const observer = new MutationObserver(() => {
    if (scheduled) return;
    scheduled = true;
    requestAnimationFrame(check);
  });
  observer.observe(document, {
    childList: true,
    subtree: true,
    characterData: true,
    attributes: true,
    attributeFilter: ['aria-busy', 'aria-hidden', 'hidden', 'style', 'class'],
  });
}
