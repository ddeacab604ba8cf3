/**
 * Who an e-mail says it is from: free-mail services, company names in a display name, and what a
 * link's text claims as its address. Helpers of the phishing signals (mail-signals.ts).
 */
import { domainOf, registrableDomain } from './domain-names';

/** Free e-mail services: anyone can open an address there in a carrier's name. */
export const FREE_MAIL_DOMAINS = [
  'gmail.com',
  'googlemail.com',
  'yahoo.com',
  'ymail.com',
  'rocketmail.com',
  'outlook.com',
  'hotmail.com',
  'live.com',
  'msn.com',
  'aol.com',
  'icloud.com',
  'me.com',
  'mac.com',
  'protonmail.com',
  'proton.me',
  'gmx.com',
  'gmx.net',
  'mail.com',
  'zoho.com',
  'yandex.com',
  'yandex.ru',
  'tutanota.com',
  'fastmail.com',
  'hushmail.com',
  'qq.com',
  '163.com',
  'comcast.net',
  'att.net',
  'sbcglobal.net',
  'verizon.net',
  'cox.net',
] as const;

/** Whether a domain is a free e-mail service's. */
export const isFreeMailDomain = (domain: string): boolean =>
  (FREE_MAIL_DOMAINS as readonly string[]).includes(registrableDomain(domain));

const LEGAL_FORMS = /\b(llc|inc|incorporated|co|corp|corporation|ltd|limited|company|lp|llp|pllc)\b/g;
const BUSINESS_WORDS =
  /\b(llc|inc|corp|corporation|ltd|limited|company|logistics|transport|transportation|trucking|freight|carriers?|dispatch(ing)?|express|lines|brokerage)\b/i;

/** A company's name reduced to the words that tell it apart ("Blue Ridge Reefer Inc" → "blue ridge reefer"). */
export function companyCore(name: string): string {
  return name
    .toLowerCase()
    .replace(/\./g, '')
    .replace(/[^a-z0-9& ]+/g, ' ')
    .replace(LEGAL_FORMS, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Whether a display name names the company (its distinctive words, in order). */
export function namesCompany(displayName: string, company: string): boolean {
  const core = companyCore(company);
  return core.length >= 3 && ` ${companyCore(displayName)} `.includes(` ${core} `);
}

/** Whether a display name reads as a company's ("Quick Dispatch Pros LLC") rather than a person's or a role's. */
export const looksLikeCompany = (displayName: string): boolean => BUSINESS_WORDS.test(displayName);

/** An address or domain written in a display name ("dispatch@carrier.com via Gmail"), lower case, or null. */
export function addressInName(displayName: string): string | null {
  const address = /[a-z0-9._%+-]+@([a-z0-9-]+\.)+[a-z]{2,}/i.exec(displayName)?.[0];
  if (address) return domainOf(address);
  return /\b([a-z0-9-]+\.)+(com|net|org|co|us|ca|mx|io|biz|info)\b/i.exec(displayName)?.[0]?.toLowerCase() ?? null;
}

/** The host a link's text shows as its address ("www.carrier.com/pay", "https://x.com"), or null when the text is no address. */
export function hostInText(text: string): string | null {
  const match = /^(?:https?:\/\/)?((?:[a-z0-9-]+\.)+[a-z]{2,})(?::\d+)?(?:[/?#]\S*)?$/i.exec(text.trim());
  return match?.[1]?.toLowerCase() ?? null;
}

/** The scheme and host of a link's address, or null when it has none that can be read. */
export function linkTarget(href: string): { scheme: string; host: string | null } | null {
  const match = /^\s*([a-z][a-z0-9+.-]*):(?:\/\/([^/?#:@\s]*@)?([^/?#:\s]*))?/i.exec(href.replace(/[\t\n\r]/g, ''));
  if (!match) return null;
  return { scheme: (match[1] ?? '').toLowerCase(), host: match[3] ? match[3].toLowerCase() : null };
}
