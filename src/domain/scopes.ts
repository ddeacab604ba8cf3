/**
 * The scopes a broker user holds (carrier-portal §6, plus monitoring's load-lock staff scope), in
 * words: a short name and the one line a manager reads before ticking it.
 */
export const SCOPE_INFO = {
  manage_users: {
    label: 'Manage users',
    meaning: 'Invite and remove users, set their permissions, teams and billing.',
  },
  sourcing: { label: 'Sourcing', meaning: 'Search carriers, save searches and add carriers to the lists.' },
  onboarding: { label: 'Onboarding', meaning: 'Invite carriers to connect and send onboarding packets.' },
  manage_rule_overrides: {
    label: 'Rule overrides',
    meaning: "Override a rule for one carrier when it fails the company's rules.",
  },
  compliance: { label: 'Compliance', meaning: 'Review compliance documents and put carriers on hold.' },
  insurance_workflow: { label: 'Insurance workflow', meaning: 'Request and review certificates of insurance.' },
  support_workflow: { label: 'Support workflow', meaning: 'Handle carrier support requests.' },
  connection_notifications: {
    label: 'Connection notifications',
    meaning: 'Receive e-mails when a carrier connects or its status changes.',
  },
  tickets_workflow: { label: 'Alerts', meaning: 'Work the alerts raised on loads: assign, escalate, close.' },
  tickets_load_lock_manager: {
    label: 'Load lock manager',
    meaning: 'Lock loads to staff and reassign them; sees every locked load.',
  },
  tickets_load_lock_staff: { label: 'Load lock staff', meaning: 'Works the loads locked to them.' },
  manage_rate_confirmations: {
    label: 'Rate confirmations',
    meaning: 'Open Rate Confirmations, review and flag them and their e-mails.',
  },
  view_tfx: { label: 'Exchange', meaning: 'Open Exchange: the load board, truck postings and dispositions.' },
  view_bank_accounts: { label: 'Bank accounts', meaning: "See carriers' bank account details for payment." },
  surveys_publish: { label: 'Publish surveys', meaning: 'Publish carrier surveys.' },
  surveys_workflow: { label: 'Survey answers', meaning: "Review carriers' survey answers." },
  block_safety_data: { label: 'Hide safety data', meaning: 'Hides safety data (inspections, crashes) from this user.' },
} as const satisfies Record<string, { label: string; meaning: string }>;

export type ScopeName = keyof typeof SCOPE_INFO;

/** Every scope, in the order the checklists show them (most used first, the restricting one last). */
export const SCOPES = Object.keys(SCOPE_INFO) as ScopeName[];

/** The scope that lets a user manage users, teams and billing. */
export const MANAGE_USERS = 'manage_users';

/** A scope in words ("Manage users"); an unknown one as it came. */
export function scopeLabel(scope: string): string {
  return (SCOPE_INFO as Record<string, { label: string }>)[scope]?.label ?? scope;
}

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
  const unknown = [...wanted].filter((scope) => !(scope in SCOPE_INFO));
  return [...known, ...unknown];
}

/** Whether an editor with manage_users may remove a user: anyone but themself. */
export function canRemoveUser(editorId: number, target: { id: number }): boolean {
  return editorId !== target.id;
}
