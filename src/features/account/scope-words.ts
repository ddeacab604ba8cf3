import type { ScopeName } from '../../domain';

/** Each scope in words: a short name and the one line a manager reads before ticking it. */
export const SCOPE_WORDS: Record<ScopeName, { label: string; meaning: string }> = {
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
};

/** Whether a scope is one the portal can name. */
export const isKnownScope = (scope: string): scope is ScopeName => Object.hasOwn(SCOPE_WORDS, scope);

/** A scope in words ("Manage users"); an unknown one as it came. */
export const scopeLabel = (scope: string): string => (isKnownScope(scope) ? SCOPE_WORDS[scope].label : scope);
