import type { RuleOverrideCreateRequest } from '../../../api';
import { CreateRuleOverrideBody } from '../../../api/validators';
import { OVERRIDE_PROOF, fileProblem, overrideExpiration } from '../../../domain';

/** The override form as the broker fills it. */
export interface OverrideForm {
  is_type: string;
  /** A classification id, or "" for the rules for every carrier. */
  classification: string;
  expiry: 'indefinite' | 'until';
  /** YYYY-MM-DD, read when `expiry` is "until". */
  until: string;
  file: File | null;
}

export type OverrideField = keyof OverrideForm;

// The contract's multipart names (Rails brackets) and the form field each one comes from.
const FIELD_OF: Record<string, OverrideField> = {
  'rule_override[is_type]': 'is_type',
  'rule_override[classification_id]': 'classification',
  'rule_override[expiration_date]': 'until',
  'rule_override[file]': 'file',
  is_type: 'is_type',
  classification_id: 'classification',
  expiration_date: 'until',
  file: 'file',
};

/** The form field a server or contract field name belongs to ("expiration_date" → "until"), if any. */
export function formFieldOf(name: string): OverrideField | undefined {
  return Object.hasOwn(FIELD_OF, name) ? FIELD_OF[name] : undefined;
}

/**
 * The createRuleOverride body of a filled form, with the Rails bracket names of the contract
 * (`rule_override[is_type]` …), active, for one carrier: "No expiry" is 2080-01-01, a chosen day
 * must be today or later, the proof is checked for type and size before anything is sent. The
 * contract's schema validates the result once; problems come back per form field.
 */
export function overrideBody(
  form: OverrideForm,
  carrierId: number,
  today: string,
): { body: RuleOverrideCreateRequest } | { errors: Partial<Record<OverrideField, string>> } {
  const errors: Partial<Record<OverrideField, string>> = {};
  const expiry = overrideExpiration(form.expiry, form.until, today);
  if ('problem' in expiry) errors.until = expiry.problem;
  const problem = form.file ? fileProblem(form.file, OVERRIDE_PROOF) : null;
  if (problem) errors.file = problem;
  if (!form.is_type) errors.is_type = 'Choose the rule to override.';
  if (Object.keys(errors).length > 0) return { errors };
  const body: RuleOverrideCreateRequest = {
    'rule_override[is_active]': true,
    'rule_override[expiration_date]': 'date' in expiry ? expiry.date : '',
    'rule_override[carrier_id]': carrierId,
    ...(form.classification ? { 'rule_override[classification_id]': Number(form.classification) } : {}),
    'rule_override[is_type]': form.is_type,
    ...(form.file ? { 'rule_override[file]': form.file } : {}),
  };
  const checked = CreateRuleOverrideBody.safeParse(body);
  if (checked.success) return { body };
  for (const issue of checked.error.issues) {
    const field = formFieldOf(String(issue.path[0] ?? '')) ?? 'is_type';
    errors[field] ??= 'This value cannot be sent.';
  }
  return { errors };
}
