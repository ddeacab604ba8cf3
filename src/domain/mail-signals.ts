/**
 * Phishing signals of a rate confirmation e-mail, each said in a sentence a broker can act on: the
 * sender's authentication (SPF, DKIM, DMARC), its domain against the carrier's known domains and the
 * broker's own, look-alike domains (typos, look-alike letters, punycode), a Reply-To elsewhere, a
 * display name naming another company, free-mail senders, links whose text names another site, and
 * the e-mail and domain alerts on its load. For an e-mail the mailbox sent, its recipients are
 * weighed the same way (a rate confirmation sent to a dispatch service or a look-alike address).
 */
import {
  domainOf,
  domainToUnicode,
  foreignLetters,
  isPunycode,
  isSameOrSubdomain,
  lookAlikeOf,
  type LookAlike,
} from './domain-names';
import { isFreeMailDomain } from './mail-names';
import {
  authenticationSignals,
  displayNameSignals,
  linkSignals,
  loadAlertSignals,
  replyToSignals,
  type MailSignal,
  type SignalLevel,
} from './mail-signal-rules';

export type { MailSignal, SignalLevel } from './mail-signal-rules';

/** The parts of an e-mail the checks read. */
export interface MailForSignals {
  direction: 'sent' | 'received';
  from: string;
  fromName: string | null;
  replyTo: string | null;
  to: readonly string[];
  /** SPF, DKIM and DMARC results (RFC 8601 words); null when the e-mail has none. */
  authentication: { spf: string; dkim: string; dmarc: string } | null;
  /** The body's links as written: their text and raw href (null when the link has none). */
  links: readonly { text: string; href: string | null }[];
}

/** An address a carrier's rate confirmations went through (listCarrierRateConfirmationEndpoints). */
export interface KnownEndpoint {
  email: string;
  domain: string;
  rate_confirmations_count: number;
  is_on_file: boolean;
  is_free_mail_domain: boolean;
}

/** What the e-mail is weighed against. */
export interface SignalContext {
  /** The e-mail's carrier and its known addresses; `endpoints` null when they could not be read. */
  carrier: { name: string; endpoints: readonly KnownEndpoint[] | null } | null;
  /** The broker's company and its own domains (those of its users' addresses). */
  broker: { name: string; domains: readonly string[] };
  /** The e-mail's load and the alerts read for it (null when they could not be read). */
  loadId: number | null;
  loadAlerts: readonly { id: number; is_type: string; status: string; load_id: number }[] | null;
}

const ORDER: Record<SignalLevel, number> = { danger: 0, warning: 1, info: 2, ok: 3 };
const FAILED = ['fail', 'softfail', 'permerror'];

/** Whether SPF or DMARC say the sender's domain did not send it. */
const forged = (mail: MailForSignals) =>
  mail.authentication !== null &&
  (FAILED.includes(mail.authentication.spf) || FAILED.includes(mail.authentication.dmarc));

function lookAlikeText(shown: string, alike: LookAlike, whose: string): string {
  switch (alike.kind) {
    case 'homoglyph': {
      const letters = foreignLetters(shown)
        .map((l) => (l.imitates ? `“${l.letter}” for “${l.imitates}”` : `“${l.letter}”`))
        .join(', ');
      return `${shown} imitates ${alike.of} (${whose}) with look-alike letters${letters ? `: ${letters}` : ''}.`;
    }
    case 'typo':
      return `${shown} is ${alike.distance === 1 ? 'one letter' : `${alike.distance} letters`} off ${alike.of} (${whose}).`;
    case 'ending':
      return `${shown} is ${alike.of} (${whose}) with another ending.`;
    case 'contains':
      return `${shown} contains ${alike.of} (${whose}) but is another domain.`;
  }
}

/** The carrier's domains on file (not free mail) and the broker's, each with whose it is. */
function knownDomains(context: SignalContext): { domain: string; whose: string }[] {
  const name = context.carrier?.name ?? 'the carrier';
  const carrier = (context.carrier?.endpoints ?? [])
    .filter((e) => e.is_on_file && !e.is_free_mail_domain && !isFreeMailDomain(e.domain))
    .map((e) => ({ domain: e.domain.toLowerCase(), whose: `${name}'s` }));
  return [...carrier, ...context.broker.domains.map((d) => ({ domain: d.toLowerCase(), whose: 'yours' }))];
}

/** Where an address stands: on file for the carrier (exactly or by domain), the broker's own, free mail. */
function standing(address: string, context: SignalContext) {
  const lower = address.toLowerCase();
  const domain = domainOf(address) ?? '';
  const endpoints = context.carrier?.endpoints ?? [];
  const onFile = endpoints.filter((e) => e.is_on_file);
  const exact = onFile.some((e) => e.email.toLowerCase() === lower);
  const byDomain = onFile.some(
    (e) => !e.is_free_mail_domain && !isFreeMailDomain(e.domain) && isSameOrSubdomain(domain, e.domain),
  );
  return {
    domain,
    carrier: exact || byDomain,
    exact,
    ours: context.broker.domains.some((d) => isSameOrSubdomain(domain, d)),
    free: isFreeMailDomain(domain) || endpoints.some((e) => e.domain.toLowerCase() === domain && e.is_free_mail_domain),
    seen: endpoints.find((e) => e.email.toLowerCase() === lower && !e.is_on_file) ?? null,
  };
}

/** Punycode and look-alike findings about one domain; `prefix` tells a recipient's from the sender's. */
function shapeSignals(domain: string, context: SignalContext, prefix: string): MailSignal[] {
  const out: MailSignal[] = [];
  const shown = domainToUnicode(domain);
  if (isPunycode(domain))
    out.push({
      id: `${prefix}punycode`,
      level: 'warning',
      text: `${domain} is written in punycode: people see it as ${shown}.`,
    });
  const known = knownDomains(context);
  const alike = lookAlikeOf(
    domain,
    known.map((k) => k.domain),
  );
  if (alike) {
    const whose = known.find((k) => k.domain === alike.of)?.whose ?? 'known';
    out.push({ id: `${prefix}lookalike-${alike.kind}`, level: 'danger', text: lookAlikeText(shown, alike, whose) });
  }
  return out;
}

function senderSignals(mail: MailForSignals, context: SignalContext): MailSignal[] {
  const s = standing(mail.from, context);
  const carrier = context.carrier;
  const out: MailSignal[] = [];
  if (!carrier)
    out.push({
      id: 'no-carrier',
      level: 'info',
      text: 'This e-mail is tied to no carrier: its sender was compared with your own domains only.',
    });
  else if (carrier.endpoints === null)
    out.push({
      id: 'endpoints-unavailable',
      level: 'info',
      text: `${carrier.name}'s known addresses could not be read: the sender was not compared with them.`,
    });
  else if (s.carrier)
    out.push(
      forged(mail)
        ? {
            id: 'sender-known-but-forged',
            level: 'warning',
            text: `${s.exact ? mail.from : s.domain} is on file for ${carrier.name}, but the failed checks above say someone else may be writing in its name.`,
          }
        : {
            id: 'sender-known',
            level: 'ok',
            text: `${s.exact ? mail.from : s.domain} is on file for ${carrier.name}.`,
          },
    );
  if (s.ours && !s.carrier) out.push({ id: 'sender-ours', level: 'info', text: `${s.domain} is your own domain.` });
  if (carrier?.endpoints && !s.carrier && !s.ours)
    out.push({
      id: 'sender-unknown',
      level: 'danger',
      text: s.seen
        ? `${mail.from} is not on file for ${carrier.name}, though ${s.seen.rate_confirmations_count} of its rate confirmations went through it.`
        : `${s.domain} is neither a domain on file for ${carrier.name} nor yours.`,
    });
  if (s.free)
    out.push({
      id: 'free-mail',
      level: s.exact ? 'info' : 'warning',
      text: `Sent from a free e-mail service (${s.domain})${s.exact ? '; this address is on file for the carrier' : ': anyone can open an address there in a carrier’s name'}.`,
    });
  if (!s.carrier && !s.ours) out.push(...shapeSignals(s.domain, context, ''));
  out.push(
    ...displayNameSignals(mail.fromName, s.domain, {
      broker: context.broker.name,
      carrier: carrier?.name ?? null,
      senderIsBroker: s.ours,
      senderIsCarrier: s.carrier,
    }),
  );
  return out;
}

/** For an e-mail the mailbox sent: recipients that are not the carrier's (a dispatch service, a look-alike). */
function recipientSignals(mail: MailForSignals, context: SignalContext): MailSignal[] {
  const carrier = context.carrier;
  if (!carrier?.endpoints) return [];
  return mail.to.flatMap((address) => {
    const s = standing(address, context);
    if (s.carrier || s.ours) return [];
    return [
      {
        id: 'recipient-unknown',
        level: 'danger' as const,
        text: `Sent to ${address}, which is not on file for ${carrier.name}.`,
      },
      ...shapeSignals(s.domain, context, 'recipient-'),
    ];
  });
}

/** Every signal of an e-mail, the most serious first; a sent e-mail is weighed by its recipients. */
export function mailSignals(mail: MailForSignals, context: SignalContext): MailSignal[] {
  const domain = domainOf(mail.from) ?? mail.from;
  const own =
    mail.direction === 'received'
      ? [
          ...authenticationSignals(mail.authentication, domain),
          ...senderSignals(mail, context),
          ...replyToSignals(mail.from, mail.replyTo),
        ]
      : recipientSignals(mail, context);
  const all = [...own, ...linkSignals(mail.links), ...loadAlertSignals(context.loadId, context.loadAlerts)];
  return all
    .map((signal, index) => ({ signal, index }))
    .sort((a, b) => ORDER[a.signal.level] - ORDER[b.signal.level] || a.index - b.index)
    .map(({ signal }) => signal);
}
