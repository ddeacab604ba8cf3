/**
 * The rules of the phishing signals that look at one part of an e-mail on its own: its
 * authentication results, its Reply-To, its display name, its links and its load's alerts
 * (mail-signals.ts puts them together with the checks of the sender's domain).
 */
import { RATE_CONFIRMATION_ALERT_TYPES, alertTypeName } from './alert-types';
import { domainOf, registrableDomain } from './domain-names';
import { addressInName, hostInText, isFreeMailDomain, linkTarget, looksLikeCompany, namesCompany } from './mail-names';

export type SignalLevel = 'danger' | 'warning' | 'info' | 'ok';

/** One finding, in words. `id` names the rule (tests and the screen's keys). */
export interface MailSignal {
  id: string;
  level: SignalLevel;
  text: string;
}

const FAILED = ['fail', 'softfail', 'permerror'];

/** SPF, DKIM and DMARC of a received e-mail (null: it came with none). */
export function authenticationSignals(
  auth: { spf: string; dkim: string; dmarc: string } | null,
  domain: string,
): MailSignal[] {
  if (auth === null)
    return [
      {
        id: 'auth-missing',
        level: 'warning',
        text: `No SPF, DKIM or DMARC results came with this e-mail: nothing confirms ${domain} sent it.`,
      },
    ];
  const out: MailSignal[] = [];
  if (FAILED.includes(auth.spf))
    out.push({
      id: 'spf-fail',
      level: 'danger',
      text: `SPF ${auth.spf}: the server that sent it may not send mail for ${domain}.`,
    });
  else if (auth.spf !== 'pass')
    out.push({
      id: 'spf-unconfirmed',
      level: 'warning',
      text: `SPF ${auth.spf}: the sending server could not be confirmed for ${domain}.`,
    });
  if (FAILED.includes(auth.dkim))
    out.push({
      id: 'dkim-fail',
      level: 'danger',
      text: `DKIM ${auth.dkim}: the signature does not match, so the message may be forged or altered.`,
    });
  else if (auth.dkim !== 'pass')
    out.push({
      id: 'dkim-unsigned',
      level: 'warning',
      text: `DKIM ${auth.dkim}: the message carries no valid signature.`,
    });
  if (FAILED.includes(auth.dmarc))
    out.push({
      id: 'dmarc-fail',
      level: 'danger',
      text: `DMARC ${auth.dmarc}: ${domain} says mail like this one is not from it.`,
    });
  else if (auth.dmarc === 'none')
    out.push({
      id: 'dmarc-none',
      level: 'warning',
      text: `DMARC none: ${domain} publishes no policy, so mail forged in its name is not stopped.`,
    });
  else if (auth.dmarc !== 'pass')
    out.push({
      id: 'dmarc-unconfirmed',
      level: 'warning',
      text: `DMARC ${auth.dmarc}: the sender's domain could not be confirmed.`,
    });
  if (out.length === 0)
    out.push({
      id: 'auth-pass',
      level: 'ok',
      text: `SPF, DKIM and DMARC passed: it came from ${domain}'s own servers (which does not make ${domain} the carrier's).`,
    });
  return out;
}

/** A Reply-To other than the sender: an answer would go elsewhere. */
export function replyToSignals(from: string, replyTo: string | null): MailSignal[] {
  if (!replyTo || replyTo.trim().toLowerCase() === from.trim().toLowerCase()) return [];
  const fromDomain = domainOf(from) ?? '';
  const replyDomain = domainOf(replyTo) ?? '';
  if (registrableDomain(replyDomain) === registrableDomain(fromDomain))
    return [
      {
        id: 'reply-to-other-address',
        level: 'warning',
        text: `Replies go to ${replyTo}, another address than the sender's ${from}.`,
      },
    ];
  const free = isFreeMailDomain(replyDomain) ? ', a free e-mail address' : '';
  return [
    {
      id: 'reply-to-other-domain',
      level: 'danger',
      text: `Replies go to ${replyTo}${free}, not to the sender's domain ${fromDomain}: an answer would leave for someone else.`,
    },
  ];
}

/** A display name that names a company, an address or a domain the sender's address does not belong to. */
export function displayNameSignals(
  fromName: string | null,
  domain: string,
  names: { broker: string; carrier: string | null; senderIsBroker: boolean; senderIsCarrier: boolean },
): MailSignal[] {
  const name = fromName?.trim() ?? '';
  if (name === '') return [];
  const shown = addressInName(name);
  if (shown && registrableDomain(shown) !== registrableDomain(domain))
    return [
      {
        id: 'name-shows-other-address',
        level: 'danger',
        text: `The sender's name shows ${shown}, but the address is at ${domain}.`,
      },
    ];
  if (namesCompany(name, names.broker) && !names.senderIsBroker)
    return [
      {
        id: 'name-is-broker',
        level: 'danger',
        text: `The sender's name says “${name}”, your own company, but the address is not yours.`,
      },
    ];
  if (names.carrier && namesCompany(name, names.carrier)) {
    if (names.senderIsCarrier) return [];
    return [
      {
        id: 'name-is-carrier-elsewhere',
        level: 'warning',
        text: `The sender's name says “${name}”, but the address is not one on file for ${names.carrier}.`,
      },
    ];
  }
  if (looksLikeCompany(name) && !namesCompany(name, names.broker))
    return [
      {
        id: 'name-is-other-company',
        level: 'danger',
        text: `The sender's name names another company: “${name}”${names.carrier ? `, not ${names.carrier}` : ''}.`,
      },
    ];
  return [];
}

/** Links that run a script, or whose text shows one site while they lead to another. */
export function linkSignals(links: readonly { text: string; href: string | null }[]): MailSignal[] {
  const out: MailSignal[] = [];
  const said = new Set<string>();
  const add = (signal: MailSignal) => {
    if (said.has(signal.text)) return;
    said.add(signal.text);
    out.push(signal);
  };
  for (const link of links) {
    const text = link.text.replace(/\s+/g, ' ').trim();
    const target = link.href === null ? null : linkTarget(link.href);
    if (!target) continue;
    if (['javascript', 'vbscript', 'data'].includes(target.scheme)) {
      add({
        id: 'link-script',
        level: 'danger',
        text: `The link “${text || 'without text'}” would run code (${target.scheme}:); it was removed.`,
      });
      continue;
    }
    if ((target.scheme !== 'http' && target.scheme !== 'https') || !target.host) continue;
    if (/^\d{1,3}(\.\d{1,3}){3}$|^\[/.test(target.host))
      add({
        id: 'link-ip',
        level: 'warning',
        text: `The link “${text}” leads to a bare IP address (${target.host}), not to a named site.`,
      });
    const shown = hostInText(text);
    if (shown && registrableDomain(shown) !== registrableDomain(target.host))
      add({ id: 'link-mismatch', level: 'danger', text: `A link reads ${text} but leads to ${target.host}.` });
  }
  return out;
}

/** The e-mail and domain alerts raised on the e-mail's load (null: they could not be read); closed ones are said for the record. */
export function loadAlertSignals(
  loadId: number | null,
  alerts: readonly { id: number; is_type: string; status: string; load_id: number }[] | null,
): MailSignal[] {
  if (loadId === null) return [];
  if (alerts === null)
    return [
      {
        id: 'load-alerts-unavailable',
        level: 'info',
        text: `The alerts of load ${loadId} could not be read: its e-mail and domain alerts are not named here.`,
      },
    ];
  return alerts
    .filter((a) => a.load_id === loadId && (RATE_CONFIRMATION_ALERT_TYPES as readonly string[]).includes(a.is_type))
    .sort((a, b) => b.id - a.id)
    .map((a) => ({
      id: `load-alert-${a.id}`,
      level: a.status === 'closed' ? 'info' : 'danger',
      text: `Alert ${a.id} on load ${loadId}: ${alertTypeName(a.is_type)} (${a.status === 'closed' ? 'closed' : a.status.replace(/_/g, ' ')}).`,
    }));
}
