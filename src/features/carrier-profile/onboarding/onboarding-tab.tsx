import { Alert, Skeleton, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { errorMessage, useBrokerConnection, useCurrentUser } from '../../../api';
import { vettingPermissions } from '../../../domain';
import { Section } from '../../../ui/detail';
import { ConnectionPanel } from './connection-panel';
import { ContractsSection } from './contracts-section';
import { CurrentAgreement } from './current-agreement';
import { InvitationsTable } from './invitations-table';
import { InviteDialog } from './invite-dialog';
import { PacketsSection } from './packets-section';

/** The carrier as the Onboarding tab reads it (the profile's carrier detail fits). */
export interface OnboardingCarrier {
  id: number;
  legal_name: string;
}

/**
 * The carrier's Onboarding tab: the broker's connection with it and the moves it allows (invite,
 * do not dispatch, hold and release, restore, dismiss), the invitations sent and their resend, the
 * onboarding packets with their rules assessment and uploads, the contracts (latest per name) and
 * the broker's current agreement. What this user may not do is explained instead of offered.
 */
export default function OnboardingTab({ carrier }: { carrier: OnboardingCarrier }) {
  const user = useCurrentUser().data?.user ?? null;
  const companyId = user?.company?.id ?? null;
  const permissions = user ? vettingPermissions(user) : null;
  const { query, connection } = useBrokerConnection(companyId, carrier.id);
  const [inviting, setInviting] = useState(false);
  // "Now" for override expiry in a packet's assessment, taken once per visit.
  const [now] = useState(() => new Date());

  if (user && companyId === null)
    return (
      <Text size="sm" c="dimmed" p="md">
        Onboarding carriers needs a company: your account is not part of one.
      </Text>
    );
  if (permissions === null || query.isPending)
    return (
      <Stack gap="xs" aria-busy aria-label="Loading the onboarding">
        <Skeleton height={90} />
        <Skeleton height={160} />
      </Stack>
    );
  if (query.isError)
    return (
      <Alert color="red" role="alert" title="The connection could not be loaded">
        {errorMessage(query.error)}
      </Alert>
    );

  return (
    <Stack gap="md">
      <ConnectionPanel
        carrier={carrier}
        connection={connection}
        permissions={permissions}
        onInvite={() => setInviting(true)}
      />
      {/* One above the other: beside the agreement, the invitations table scrolled sideways at 1440 px. */}
      <Section title="Invitations">
        <InvitationsTable companyId={companyId} carrierId={carrier.id} canInvite={permissions.invite.allowed} />
      </Section>
      <CurrentAgreement />
      {connection ? (
        <PacketsSection
          connectionId={connection.id}
          carrierId={carrier.id}
          upload={permissions.uploadOnboarding}
          now={now}
        />
      ) : (
        <Section title="Onboarding packets">
          <Text size="sm" c="dimmed">
            No onboarding packet: {carrier.legal_name} is not connected with your company yet.
          </Text>
        </Section>
      )}
      <Section title="Contracts">
        <ContractsSection carrierId={carrier.id} />
      </Section>
      {companyId !== null && permissions.invite.allowed ? (
        <InviteDialog opened={inviting} onClose={() => setInviting(false)} carrier={carrier} companyId={companyId} />
      ) : null}
    </Stack>
  );
}
