import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import {
  errorMessage,
  useClaimOpenUserInvitationAndRefresh,
  useOpenUserInvitation,
  useServerAction,
  type OpenUserInvitation,
} from '../../api';
import { brandName } from '../../ui/brand';
import { AuthCard } from './auth-card';
import { useGoOnAfterSignIn } from './use-go-on';
import { CompanyForm } from './company-form';

/**
 * The last sign-up step: join the company that invited this e-mail, or create a new company. Either
 * way the user goes on to where they were going (else Home), and the guard sends them on to
 * whatever is still missing.
 */
export default function SignUpDetailsPage() {
  const goOn = useGoOnAfterSignIn();
  const invitation = useOpenUserInvitation();
  const [creating, setCreating] = useState(false);

  if (invitation.isPending) {
    return (
      <Center mih="100vh">
        <Loader aria-label="Looking for an invitation" />
      </Center>
    );
  }
  // Without an invitation (or when the check failed) the only way on is a new company.
  const open = invitation.data ?? null;
  if (open === null || creating) {
    return (
      <AuthCard title="Your company" intro="Tell us about the brokerage you work for." width={560}>
        <CompanyForm onCreated={() => goOn()} />
      </AuthCard>
    );
  }
  return <JoinInvitation invitation={open} onJoined={() => goOn()} onCreateInstead={() => setCreating(true)} />;
}

function JoinInvitation({
  invitation,
  onJoined,
  onCreateInstead,
}: {
  invitation: OpenUserInvitation;
  onJoined: () => Promise<void>;
  onCreateInstead: () => void;
}) {
  const claim = useClaimOpenUserInvitationAndRefresh();
  const company = invitation.company.legal_name;
  // The claim's refusal is shown below, from the mutation.
  const { run: join } = useServerAction(async () => {
    await claim.mutateAsync({ data: { user_invitation_id: invitation.id } });
    await onJoined();
  });

  return (
    <AuthCard
      title="You have an invitation"
      intro={
        <>
          {invitation.invited_by ? `${invitation.invited_by.full_name} invited you` : 'You are invited'} to join{' '}
          <b>{company}</b> on {brandName()}.
        </>
      }
    >
      <Stack gap="sm">
        {claim.isError ? (
          <Alert color="red" role="alert" title="Could not join the company">
            {errorMessage(claim.error)}
          </Alert>
        ) : null}
        <Button onClick={() => void join()} loading={claim.isPending}>
          Join {company}
        </Button>
        <Text size="sm" c="dimmed" ta="center">
          or
        </Text>
        <Button variant="default" onClick={onCreateInstead} disabled={claim.isPending}>
          Create a new company
        </Button>
      </Stack>
    </AuthCard>
  );
}
