/**
 * The scopes a broker user holds (carrier-portal §6, plus monitoring's load-lock staff scope), in
 * the order the checklists show them: most used first, the one that restricts last. Their words
 * live with the screens (features/account/scope-words.ts).
 */
export const SCOPES = [
  'manage_users',
  'sourcing',
  'onboarding',
  'manage_rule_overrides',
  'compliance',
  'insurance_workflow',
  'support_workflow',
  'connection_notifications',
  'tickets_workflow',
  'tickets_load_lock_manager',
  'tickets_load_lock_staff',
  'manage_rate_confirmations',
  'view_tfx',
  'view_bank_accounts',
  'surveys_publish',
  'surveys_workflow',
  'block_safety_data',
] as const;

export type ScopeName = (typeof SCOPES)[number];

/** The scope that lets a user manage users, teams and billing. */
export const MANAGE_USERS = 'manage_users';

/** Whether a user may manage users, invitations, teams and the plan (carrier-portal §6). */
export function canManageUsers(user: { scopes: readonly string[] } | null | undefined): boolean {
  return user?.scopes.includes(MANAGE_USERS) === true;
}

/** The scopes an editor may not untick on a user: their own manage_users (the server refuses it too). */
export function lockedScopes(editorId: number, target: { id: number; scopes: readonly string[] }): string[] {
  return editorId === target.id && target.scopes.includes(MANAGE_USERS) ? [MANAGE_USERS] : [];
}

/** The scopes to send: the chosen ones in checklist order, the locked ones always kept, no repeats. */
export function scopesToSave(chosen: readonly string[], locked: readonly string[]): string[] {
  const wanted = new Set([...chosen, ...locked]);
  const known = SCOPES.filter((scope) => wanted.has(scope));
  const unknown = [...wanted].filter((scope) => !(SCOPES as readonly string[]).includes(scope));
  return [...known, ...unknown];
}

/** Whether an editor with manage_users may remove a user: anyone but themself. */
export function canRemoveUser(editorId: number, target: { id: number }): boolean {
  return editorId !== target.id;
}
