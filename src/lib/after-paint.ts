/**
 * Runs `work` in a task of its own once the browser has painted what is on the page now (the frame
 * after the next animation frame), so costly set-up that a screen does not need for its first paint
 * (a map measuring its container and building its panes) neither lengthens the commit that mounted
 * it nor holds back that paint. A page in the background paints nothing, so `work` waits until it is
 * shown; with `evenHidden`, a page that is or becomes hidden first runs it at once (what must happen
 * whether or not anything is painted, such as the calls of a confirmed action). Answers a function
 * that cancels it.
 */
export function afterNextPaint(work: () => void, { evenHidden = false }: { evenHidden?: boolean } = {}): () => void {
  if (evenHidden && document.visibilityState === 'hidden') {
    work();
    return () => undefined;
  }
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(run, 0);
  });
  if (evenHidden) document.addEventListener('visibilitychange', onHidden);
  function cancel() {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
    document.removeEventListener('visibilitychange', onHidden);
  }
  function run() {
    cancel();
    work();
  }
  function onHidden() {
    if (document.visibilityState === 'hidden') run();
  }
  return cancel;
}

/**
 * Runs each piece of work in turn, the first at once and each next one in an idle period of its own
 * (requestIdleCallback, at the latest a second later; else a short timer): code fetched for later,
 * such as a carrier profile's nine other tabs, is then several short tasks instead of one long one
 * (36 ms at full speed on Carrier detail's load, most of it adding the chunks' preload links).
 */
export function inIdleTurns(works: readonly (() => void)[]): void {
  const [first, ...rest] = works;
  if (!first) return;
  first();
  if (!rest.length) return;
  const next = () => inIdleTurns(rest);
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(next, { timeout: 1000 });
  else window.setTimeout(next, 50);
}
