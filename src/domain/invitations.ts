/** What the invite form holds for a connection invitation. */
export interface ConnectionInvitationForm {
  email?: string | null;
  userId?: number | null;
  classificationIds: number[];
  issuerId: number;
  carrierId: number;
}

/** The connection_invitations body: with an e-mail (trimmed, non-blank) the user id is dropped, otherwise the e-mail is. */
export function connectionInvitationPayload(form: ConnectionInvitationForm): {
  connection_invitation: {
    email?: string;
    user_id?: number;
    classification_ids: number[];
    issuer_id: number;
    carrier_id: number;
  };
} {
  const email = form.email?.trim() ?? '';
  const recipient =
    email !== '' ? { email } : form.userId !== null && form.userId !== undefined ? { user_id: form.userId } : {};
  return {
    connection_invitation: {
      ...recipient,
      classification_ids: [...form.classificationIds],
      issuer_id: form.issuerId,
      carrier_id: form.carrierId,
    },
  };
}

/** Scopes a resent user invitation carries. */
export const RESENT_INVITATION_SCOPES = ['sourcing', 'manage_users'] as const;

/** The body of a user invitation resend. */
export function resentUserInvitationBody(): { user_invitation: { scopes: string[] } } {
  return { user_invitation: { scopes: [...RESENT_INVITATION_SCOPES] } };
}
