/**
 * The contract's zod validators for forms. Kept out of src/api/index.ts on purpose: zod is large and
 * its schemas run at import, so only the screens with forms load it, in their own chunks.
 */
// First: zod must be told not to compile parsers before the generated schemas are built.
import './zod-config';

export { SignInBody, SignInWithCodeBody } from '../../generated/identity/zod/session/session.zod';
export {
  CreateSignUpCompanyBody,
  SignUpBody,
  UpdateSignUpDetailsBody,
} from '../../generated/identity/zod/sign-up/sign-up.zod';
export {
  CreateLoadLogBody,
  createLoadLogBodyLoadLogNotesMax,
} from '../../generated/monitor/zod/load-logs/load-logs.zod';
export { UpdateLoadBody } from '../../generated/monitor/zod/loads/loads.zod';
export { CreateNoteBody } from '../../generated/monitor/zod/notes/notes.zod';
export {
  CreateTruckPostingBody,
  UpdateTruckPostingBody,
} from '../../generated/monitor/zod/truck-postings/truck-postings.zod';
export {
  CreateLoadCarrierDispositionBody,
  createLoadCarrierDispositionBodyLoadCarrierDispositionNotesMax,
} from '../../generated/monitor/zod/dispositions/dispositions.zod';
export { CreateRuleBody, CreateRuleOverrideBody } from '../../generated/monitor/zod/rules/rules.zod';
export {
  CreateConnectionInvitationBody,
  SetCarrierToDoNotDispatchBody,
} from '../../generated/monitor/zod/connections/connections.zod';
export { UploadSubscriptionsFileBody } from '../../generated/monitor/zod/subscriptions/subscriptions.zod';
export { CreateEditRequestBody } from '../../generated/monitor/zod/edit-requests/edit-requests.zod';
export {
  CreateIdentityAlertBody,
  CreateIdentityAlertMessageBody,
} from '../../generated/monitor/zod/identity-alerts/identity-alerts.zod';
export { AddPaymentMethodBody } from '../../generated/identity/zod/billing/billing.zod';
export { RejectCompanyChangeOrderBody } from '../../generated/identity/zod/company-change-orders/company-change-orders.zod';
export {
  CreateUserInvitationBody,
  ResendUserInvitationBody,
} from '../../generated/identity/zod/invitations/invitations.zod';
export { UpdateUserScopesBody } from '../../generated/identity/zod/users/users.zod';
export { UpdateTeamBody } from '../../generated/monitor/zod/teams/teams.zod';
export {
  CreateSavedSearchBody,
  createSavedSearchBodySavedSearchNameMax,
} from '../../generated/monitor/zod/saved-searches/saved-searches.zod';
export {
  UploadRedlinedContractBody,
  UploadRedlinedTaxContractBody,
} from '../../generated/monitor/zod/onboarding/onboarding.zod';
