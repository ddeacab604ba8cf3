/**
 * E-mail domains as a phishing check reads them: the domain of an address, its registrable part, its
 * Unicode form (punycode decoded, RFC 3492), a skeleton where look-alike letters read the same, and
 * how close two domains are (Damerau–Levenshtein). Pure: no URL or IDNA API of the platform.
 */

const BASE = 36;
const T_MIN = 1;
const T_MAX = 26;
const SKEW = 38;
const DAMP = 700;
const MAX_INT = 0x7fffffff;

function adapt(delta: number, points: number, first: boolean): number {
  let d = first ? Math.floor(delta / DAMP) : delta >> 1;
  d += Math.floor(d / points);
  let k = 0;
  while (d > ((BASE - T_MIN) * T_MAX) >> 1) {
    d = Math.floor(d / (BASE - T_MIN));
    k += BASE;
  }
  return k + Math.floor(((BASE - T_MIN + 1) * d) / (d + SKEW));
}

function digitOf(code: number): number {
  if (code >= 48 && code < 58) return code - 22;
  if (code >= 65 && code < 91) return code - 65;
  if (code >= 97 && code < 123) return code - 97;
  return BASE;
}

/** Decodes one punycode label (without its `xn--`), or null when it is not valid punycode. */
export function decodePunycode(input: string): string | null {
  const basicEnd = Math.max(input.lastIndexOf('-'), 0);
  const output: number[] = [];
  for (let j = 0; j < basicEnd; j += 1) {
    const code = input.charCodeAt(j);
    if (code >= 0x80) return null;
    output.push(code);
  }
  let i = 0;
  let n = 128;
  let bias = 72;
  for (let index = basicEnd > 0 ? basicEnd + 1 : 0; index < input.length;) {
    const old = i;
    let w = 1;
    for (let k = BASE; ; k += BASE) {
      if (index >= input.length) return null;
      const digit = digitOf(input.charCodeAt(index));
      index += 1;
      if (digit >= BASE || digit > Math.floor((MAX_INT - i) / w)) return null;
      i += digit * w;
      const t = k <= bias ? T_MIN : k >= bias + T_MAX ? T_MAX : k - bias;
      if (digit < t) break;
      if (w > Math.floor(MAX_INT / (BASE - t))) return null;
      w *= BASE - t;
    }
    const length = output.length + 1;
    bias = adapt(i - old, length, old === 0);
    n += Math.floor(i / length);
    i %= length;
    if (n > 0x10ffff || (n >= 0xd800 && n <= 0xdfff)) return null;
    output.splice(i, 0, n);
    i += 1;
  }
  return String.fromCodePoint(...output);
}

/** Whether a domain has a punycode label (`xn--…`), i.e. is shown to people in other letters. */
export const isPunycode = (domain: string): boolean => domain.split('.').some((label) => /^xn--/i.test(label));

/** A domain as people see it: every `xn--` label decoded (left as written when it is not valid punycode). */
export function domainToUnicode(domain: string): string {
  return domain
    .toLowerCase()
    .split('.')
    .map((label) => (label.startsWith('xn--') ? (decodePunycode(label.slice(4)) ?? label) : label))
    .join('.');
}

/** The domain of an e-mail address, lower case, or null when it has none. */
export function domainOf(address: string | null | undefined): string | null {
  const at = address?.lastIndexOf('@') ?? -1;
  if (!address || at < 0) return null;
  const domain = address
    .slice(at + 1)
    .trim()
    .toLowerCase()
    .replace(/\.$/, '');
  return domain === '' ? null : domain;
}

// Second levels under which names are registered (example.co.uk): a short list instead of the whole
// Public Suffix List, enough for the carriers and brokers of North America and their usual senders.
const SECOND_LEVELS = new Set(['co', 'com', 'net', 'org', 'gov', 'ac', 'edu', 'gob', 'on', 'qc', 'bc', 'ab']);

/** The registrable part of a domain ("mail.blueridgereefer.com" → "blueridgereefer.com"). */
export function registrableDomain(domain: string): string {
  const labels = domain.toLowerCase().replace(/\.$/, '').split('.');
  const count =
    labels.length >= 3 && SECOND_LEVELS.has(labels.at(-2) ?? '') && (labels.at(-1)?.length ?? 0) === 2 ? 3 : 2;
  return labels.slice(-count).join('.');
}

/** Whether a domain is the other one or one of its subdomains. */
export const isSameOrSubdomain = (domain: string, of: string): boolean =>
  domain.toLowerCase() === of.toLowerCase() || domain.toLowerCase().endsWith(`.${of.toLowerCase()}`);

// Letters of other scripts that look like Latin ones, and Latin digits and pairs read as letters.
const CONFUSABLES: Record<string, string> = {
  а: 'a',
  в: 'b',
  е: 'e',
  ё: 'e',
  һ: 'h',
  і: 'i',
  ї: 'i',
  ј: 'j',
  к: 'k',
  м: 'm',
  н: 'h',
  о: 'o',
  р: 'p',
  с: 'c',
  ѕ: 's',
  т: 't',
  у: 'y',
  х: 'x',
  ԁ: 'd',
  ԛ: 'q',
  ԝ: 'w',
  ɡ: 'g',
  ɑ: 'a',
  ı: 'i',
  ȷ: 'j',
  ο: 'o',
  α: 'a',
  ν: 'v',
  ι: 'i',
  κ: 'k',
  ρ: 'p',
  τ: 't',
  υ: 'u',
  χ: 'x',
  ϲ: 'c',
  β: 'b',
  ε: 'e',
  η: 'n',
  μ: 'u',
  '0': 'o',
  '1': 'l',
  i: 'l',
  '|': 'l',
  '5': 's',
  '3': 'e',
};
const PAIRS: [RegExp, string][] = [
  [/rn/g, 'm'],
  [/vv/g, 'w'],
];

/** What a domain reads as, once look-alike letters are the same ("pаypa1.com" and "paypal.com" alike). */
export function skeleton(domain: string): string {
  const plain = domainToUnicode(domain)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '');
  const mapped = [...plain].map((ch) => CONFUSABLES[ch] ?? ch).join('');
  return PAIRS.reduce((text, [pair, letter]) => text.replace(pair, letter), mapped);
}

/** The letters of a domain that are not plain Latin, each with the letter it imitates when known. */
export function foreignLetters(domain: string): { letter: string; imitates: string | null }[] {
  const seen = new Set<string>();
  return [...domainToUnicode(domain)]
    .filter((ch) => (ch.codePointAt(0) ?? 0) > 0x7f && !seen.has(ch) && seen.add(ch))
    .map((letter) => ({ letter, imitates: CONFUSABLES[letter] ?? null }));
}

/** Edits (insert, delete, substitute, swap neighbours) turning one text into the other. */
export function editDistance(a: string, b: string): number {
  const x = [...a];
  const y = [...b];
  const rows = x.length + 1;
  const cols = y.length + 1;
  const d: number[] = Array.from({ length: rows * cols }, (_, k) => (k < cols ? k : k % cols === 0 ? k / cols : 0));
  const at = (i: number, j: number) => d[i * cols + j] ?? 0;
  for (let i = 1; i < rows; i += 1) {
    for (let j = 1; j < cols; j += 1) {
      const cost = x[i - 1] === y[j - 1] ? 0 : 1;
      let best = Math.min(at(i - 1, j) + 1, at(i, j - 1) + 1, at(i - 1, j - 1) + cost);
      if (i > 1 && j > 1 && x[i - 1] === y[j - 2] && x[i - 2] === y[j - 1]) best = Math.min(best, at(i - 2, j - 2) + 1);
      d[i * cols + j] = best;
    }
  }
  return at(rows - 1, cols - 1);
}

/** How a domain imitates a known one: look-alike letters, a typo's distance, another ending, or the name with more around it. */
export type LookAlike =
  | { kind: 'homoglyph'; of: string }
  | { kind: 'typo'; of: string; distance: number }
  | { kind: 'ending'; of: string }
  | { kind: 'contains'; of: string };

const nameOf = (registrable: string) => registrable.split('.')[0] ?? registrable;

/** The first known domain the given one imitates without being it (nor one of its subdomains), or null. */
export function lookAlikeOf(domain: string, known: readonly string[]): LookAlike | null {
  const mine = registrableDomain(domainToUnicode(domain));
  if (known.some((k) => isSameOrSubdomain(domain, k))) return null;
  for (const of of known) {
    const theirs = registrableDomain(of);
    if (mine === theirs) continue;
    if (skeleton(mine) === skeleton(theirs)) return { kind: 'homoglyph', of };
    const distance = editDistance(mine, theirs);
    if (distance > 0 && distance <= (theirs.length >= 10 ? 2 : 1)) return { kind: 'typo', of, distance };
    if (nameOf(mine) === nameOf(theirs)) return { kind: 'ending', of };
    if (nameOf(theirs).length >= 5 && nameOf(mine).includes(nameOf(theirs))) return { kind: 'contains', of };
  }
  return null;
}
