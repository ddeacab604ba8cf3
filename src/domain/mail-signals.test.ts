import { describe, expect, it } from 'vitest';
import { mailSignals, type KnownEndpoint, type MailForSignals, type SignalContext } from './mail-signals';

const endpoint = (email: string, onFile = true): KnownEndpoint => ({
  email,
  domain: email.split('@')[1] ?? '',
  rate_confirmations_count: 4,
  is_on_file: onFile,
  is_free_mail_domain: /gmail\.com$/.test(email),
});

const context = (over: Partial<SignalContext> = {}): SignalContext => ({
  carrier: { name: 'Blue Ridge Reefer Inc', endpoints: [endpoint('dispatch@blueridgereefer.com')] },
  broker: { name: 'Lakeshore Logistics LLC', domains: ['lakeshorelogistics.com'] },
  loadId: 50002,
  loadAlerts: [],
  ...over,
});

const received = (over: Partial<MailForSignals> = {}): MailForSignals => ({
  direction: 'received',
  from: 'dispatch@blueridgereefer.com',
  fromName: 'Blue Ridge Reefer Inc',
  replyTo: null,
  to: ['ratecons@lakeshorelogistics.com'],
  authentication: { spf: 'pass', dkim: 'pass', dmarc: 'pass' },
  links: [],
  ...over,
});

const ids = (mail: MailForSignals, ctx = context()) => mailSignals(mail, ctx).map((s) => s.id);

describe('mailSignals', () => {
  it('finds nothing wrong with the carrier’s own, authenticated e-mail', () => {
    const signals = mailSignals(received(), context());
    expect(signals.map((s) => s.level)).toEqual(['ok', 'ok']);
    expect(signals.map((s) => s.id)).toEqual(['auth-pass', 'sender-known']);
  });

  it('puts the most serious first, keeping each level in the order found', () => {
    const signals = mailSignals(
      received({
        authentication: { spf: 'fail', dkim: 'none', dmarc: 'fail' },
        replyTo: 'blueridgereefer.dispatch@gmail.com',
      }),
      context(),
    );
    expect(signals.map((s) => s.id)).toEqual([
      'spf-fail',
      'dmarc-fail',
      'reply-to-other-domain',
      'dkim-unsigned',
      'sender-known-but-forged',
    ]);
    // A domain on file is no comfort when SPF or DMARC say it did not send the e-mail.
    expect(signals.at(-1)?.level).toBe('warning');
  });

  it('calls a sender neither the carrier’s nor the broker’s unknown, and says a look-alike of either', () => {
    expect(ids(received({ from: 'ops@quickdispatchpros.com', fromName: null }))).toEqual([
      'sender-unknown',
      'auth-pass',
    ]);
    expect(ids(received({ from: 'dispatch@blueridgereefers.com', fromName: null }))).toEqual([
      'sender-unknown',
      'lookalike-typo',
      'auth-pass',
    ]);
    const broker = mailSignals(received({ from: 'ap@lakeshore-logistics.com', fromName: null }), context());
    expect(broker.find((s) => s.id === 'lookalike-typo')?.text).toBe(
      'lakeshore-logistics.com is one letter off lakeshorelogistics.com (yours).',
    );
  });

  it('says a punycode domain and the letters it imitates with', () => {
    const signals = mailSignals(
      received({ from: 'dispatch@xn--prairiewindtrnsport-2op.com', fromName: null }),
      context({
        carrier: { name: 'Prairie Wind Transport LLC', endpoints: [endpoint('ops@prairiewindtransport.com')] },
      }),
    );
    expect(signals.map((s) => s.id)).toEqual(['sender-unknown', 'lookalike-homoglyph', 'punycode', 'auth-pass']);
    expect(signals[1]?.text).toBe(
      'prairiewindtrаnsport.com imitates prairiewindtransport.com (Prairie Wind Transport LLC’s) with look-alike letters: “а” for “a”.'.replace(
        '’',
        "'",
      ),
    );
  });

  it('weighs a subdomain of a domain on file as on file, and an address seen but not on file as unknown', () => {
    expect(ids(received({ from: 'ops@mail.blueridgereefer.com' }))).toEqual(['auth-pass', 'sender-known']);
    const seen = context({
      carrier: {
        name: 'Blue Ridge Reefer Inc',
        endpoints: [endpoint('dispatch@blueridgereefer.com'), endpoint('dispatch@quickdispatchpros.com', false)],
      },
    });
    const signals = mailSignals(received({ from: 'dispatch@quickdispatchpros.com', fromName: null }), seen);
    expect(signals[0]).toMatchObject({ id: 'sender-unknown', level: 'danger' });
    expect(signals[0]?.text).toContain('though 4 of its rate confirmations went through it');
  });

  it('warns about a free-mail sender, and only notes it when that address is on file', () => {
    const gmail = 'blueridge.dispatch@gmail.com';
    expect(
      mailSignals(received({ from: gmail, fromName: null }), context()).find((s) => s.id === 'free-mail')?.level,
    ).toBe('warning');
    const onFile = context({ carrier: { name: 'Blue Ridge Reefer Inc', endpoints: [endpoint(gmail)] } });
    const signals = mailSignals(received({ from: gmail, fromName: null }), onFile);
    expect(signals.find((s) => s.id === 'free-mail')?.level).toBe('info');
    expect(signals.some((s) => s.id === 'sender-unknown')).toBe(false);
    // gmail.com on file is no known domain: another Gmail address is still unknown.
    expect(ids(received({ from: 'someone@gmail.com', fromName: null }), onFile)).toContain('sender-unknown');
  });

  it('names a display name of another company, or the carrier’s from an unknown address', () => {
    expect(ids(received({ from: 'greatnorth.dispatch@gmail.com', fromName: 'Quick Dispatch Pros LLC' }))).toContain(
      'name-is-other-company',
    );
    expect(ids(received({ from: 'ops@brr-dispatch.com', fromName: 'Blue Ridge Reefer Inc' }))).toContain(
      'name-is-carrier-elsewhere',
    );
    expect(ids(received())).not.toContain('name-is-carrier-elsewhere');
  });

  it('says what it could not compare: no carrier, or the carrier’s addresses unreadable', () => {
    expect(ids(received(), context({ carrier: null }))).toContain('no-carrier');
    const unreadable = ids(received(), context({ carrier: { name: 'Blue Ridge Reefer Inc', endpoints: null } }));
    expect(unreadable).toContain('endpoints-unavailable');
    expect(unreadable).not.toContain('sender-unknown');
  });

  it('weighs an e-mail the mailbox sent by its recipients, not its own authentication', () => {
    const sent: MailForSignals = {
      ...received(),
      direction: 'sent',
      from: 'ratecons@lakeshorelogistics.com',
      fromName: 'Lakeshore Logistics LLC',
      authentication: null,
      to: ['dispatch@quickdispatchpros.com', 'dispatch@blueridgereefer.com', 'ops@blueridgereefer.co'],
    };
    const signals = mailSignals(sent, context());
    expect(signals.map((s) => s.id)).toEqual(['recipient-unknown', 'recipient-unknown', 'recipient-lookalike-typo']);
    expect(signals[0]?.text).toBe(
      'Sent to dispatch@quickdispatchpros.com, which is not on file for Blue Ridge Reefer Inc.',
    );
  });

  it('adds the links and the load’s e-mail alerts', () => {
    const signals = mailSignals(
      received({ links: [{ text: 'www.blueridgereefer.com', href: 'https://brr-pay.top/x' }] }),
      context({ loadAlerts: [{ id: 9007, is_type: 'email_spoofing', status: 'new', load_id: 50002 }] }),
    );
    expect(signals.map((s) => s.id)).toEqual(['link-mismatch', 'load-alert-9007', 'auth-pass', 'sender-known']);
  });
});
