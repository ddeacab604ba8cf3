import type { ScenarioOperation } from './catalogue';

/** What Prism is asked to answer one operation with; no choice means its default. */
export type Choice =
  { kind: 'example'; name: string; status: number } | { kind: 'code'; status: number } | { kind: 'dynamic' };

/** The choices of a browser tab, by operationId. */
export type Choices = Readonly<Record<string, Choice>>;

/** Where a tab keeps its choices: session storage survives reloads, not the tab. */
export const STORAGE_KEY = 'broker-portal.mock-scenarios';
/** The address fragment that carries the choices to the other brand's host (its storage is its own). */
export const CARRY_PARAM = 'mock-scenarios';

/**
 * Prism's `Prefer` header for a choice: `example=NAME` (with `code=` when the example belongs to
 * another 2xx than the operation's default), `code=NNN`, or `dynamic=true` (random data valid
 * against the schema).
 */
export function preferHeader(choice: Choice, operation: Pick<ScenarioOperation, 'defaultStatus'>): string {
  switch (choice.kind) {
    case 'example':
      return choice.status === operation.defaultStatus
        ? `example=${choice.name}`
        : `code=${choice.status}, example=${choice.name}`;
    case 'code':
      return `code=${choice.status}`;
    case 'dynamic':
      return 'dynamic=true';
  }
}

/** One entry of an operation's choice list; `choice` null is Prism's default. */
export interface ChoiceOption {
  value: string;
  label: string;
  choice: Choice | null;
}

/** A choice as a select's value: `example:200:open`, `code:500`, `dynamic`; '' for the default. */
export function optionValue(choice: Choice | null | undefined): string {
  if (!choice) return '';
  if (choice.kind === 'example') return `example:${choice.status}:${choice.name}`;
  return choice.kind === 'code' ? `code:${choice.status}` : 'dynamic';
}

/** Every answer an operation can be given: its default, each success example, each error status, dynamic data. */
export function choiceOptions(operation: ScenarioOperation): ChoiceOption[] {
  const first = operation.examples.find((e) => e.status === operation.defaultStatus);
  const option = (label: string, choice: Choice | null) => ({ value: optionValue(choice), label, choice });
  return [
    option(`Default: ${first ? `example ${first.name}` : `status ${operation.defaultStatus}`}`, null),
    ...operation.examples.map((e) =>
      option(`Example ${e.name}${e.status === operation.defaultStatus ? '' : ` (${e.status})`}`, {
        kind: 'example',
        name: e.name,
        status: e.status,
      }),
    ),
    ...operation.errorStatuses.map((status) => option(`Status ${status}`, { kind: 'code', status })),
    option('Dynamic data', { kind: 'dynamic' }),
  ];
}

const isStatus = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 100 && v <= 599;

function isChoice(value: unknown): value is Choice {
  if (typeof value !== 'object' || value === null) return false;
  const c = value as Record<string, unknown>;
  if (c.kind === 'dynamic') return true;
  if (c.kind === 'code') return isStatus(c.status);
  return c.kind === 'example' && typeof c.name === 'string' && /^[\w.-]+$/.test(c.name) && isStatus(c.status);
}

/** The choices stored as JSON; anything unreadable is dropped, never thrown. */
export function parseChoices(text: string | null): Choices {
  if (!text) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return {};
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
  return Object.fromEntries(Object.entries(parsed).filter(([, choice]) => isChoice(choice)));
}

/** The choices with one operation's changed (null: back to its default). */
export function withChoice(choices: Choices, operationId: string, choice: Choice | null): Choices {
  const next = Object.fromEntries(Object.entries(choices).filter(([id]) => id !== operationId));
  return choice ? { ...next, [operationId]: choice } : next;
}

/**
 * The same page on the other brand's host (`watchdog.localhost` and back), carrying the choices in
 * the fragment: a persona of the other brand can only be seen there, since the guard sends a user
 * to their own brand's host.
 */
export function otherBrandUrl(href: string, brand: 'default' | 'watchdog', choices: Choices): string {
  const url = new URL(href);
  const bare = url.hostname.replace(/^watchdog\./i, '');
  url.hostname = brand === 'watchdog' ? `watchdog.${bare === '127.0.0.1' ? 'localhost' : bare}` : bare;
  url.hash = `${CARRY_PARAM}=${encodeURIComponent(JSON.stringify(choices))}`;
  return url.toString();
}

/** The choices an address's fragment carries (see otherBrandUrl), or null when it carries none. */
export function carriedChoices(hash: string): Choices | null {
  const match = new RegExp(`^#${CARRY_PARAM}=(.*)$`).exec(hash);
  if (!match) return null;
  try {
    return parseChoices(decodeURIComponent(match[1] ?? ''));
  } catch {
    return {};
  }
}
