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
export { AddPaymentMethodBody } from '../../generated/identity/zod/billing/billing.zod';
export { RejectCompanyChangeOrderBody } from '../../generated/identity/zod/company-change-orders/company-change-orders.zod';
export {
  CreateUserInvitationBody,
  ResendUserInvitationBody,
} from '../../generated/identity/zod/invitations/invitations.zod';
export { UpdateUserScopesBody } from '../../generated/identity/zod/users/users.zod';
export { UpdateTeamBody } from '../../generated/monitor/zod/teams/teams.zod';
