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
export { CreateRuleBody, CreateRuleOverrideBody } from '../../generated/monitor/zod/rules/rules.zod';
export {
  CreateConnectionInvitationBody,
  SetCarrierToDoNotDispatchBody,
} from '../../generated/monitor/zod/connections/connections.zod';
export { UploadSubscriptionsFileBody } from '../../generated/monitor/zod/subscriptions/subscriptions.zod';
export {
  UploadRedlinedContractBody,
  UploadRedlinedTaxContractBody,
} from '../../generated/monitor/zod/onboarding/onboarding.zod';
