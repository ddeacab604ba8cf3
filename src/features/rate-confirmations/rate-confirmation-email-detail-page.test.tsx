import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { prismServer } from '../../../tests/unit/prism/server';
import { renderRoute, SCREEN_TIMEOUT } from '../../../tests/unit/prism/render-route';

const prism = prismServer();

/**
 * Opens an e-mail of the contract (a named example of getRateConfirmationMail) with the answers that
 * belong to it: its carrier's known addresses and its load's alerts, each a named example (as the e2e
 * suite's openMail, tests/e2e/support/mail.ts).
 */
async function openMail(mail: {
  id: number;
  example: string;
  carrierId?: number;
  endpoints?: string;
  alerts?: string;
}): Promise<HTMLElement> {
  prism.prefer('monitor', `/api/v1/rate_confirmation_mails/${mail.id}`, { example: mail.example });
  if (mail.carrierId && mail.endpoints)
    prism.prefer('monitor', `/api/v1/carriers/${mail.carrierId}/rate_confirmation_endpoints`, {
      example: mail.endpoints,
    });
  if (mail.alerts) prism.prefer('monitor', '/api/v1/tickets', { example: mail.alerts });
  renderRoute(`carriers/rate-confirmations/emails/${mail.id}`);
  // The screen's code loads first: its heading, then the signals once their calls are answered.
  return screen.findByRole(
    'heading',
    { level: 1, name: new RegExp(`e-mail ${mail.id}$`) },
    { timeout: SCREEN_TIMEOUT },
  );
}

/** The phishing signals as the broker reads them, one line each ("Danger: SPF fail: …"). */
async function signalLines(): Promise<string[]> {
  // The panel appears once the carrier's addresses and the load's alerts are answered.
  const panel = await screen.findByRole('region', { name: 'Phishing signals' }, { timeout: SCREEN_TIMEOUT });
  const items = within(panel).getAllByRole('listitem');
  expect(items.length).toBeGreaterThan(0);
  // Each line starts with its icon's mark, hidden from assistive technology: the words are the rest.
  return items.map((item) => {
    const words = item.cloneNode(true) as HTMLElement;
    words.querySelectorAll('[aria-hidden="true"]').forEach((hidden) => hidden.remove());
    return (words.textContent ?? '').replace(/\s+/g, ' ').trim();
  });
}

// Each phishing signal, shown from the named contract example that carries it
// (openapi/monitor/examples/rate-confirmation-mails.yaml), with the carrier's addresses and the
// load's alerts of that example.
describe('Rate Confirmation Email Detail', () => {
  describe('phishing signals, said in words above the e-mail', () => {
    it('a homoglyph domain in punycode, passing every check', async () => {
      await openMail({ id: 5507, example: 'homoglyph_domain', carrierId: 1001, endpoints: 'prairie_wind' });
      const lines = await signalLines();
      expect(lines).toContain(
        'Danger: xn--prairiewindtrnsport-2op.com is neither a domain on file for Prairie Wind Transport LLC nor yours.',
      );
      expect(lines).toContain(
        "Danger: prairiewindtrаnsport.com imitates prairiewindtransport.com (Prairie Wind Transport LLC's) with look-alike letters: “а” for “a”.",
      );
      expect(lines).toContain(
        'Check: xn--prairiewindtrnsport-2op.com is written in punycode: people see it as prairiewindtrаnsport.com.',
      );
      expect(lines).toContain(
        'Danger: A link reads portal.prairiewindtransport.com/quickpay but leads to portal.xn--prairiewindtrnsport-2op.com.',
      );
      expect(lines.at(-1)).toMatch(/^OK: SPF, DKIM and DMARC passed/);
    });

    it('a domain one letter off the carrier’s, without a DMARC policy', async () => {
      await openMail({ id: 5508, example: 'lookalike_domain', carrierId: 1003, endpoints: 'sonoran' });
      const lines = await signalLines();
      expect(lines).toContain("Danger: sonoranflatbed.co is one letter off sonoranflatbed.com (Sonoran Flatbed Co's).");
      expect(lines).toContain(
        'Check: DMARC none: sonoranflatbed.co publishes no policy, so mail forged in its name is not stopped.',
      );
      expect(lines).toContain(
        "Check: The sender's name says “Sonoran Flatbed Co”, but the address is not one on file for Sonoran Flatbed Co.",
      );
    });

    it('a free-mail sender whose display name is another company’s', async () => {
      await openMail({ id: 5509, example: 'free_mail_sender', carrierId: 1004, endpoints: 'great_north' });
      const lines = await signalLines();
      expect(lines).toContain(
        'Check: Sent from a free e-mail service (gmail.com): anyone can open an address there in a carrier’s name.',
      );
      expect(lines).toContain(
        "Danger: The sender's name names another company: “Quick Dispatch Pros LLC”, not Great North Carriers Ltd.",
      );
      expect(lines).toContain('Danger: gmail.com is neither a domain on file for Great North Carriers Ltd nor yours.');
    });

    it('an e-mail the mailbox sent to a dispatch service', async () => {
      const heading = await openMail({
        id: 5502,
        example: 'flagged',
        carrierId: 1002,
        endpoints: 'blue_ridge',
        alerts: 'load_50002',
      });
      expect(heading).toHaveTextContent(/^Sent e-mail 5502$/);
      const lines = await signalLines();
      expect(lines[0]).toBe(
        'Danger: Sent to dispatch@quickdispatchpros.com, which is not on file for Blue Ridge Reefer Inc.',
      );
      expect(lines).toContain(
        'Danger: Alert 9003 on load 50002: Rate con sent to a dispatch service (e-mail) (in progress).',
      );
    });

    it('the carrier’s own authenticated e-mail shows no danger', async () => {
      await openMail({
        id: 5510,
        example: 'hostile_body',
        carrierId: 1001,
        endpoints: 'prairie_wind',
        alerts: 'empty',
      });
      const lines = await signalLines();
      expect(lines).toContain('OK: dispatch@prairiewindtransport.com is on file for Prairie Wind Transport LLC.');
      // Its only danger is in its body: a script link (see the hostile-body tests in Playwright).
      expect(lines.filter((l) => l.startsWith('Danger'))).toEqual([
        'Danger: The link “View the signed copy” would run code (javascript:); it was removed.',
      ]);
    });

    it('says what it could not check rather than guessing', async () => {
      prism.prefer('monitor', '/api/v1/carriers/1002/rate_confirmation_endpoints', { code: 403 });
      prism.prefer('monitor', '/api/v1/tickets', { code: 403 });
      await openMail({ id: 5506, example: 'spoofed_reply' });
      const lines = await signalLines();
      expect(lines).toContain(
        "Note: Blue Ridge Reefer Inc's known addresses could not be read: the sender was not compared with them.",
      );
      expect(lines).toContain(
        'Note: The alerts of load 50002 could not be read: its e-mail and domain alerts are not named here.',
      );
    });
  });

  it('an e-mail that does not exist says so', async () => {
    prism.prefer('monitor', '/api/v1/rate_confirmation_mails/5999', { code: 404 });
    renderRoute('carriers/rate-confirmations/emails/5999');
    expect(
      await screen.findByRole(
        'heading',
        { name: 'Rate confirmation e-mail 5999 was not found' },
        { timeout: SCREEN_TIMEOUT },
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the rate confirmation e-mails' })).toBeInTheDocument();
  });
});
