import { expect, test } from '../e2e/support/test';
import { visitRoute, type VisitSpec } from './support/visit';

/**
 * The checker itself (support/visit.ts) against small pages made to fail one way each, so that a
 * robustness run that passes means the app is sound, not that the checks see nothing.
 */
const PAGES: Record<string, string> = {
  fine: '<main><h1>Fine</h1></main>',
  throws: '<main><h1>Fine</h1></main><script>setTimeout(() => { throw new Error("boom") }, 0)</script>',
  consoleError: '<main><h1>Fine</h1></main><script>console.error("something broke")</script>',
  sandboxedFrame:
    '<main><h1>Fine</h1><iframe title="mail" sandbox srcdoc="<p>mail</p><script>parent.x = 1</script>"></iframe></main>',
  sandboxedFrameThenError:
    '<main><h1>Fine</h1><iframe title="mail" sandbox srcdoc="<p>mail</p>"></iframe></main><script>console.error("something broke")</script>',
  boundary: '<main role="alert"><h1>This page could not be shown</h1><p>Request failed</p></main>',
  blank: '<div></div>',
  noLandmark: '<div>Just some text</div>',
  stuck: '<main><h1>Loads</h1><div aria-busy="true">Loading the loads…</div></main>',
  failedCall: '<main><h1>Fine</h1></main><script>fetch("/identity/api/v1/selftest")</script>',
  leavesForUnknown: '<script>location.href = "https://evil.example/steal"</script>',
  leavesForOnboarding: '<script>location.href = "https://onboarding.example-broker.com/start"</script>',
};

const spec = (name: string, errorRun = false): VisitSpec => ({
  path: `selftest/${name}`,
  session: null,
  prefer: [],
  errorRun,
  init: async (context) => {
    await context.route(
      (url) => url.pathname.startsWith('/broker/selftest/'),
      (route) =>
        route.fulfill({
          contentType: 'text/html',
          body: `<!doctype html><title>t</title>${PAGES[route.request().url().split('/').pop()!]}`,
        }),
    );
    await context.route('**/identity/api/v1/selftest', (route) => route.fulfill({ status: 500, json: {} }));
  },
});

const cases: [name: string, errorRun: boolean, expected: RegExp | null][] = [
  ['fine', false, null],
  ['throws', false, /^uncaught Error: boom/],
  ['consoleError', false, /^console error: something broke/],
  // The sandbox refusing a frame's scripts (and the clock's init script) is no problem; other errors still are.
  ['sandboxedFrame', false, null],
  ['sandboxedFrameThenError', false, /^console error: something broke/],
  ['boundary', false, /route error boundary/],
  ['boundary', true, null],
  ['blank', false, /blank page: the body has no text/],
  ['noLandmark', false, /blank page: no main landmark or heading/],
  ['stuck', false, /still loading after 10 s/],
  ['failedCall', false, /console error: Failed to load resource: the server responded with a status of 500/],
  ['failedCall', true, null],
  ['leavesForUnknown', false, /left the app for https:\/\/evil\.example\/steal/],
  ['leavesForOnboarding', false, null],
];

for (const [name, errorRun, expected] of cases) {
  test(`the checker ${expected ? `reports ${String(expected)}` : 'passes'} on "${name}"${errorRun ? ' (error run)' : ''}`, async ({
    browser,
    baseURL,
  }) => {
    const { problems } = await visitRoute(browser, baseURL!, spec(name, errorRun));
    if (expected === null) expect(problems).toEqual([]);
    else
      expect(
        problems.some((p) => expected.test(p)),
        problems.join('\n'),
      ).toBe(true);
  });
}
