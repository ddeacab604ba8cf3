import { Button, Group } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { errorMessage, useSubscribeToCarrier, useUnsubscribeFromCarrier, type CarrierDetail } from '../../api';
import { paths } from '../../config/paths';
import type { ProfileAccess } from '../../domain';
import { lazyDialog } from '../../ui/lazy-dialog';
import { notify } from '../../ui/notify';

// Its form and the contract's validators load when it is first asked for, not with the profile.
const EditRequestDialog = lazyDialog(
  () => import('./header/edit-request-dialog').then((m) => m.EditRequestDialog),
  (props) => props.opened,
);

/** What the header's actions are given; the vetting actions (issue 17) read the same two. */
export interface ProfileActionsProps {
  carrier: CarrierDetail;
  access: ProfileAccess;
}

/** "Add to my carriers" or "Remove from my carriers": the header shows the change at once and puts it back if refused. */
function MyCarrierToggle({ carrier }: { carrier: CarrierDetail }) {
  const { subscribe, isPending: adding } = useSubscribeToCarrier();
  const { unsubscribe, isPending: removing } = useUnsubscribeFromCarrier();
  const mine = carrier.subscription !== null;
  const busy = adding || removing;
  const refused = (what: string) => (error: unknown) =>
    notify('error', `${carrier.legal_name} was not ${what}: ${errorMessage(error)}`);
  return mine ? (
    <Button
      size="xs"
      variant="default"
      disabled={busy}
      onClick={() => void unsubscribe(carrier.id).catch(refused('removed from my carriers'))}
    >
      Remove from my carriers
    </Button>
  ) : (
    <Button
      size="xs"
      variant="default"
      disabled={busy}
      onClick={() => void subscribe(carrier.id).catch(refused('added to my carriers'))}
    >
      Add to my carriers
    </Button>
  );
}

/**
 * The header's actions: my carriers, "Suggest a correction" (an edit request) and "Report fraud"
 * (the Identity alerts tab's report form). The vetting actions of issue 17 (connect, do not
 * dispatch, rules) go in this group beside them.
 */
export function ProfileActions({ carrier }: ProfileActionsProps) {
  const [editing, setEditing] = useState(false);
  return (
    <Group gap="xs" align="flex-start">
      <MyCarrierToggle carrier={carrier} />
      <Button
        size="xs"
        variant="default"
        onClick={() => setEditing(true)}
        onPointerEnter={EditRequestDialog.preload}
        onFocus={EditRequestDialog.preload}
        aria-haspopup="dialog"
      >
        Suggest a correction
      </Button>
      <Button
        size="xs"
        color="red"
        variant="light"
        c="red.9"
        component={Link}
        to={paths.carrierDetail.href(carrier.id, { tab: 'identity-alerts', report: true })}
      >
        Report fraud
      </Button>
      <EditRequestDialog carrier={carrier} opened={editing} onClose={() => setEditing(false)} />
    </Group>
  );
}
