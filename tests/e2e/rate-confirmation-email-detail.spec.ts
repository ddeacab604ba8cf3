import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { seriousViolations } from './support/axe';
import { REFUSALS, openMail, signalLines } from './support/mail';
import { prefer, recordRequests } from './support/prism';
import { saveScreenshot } from './support/screenshot';

test.use({ signedIn: true });

const heading = (page: Page, id: number) => page.getByRole('heading', { level: 1, name: new RegExp(`e-mail ${id}$`) });
const frame = (page: Page, id: number) => page.frameLocator(`iframe[title="Body of e-mail ${id}"]`);

// Each phishing signal, shown from the named contract example that carries it
// (openapi/monitor/examples/rate-confirmation-mails.yaml), with the carrier's addresses and the
// load's alerts of that example.
test.describe('phishing signals, said in words above the e-mail', () => {
  test('a spoofed reply: SPF, DKIM and DMARC, Reply-To, a link, the load’s spoofing alerts', async ({ page }) => {
    await openMail(page, {
      id: 5506,
      example: 'spoofed_reply',
      carrierId: 1002,
      endpoints: 'blue_ridge',
      alerts: 'load_50002',
    });
    await expect(heading(page, 5506)).toHaveText('Received e-mail 5506');
    await expect(page.getByRole('region', { name: 'Phishing signals' })).toContainText(
      '6 signs this e-mail may be phishing or spoofed',
    );
    expect(await signalLines(page)).toEqual([
      'Danger: SPF fail: the server that sent it may not send mail for blueridgereefer.com.',
      'Danger: DMARC fail: blueridgereefer.com says mail like this one is not from it.',
      "Danger: Replies go to blueridgereefer.dispatch@gmail.com, a free e-mail address, not to the sender's domain blueridgereefer.com: an answer would leave for someone else.",
      'Danger: A link reads https://www.blueridgereefer.com/remittance but leads to blueridge-remit.top.',
      'Danger: Alert 9007 on load 50002: E-mail spoofing (new).',
      'Danger: Alert 9003 on load 50002: Rate con sent to a dispatch service (e-mail) (in progress).',
      'Check: DKIM none: the message carries no valid signature.',
      'Check: dispatch@blueridgereefer.com is on file for Blue Ridge Reefer Inc, but the failed checks above say someone else may be writing in its name.',
    ]);
    await expect(page.getByText('Reply-To', { exact: true }).locator('..')).toContainText(
      'blueridgereefer.dispatch@gmail.com',
    );
    await page.getByText('Authentication-Results header').click();
    await expect(page.getByText(/spf=fail \(domain of blueridgereefer\.com does not designate/)).toBeVisible();
    // The body is the sender's HTML in a frame where no script, axe's included, may run.
    expect(await seriousViolations(page, { exclude: 'iframe' })).toEqual([]);
    await saveScreenshot(page, 'rate-confirmation-email-spoofed');
  });
});

test.describe('the body, shown safely', () => {
  // Init scripts and the context's own requests and routes: a context of its own (support/shared-tab.ts).
  test.use({ freshContext: true });
  test('a hostile body runs nothing, loads nothing and cannot move the portal', async ({ page, context, baseURL }) => {
    const portal = new URL(baseURL!).origin;
    const outside: string[] = [];
    const console: string[] = [];
    page.on('console', (m) => m.type() === 'error' && console.push(m.text()));
    page.on('pageerror', (e) => console.push(e.message));
    context.on('request', (r) => {
      if (!r.url().startsWith(portal) && !r.url().startsWith('data:')) outside.push(r.url());
    });
    await context.route(/^https:\/\/evil\.example\//, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>evil</title><p>evil</p>' }),
    );
    // Whatever the frame manages to send to the portal's window would arrive as a message.
    await page.addInitScript(() => {
      window.addEventListener('message', (event) =>
        document.documentElement.setAttribute('data-frame-said', String(event.data)),
      );
    });
    await openMail(page, { id: 5510, example: 'hostile_body', carrierId: 1001, endpoints: 'prairie_wind' });
    const body = frame(page, 5510);
    await expect(body.getByText('Signed rate confirmation for LSL-240296 attached.')).toBeVisible();
    await page.waitForLoadState('networkidle');

    const iframe = page.locator('iframe[title="Body of e-mail 5510"]');
    expect((await iframe.getAttribute('sandbox'))?.split(' ').sort()).toEqual([
      'allow-popups',
      'allow-popups-to-escape-sandbox',
    ]);
    const doc = (await iframe.getAttribute('srcdoc')) ?? '';
    expect(doc).toContain(`content="default-src 'none'; img-src data:;`);
    // The frame's head holds only its own charset, policy, referrer rule and style.
    await expect(body.locator('head > *')).toHaveCount(4);
    for (const tag of ['script', 'style', 'form', 'input', 'iframe', 'svg', 'object', 'base', 'link', 'meta'])
      await expect(body.locator(`body ${tag}`), tag).toHaveCount(0);
    await expect(body.locator('[onerror], [onload], [style], [srcset], [background]')).toHaveCount(0);
    await expect(body.locator('a[href^="javascript"]')).toHaveCount(0);
    await expect(body.locator('img[src]')).toHaveCount(0);

    // The script link has no address left; clicking it does nothing.
    await body.getByText('View the signed copy').click();
    // A link meant for the portal's window (target=_top) opens a new tab, with no way back to the portal.
    const popup = page.waitForEvent('popup');
    await body.getByRole('link', { name: 'Log in to see the load' }).click();
    const tab = await popup;
    await tab.waitForLoadState();
    expect(await tab.evaluate(() => window.opener)).toBeNull();
    await tab.close();

    await expect(page).toHaveURL(/\/carriers\/rate-confirmations\/emails\/5510$/);
    expect(await page.evaluate(() => document.documentElement.getAttribute('data-frame-said'))).toBeNull();
    // Nothing left for the sender's servers but the page the broker opened on purpose.
    expect(outside).toEqual(['https://evil.example/login']);
    expect(console.filter((line) => !REFUSALS.some((refusal) => refusal.test(line)))).toEqual([]);
  });

  test('remote images stay blocked until asked for, then come from the portal’s server', async ({ page }) => {
    const images = recordRequests(page, 'monitor', '/api/v1/rate_confirmation_mails/5501/remote_images');
    const remote: string[] = [];
    page.on('request', (r) => r.url().includes('example-broker.com/assets') && remote.push(r.url()));
    await openMail(page, { id: 5501, example: 'completed', carrierId: 1001, endpoints: 'prairie_wind' });
    const body = frame(page, 5501);
    await expect(body.getByRole('heading', { name: 'Rate Confirmation LSL-240311' })).toBeVisible();
    await expect(body.locator('img[data-blocked]')).toHaveCount(1);
    await expect(page.getByText('1 remote image is blocked.')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(images).toHaveLength(0);

    await page.getByRole('button', { name: 'Show remote images' }).click();
    await expect(page.getByText(/^1 of 1 remote image shown, fetched by the portal's server/)).toBeVisible();
    await expect(body.locator('img[alt="Lakeshore Logistics"]')).toHaveAttribute('src', /^data:image\/png;base64,/);
    expect(images.map((r) => r.method())).toEqual(['GET']);
    expect(remote).toEqual([]);
  });

  test('an image the server could not fetch stays blocked', async ({ page }) => {
    await prefer(page, 'monitor', '/api/v1/rate_confirmation_mails/5506/remote_images', { example: 'none' });
    await openMail(page, { id: 5506, example: 'spoofed_reply', carrierId: 1002, endpoints: 'blue_ridge' });
    await page.getByRole('button', { name: 'Show remote images' }).click();
    await expect(
      page.getByText(/0 of 1 remote image shown.*the others could not be fetched and stay blocked/),
    ).toBeVisible();
    await expect(frame(page, 5506).locator('img[data-blocked]')).toHaveCount(1);
  });

  test('the plain-text part is shown when there is no HTML, and on request', async ({ page }) => {
    await openMail(page, { id: 5504, example: 'plain_text_only', carrierId: 1004, endpoints: 'great_north' });
    await expect(page.getByText(/Delivery to the following recipient failed permanently/)).toBeVisible();
    await expect(page.locator('iframe')).toHaveCount(0);
    await openMail(page, { id: 5501, example: 'completed' });
    await page.getByText('Plain text', { exact: true }).click();
    await expect(page.getByText(/Review and sign: https:\/\/app\.example-broker\.com\/rc\/4402\/sign/)).toBeVisible();
    await expect(page.locator('iframe')).toHaveCount(0);
  });

  test('the portal’s own policy sees no violation on an ordinary e-mail', async ({ page }) => {
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (e) =>
        document.documentElement.setAttribute('data-csp', e.effectiveDirective),
      );
    });
    await openMail(page, { id: 5502, example: 'flagged' });
    await expect(frame(page, 5502).getByRole('heading', { name: 'Rate Confirmation LSL-240318' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => document.documentElement.getAttribute('data-csp'))).toBeNull();
  });
});
