// Lighthouse 13 (performance only) on one Chromium that chrome-launcher starts: the mobile preset
// (Lighthouse's default: a mid-range phone, slow 4G, 4x CPU slowdown) and the desktop preset, both
// with Lighthouse's simulated throttling ('simulate', its default), so scores do not depend on how
// fast this machine's loopback is. Nothing leaves the machine.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';

/** A minimal CDP client over the browser's WebSocket (Node's own), for what Lighthouse cannot do. */
async function cdpBrowser(port) {
  const { webSocketDebuggerUrl } = await (await fetch(`http://127.0.0.1:${port}/json/version`)).json();
  const socket = new WebSocket(webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    socket.addEventListener('open', resolve, { once: true });
    socket.addEventListener('error', reject, { once: true });
  });
  let nextId = 0;
  const pending = new Map();
  socket.addEventListener('message', (event) => {
    const message = JSON.parse(String(event.data));
    const waiter = pending.get(message.id);
    if (!waiter) return;
    pending.delete(message.id);
    if (message.error) waiter.reject(new Error(message.error.message));
    else waiter.resolve(message.result);
  });
  const send = (method, params = {}, sessionId) =>
    new Promise((resolve, reject) => {
      nextId += 1;
      pending.set(nextId, { resolve, reject });
      socket.send(JSON.stringify({ id: nextId, method, params, sessionId }));
    });
  return { send, close: () => socket.close() };
}

/**
 * Puts the session token into the origin's local storage from a page that loads no JS (the build's
 * csp-header.txt), and empties the HTTP cache, so that Lighthouse (told not to reset storage) loads
 * Home signed in and cold.
 */
async function seedSession(port, originPage, key, token) {
  const cdp = await cdpBrowser(port);
  try {
    const { targetId } = await cdp.send('Target.createTarget', { url: originPage });
    const { sessionId } = await cdp.send('Target.attachToTarget', { targetId, flatten: true });
    await new Promise((resolve) => setTimeout(resolve, 500));
    await cdp.send(
      'Runtime.evaluate',
      { expression: `localStorage.setItem(${JSON.stringify(key)}, ${JSON.stringify(token)})` },
      sessionId,
    );
    await cdp.send('Network.enable', {}, sessionId);
    await cdp.send('Network.clearBrowserCache', {}, sessionId);
    await cdp.send('Target.closeTarget', { targetId });
  } finally {
    cdp.close();
  }
}

function summary(lhr) {
  const audit = (id) => lhr.audits[id]?.numericValue ?? null;
  return {
    score: lhr.categories.performance.score === null ? null : Math.round(lhr.categories.performance.score * 100),
    finalUrl: lhr.finalDisplayedUrl,
    fcpMs: audit('first-contentful-paint'),
    lcpMs: audit('largest-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    runtimeError: lhr.runtimeError?.message ?? null,
  };
}

/**
 * The run Lighthouse itself calls the median (its `computeMedianRun`: closest to the median FCP and
 * TTI), with every run's score beside it. One run is not a measure: the same build's mobile score
 * spreads by ±10 between runs on this machine (README, "Lighthouse's spread"), so the bench reports
 * the median of `runs`, as Lighthouse's docs advise.
 */
export function medianOfRuns(lhrs) {
  const valid = lhrs.filter(
    (lhr) =>
      Number.isFinite(lhr.audits['first-contentful-paint']?.numericValue) &&
      Number.isFinite(lhr.audits.interactive?.numericValue),
  );
  const median = valid.length ? computeMedianRun(valid) : lhrs[0];
  return { lhr: median, summary: { ...summary(median), runScores: lhrs.map((lhr) => summary(lhr).score) } };
}

/**
 * Lighthouse for each page and preset, `runs` times each. `pages`: `{ id, name, url, session?: { key,
 * token, originPage } }`. Answers `{ [name]: { desktop, mobile } }`, each the median run's score and
 * metrics and every run's score (`runScores`). With `reportDir`, the median run's whole report is kept
 * there as `<id>-<preset>.json` (open it in the Lighthouse viewer, or read its audits: the LCP element
 * and its phases, the long tasks, the request chains).
 */
export async function runLighthouse(pages, { chromePath, reportDir, runs = 1, log = () => undefined }) {
  if (reportDir) mkdirSync(reportDir, { recursive: true });
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-background-networking', '--disable-gpu'],
  });
  const results = {};
  try {
    for (const page of pages) {
      results[page.name] = {};
      for (const [preset, config] of [
        ['desktop', desktopConfig],
        ['mobile', undefined],
      ]) {
        const lhrs = [];
        for (let run = 0; run < runs; run += 1) {
          if (page.session)
            await seedSession(chrome.port, page.session.originPage, page.session.key, page.session.token);
          const flags = {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: ['performance'],
            disableStorageReset: Boolean(page.session),
          };
          lhrs.push((await lighthouse(page.url, flags, config)).lhr);
        }
        const median = medianOfRuns(lhrs);
        results[page.name][preset] = median.summary;
        if (reportDir) writeFileSync(join(reportDir, `${page.id}-${preset}.json`), JSON.stringify(median.lhr));
        log(`lighthouse ${page.name} ${preset}: ${median.summary.score} (runs ${median.summary.runScores.join(', ')})`);
      }
    }
  } finally {
    await chrome.kill();
  }
  return results;
}
