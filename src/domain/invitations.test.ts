import { describe, it, expect } from 'vitest';
import { connectionInvitationPayload, resentUserInvitationBody } from './invitations';

const base = { classificationIds: [1, 2], issuerId: 10, carrierId: 20 };
const rest = { classification_ids: [1, 2], issuer_id: 10, carrier_id: 20 };

describe('connectionInvitationPayload', () => {
  it('drops the user id when an e-mail is given, trimming it', () => {
    expect(connectionInvitationPayload({ ...base, email: ' a@b.co ', userId: 5 })).toEqual({
      connection_invitation: { email: 'a@b.co', ...rest },
    });
  });
  it('drops the e-mail when none (or a blank one) is given', () => {
    expect(connectionInvitationPayload({ ...base, email: '  ', userId: 5 })).toEqual({
      connection_invitation: { user_id: 5, ...rest },
    });
    expect(connectionInvitationPayload({ ...base, email: null, userId: 5 })).toEqual({
      connection_invitation: { user_id: 5, ...rest },
    });
  });
  it('sends neither when neither is given', () => {
    expect(connectionInvitationPayload({ ...base })).toStrictEqual({ connection_invitation: rest });
    expect(connectionInvitationPayload({ ...base, userId: null })).toStrictEqual({ connection_invitation: rest });
  });
});

describe('resentUserInvitationBody', () => {
  it('carries the sourcing and manage_users scopes', () => {
    expect(resentUserInvitationBody()).toEqual({ user_invitation: { scopes: ['sourcing', 'manage_users'] } });
  });
});
