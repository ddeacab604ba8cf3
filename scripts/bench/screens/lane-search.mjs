// Lane Search (issue 15) as a broker meets it: typing a place into the origin field until its
// suggestions show (timed from the last key, so the 300 ms pause the field waits for is counted
// once), and Search lane with both ends chosen → the first carrier row of Lane Search Results
// (the results screen's chunk, the lane's call, its answer and the table's render), on 50-row pages.
import { pagedSearch } from '../paged-list.mjs';

const AUTOCOMPLETE = '/monitor/api/v1/areas/autocomplete';
const LANE = '/monitor/api/v1/carriers/search';
const TABLE = 'Lane search results';
// Both ends in the address, as "Change lane" or Back from the results leaves them (the contract's lane).
const LANE_QUERY = 'origin_area=450309&origin=Des+Moines%2C+IA&destination_area=424011&destination=Roanoke%2C+VA';

/**
 * Types `text` into `field` key by key (`delayMs` apart, a quick typist) and answers the ms from
 * the last keydown to the first frame in which `until` holds (given that keydown as the start, so a
 * request it waits for is one made after the last key). Watched in the page from before the first
 * key, so a frame painted while Playwright's calls come back is not missed; null if it never shows.
 */
async function fromLastKey(h, field, text, until, { delayMs = 60, timeoutMs = 8_000 } = {}) {
  await field.click();
  await h.page.evaluate((condition) => {
    const kit = window.__benchKit;
    const typing = { last: undefined, shown: {} };
    Object.defineProperty(window, '__benchTyping', { value: typing, configurable: true });
    document.addEventListener('keydown', () => (typing.last = performance.now()), { capture: true });
    const frame = () => {
      const start = typing.last;
      if (start !== undefined && !(String(start) in typing.shown) && kit.holds(condition, start)) {
        typing.shown[String(start)] = null;
        setTimeout(() => (typing.shown[String(start)] = performance.now()));
      }
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  }, until);
  await h.page.keyboard.type(text, { delay: delayMs });
  const handle = await h.page
    .waitForFunction(
      () => {
        const { last, shown } = window.__benchTyping;
        const end = last === undefined ? null : shown[String(last)];
        return typeof end === 'number' ? end - last : false;
      },
      undefined,
      { timeout: timeoutMs, polling: 'raf' },
    )
    .catch(() => null);
  return handle ? handle.jsonValue() : null;
}

/** @type {import('../screens.mjs').BenchScreen} */
export default {
  title: 'Lane Search → Lane Search Results, 50-row pages',
  route: 'laneSearch',
  // The lane cap: 200 carriers (4 pages of 50); the lane search answers { carriers: [...] }.
  prepare: (page) => pagedSearch(page, LANE, { field: 'carriers', total: 200 }),
  measures: [
    {
      name: 'Typing a place in "Origin" (from the last key, incl. its 300 ms debounce) → suggestions painted',
      budget: 'filterTypingMs',
      run: async (h) => {
        await h.navigateCold({ watch: { field: h.visible('input') } });
        const origin = h.page.getByRole('combobox', { name: 'Origin', exact: true });
        if ((await origin.count()) === 0) h.skip('no "Origin" field');
        // The debounced call for the whole place typed, answered, and its options painted.
        const shown = h.all(h.requestPainted(AUTOCOMPLETE), h.visible('[role="option"]'));
        return fromLastKey(h, origin, 'des moi', shown);
      },
    },
    {
      name: '"Search lane" (both ends chosen) → first row of Lane Search Results painted',
      run: async (h) => {
        await h.navigateCold({ url: new URL(`lane-search?${LANE_QUERY}`, h.url).href });
        const search = h.page.getByRole('button', { name: 'Search lane', exact: true });
        await search
          .click({ trial: true, timeout: 10_000 })
          .catch(() => h.skip('"Search lane" stayed disabled (the lane\'s ends were not known)'));
        return h.clickAndWaitForFirstRow(search, TABLE);
      },
    },
  ],
};
