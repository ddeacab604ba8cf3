import { describe, expect, it } from 'vitest';
import {
  authenticationSignals,
  displayNameSignals,
  linkSignals,
  loadAlertSignals,
  replyToSignals,
} from './mail-signal-rules';

const ids = (signals: { id: string }[]) => signals.map((s) => s.id);

describe('authentication (SPF, DKIM, DMARC)', () => {
  it('says each failure as a danger, naming the domain', () => {
    const signals = authenticationSignals({ spf: 'fail', dkim: 'fail', dmarc: 'fail' }, 'blueridgereefer.com');
    expect(ids(signals)).toEqual(['spf-fail', 'dkim-fail', 'dmarc-fail']);
    expect(signals.every((s) => s.level === 'danger')).toBe(true);
    expect(signals[0]?.text).toContain('blueridgereefer.com');
  });
  it('counts softfail and permerror as failures', () => {
    expect(ids(authenticationSignals({ spf: 'softfail', dkim: 'permerror', dmarc: 'pass' }, 'x.com'))).toEqual([
      'spf-fail',
      'dkim-fail',
    ]);
  });
  it('warns when a check could not confirm the sender', () => {
    const signals = authenticationSignals({ spf: 'neutral', dkim: 'none', dmarc: 'none' }, 'sonoranflatbed.co');
    expect(ids(signals)).toEqual(['spf-unconfirmed', 'dkim-unsigned', 'dmarc-none']);
    expect(signals.every((s) => s.level === 'warning')).toBe(true);
    expect(ids(authenticationSignals({ spf: 'pass', dkim: 'pass', dmarc: 'temperror' }, 'x.com'))).toEqual([
      'dmarc-unconfirmed',
    ]);
  });
  it('says all passed, without calling the domain the carrier’s', () => {
    const [signal] = authenticationSignals({ spf: 'pass', dkim: 'pass', dmarc: 'pass' }, 'x.com');
    expect(signal).toMatchObject({ id: 'auth-pass', level: 'ok' });
    expect(signal?.text).toContain('does not make x.com the carrier');
  });
  it('warns when there are no results at all', () => {
    expect(authenticationSignals(null, 'x.com')).toEqual([
      expect.objectContaining({ id: 'auth-missing', level: 'warning' }),
    ]);
  });
});

describe('Reply-To', () => {
  it('says nothing when it is the sender (in any case) or absent', () => {
    expect(replyToSignals('dispatch@carrier.com', null)).toEqual([]);
    expect(replyToSignals('dispatch@carrier.com', 'Dispatch@Carrier.com')).toEqual([]);
  });
  it('warns about another address of the same domain', () => {
    expect(ids(replyToSignals('dispatch@carrier.com', 'billing@mail.carrier.com'))).toEqual(['reply-to-other-address']);
  });
  it('is a danger when replies leave for another domain, naming a free-mail one', () => {
    const [signal] = replyToSignals('dispatch@blueridgereefer.com', 'blueridgereefer.dispatch@gmail.com');
    expect(signal).toMatchObject({ id: 'reply-to-other-domain', level: 'danger' });
    expect(signal?.text).toContain('a free e-mail address');
  });
});

describe('display name', () => {
  const names = {
    broker: 'Lakeshore Logistics LLC',
    carrier: 'Blue Ridge Reefer Inc',
    senderIsBroker: false,
    senderIsCarrier: false,
  };
  it('flags an address or domain in the name that is not the sender’s', () => {
    expect(ids(displayNameSignals('dispatch@blueridgereefer.com', 'gmail.com', names))).toEqual([
      'name-shows-other-address',
    ]);
    expect(displayNameSignals('ops@mail.gmail.com', 'gmail.com', names)).toEqual([]);
  });
  it('flags the broker’s own name from an address that is not the broker’s', () => {
    expect(ids(displayNameSignals('Lakeshore Logistics Accounts', 'outlook.com', names))).toEqual(['name-is-broker']);
    expect(
      displayNameSignals('Lakeshore Logistics', 'lakeshorelogistics.com', { ...names, senderIsBroker: true }),
    ).toEqual([]);
  });
  it('flags the carrier’s name from an address not on file, not from one on file', () => {
    expect(ids(displayNameSignals('Blue Ridge Reefer Inc', 'blueridgereefer.com', names))).toEqual([
      'name-is-carrier-elsewhere',
    ]);
    expect(
      displayNameSignals('Blue Ridge Reefer Inc', 'blueridgereefer.com', { ...names, senderIsCarrier: true }),
    ).toEqual([]);
  });
  it('flags another company’s name, not a person’s', () => {
    const [signal] = displayNameSignals('Quick Dispatch Pros LLC', 'gmail.com', names);
    expect(signal).toMatchObject({ id: 'name-is-other-company', level: 'danger' });
    expect(signal?.text).toContain('not Blue Ridge Reefer Inc');
    expect(displayNameSignals('Luis Herrera', 'gmail.com', names)).toEqual([]);
    expect(displayNameSignals(null, 'gmail.com', names)).toEqual([]);
  });
});

describe('links', () => {
  it('flags a link whose text shows another site than it leads to', () => {
    const signals = linkSignals([
      { text: 'https://www.blueridgereefer.com/remittance', href: 'https://blueridge-remit.top/update' },
      { text: 'www.blueridgereefer.com/rc', href: 'https://www.blueridgereefer.com/rc/4406' },
      { text: 'Review and sign', href: 'https://app.example-broker.com/rc/4402/sign' },
    ]);
    expect(signals).toEqual([
      {
        id: 'link-mismatch',
        level: 'danger',
        text: 'A link reads https://www.blueridgereefer.com/remittance but leads to blueridge-remit.top.',
      },
    ]);
  });
  it('flags script links and bare IP addresses, once each', () => {
    const signals = linkSignals([
      { text: 'View', href: 'javascript:parent.postMessage(1)' },
      { text: 'View', href: 'JAVA\tSCRIPT:parent.postMessage(1)' },
      { text: 'Invoice', href: 'http://185.220.101.47/inv' },
      { text: 'No address', href: null },
      { text: 'Mail us', href: 'mailto:ops@carrier.com' },
    ]);
    expect(ids(signals)).toEqual(['link-script', 'link-ip']);
  });
});

describe('alerts on the load', () => {
  const alerts = [
    { id: 9003, is_type: 'rate_confirmation_dispatch_service_email', status: 'in_progress', load_id: 50002 },
    { id: 9007, is_type: 'email_spoofing', status: 'new', load_id: 50002 },
    { id: 8990, is_type: 'domain_spoofing', status: 'closed', load_id: 50002 },
    { id: 9005, is_type: 'voip_phone_number', status: 'pending', load_id: 50002 },
    { id: 9001, is_type: 'email_spoofing', status: 'new', load_id: 50003 },
  ];
  it('names the e-mail and domain alerts of this load only, newest first, closed ones for the record', () => {
    const signals = loadAlertSignals(50002, alerts);
    expect(ids(signals)).toEqual(['load-alert-9007', 'load-alert-9003', 'load-alert-8990']);
    expect(signals.map((s) => s.level)).toEqual(['danger', 'danger', 'info']);
    expect(signals[1]?.text).toBe(
      'Alert 9003 on load 50002: Rate con sent to a dispatch service (e-mail) (in progress).',
    );
  });
  it('says nothing without a load, and says when the load’s alerts could not be read', () => {
    expect(loadAlertSignals(null, alerts)).toEqual([]);
    expect(loadAlertSignals(50002, null)).toEqual([
      expect.objectContaining({ id: 'load-alerts-unavailable', level: 'info' }),
    ]);
  });
});
