import { Button, Group, Text } from '@mantine/core';
import { useCallback, useMemo, useState } from 'react';
import { errorMessage, useSubscribeToCarrier, useUnsubscribeFromCarrier } from '../../../api';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { notify } from '../../../ui/notify';

/** A result row as the my-carrier actions read it. */
export interface MyCarrierRow {
  id: number;
  legal_name: string;
  subscription: object | null;
}

/**
 * Adding a result to my carriers and removing it: adding is at once (the row changes, and goes back
 * with the server's reason if refused); removing asks first, naming the carrier. `dialog` is the
 * confirmation to render once on the screen.
 */
export function useMyCarrierActions() {
  const { subscribe, pendingCarrierId: adding } = useSubscribeToCarrier();
  const { unsubscribe, pendingCarrierId: removing } = useUnsubscribeFromCarrier();
  const [toRemove, setToRemove] = useState<MyCarrierRow | null>(null);
  const [shown, setShown] = useState<MyCarrierRow | null>(null);

  const add = useCallback(
    (carrier: MyCarrierRow) =>
      subscribe(carrier.id).then(
        () => notify('success', `${carrier.legal_name} is now one of your carriers.`),
        (error: unknown) => notify('error', errorMessage(error), `${carrier.legal_name} was not added`),
      ),
    [subscribe],
  );
  const askRemove = useCallback((carrier: MyCarrierRow) => {
    setToRemove(carrier);
    setShown(carrier);
  }, []);
  const busyId = adding ?? removing;
  const actions = useMemo(() => ({ add, askRemove, busyId }), [add, askRemove, busyId]);
  const dialog = (
    <ConfirmDialog
      opened={toRemove !== null}
      onClose={() => setToRemove(null)}
      title={`Remove ${shown?.legal_name ?? 'this carrier'} from my carriers?`}
      confirmLabel="Remove from my carriers"
      danger
      onConfirm={async () => {
        if (!shown) return;
        await unsubscribe(shown.id);
        notify('success', `${shown.legal_name} was removed from your carriers.`);
      }}
      errorText={errorMessage}
    >
      It leaves your my-carriers list; its connection, onboarding and notes stay. You can add it again at any time.
    </ConfirmDialog>
  );
  return { actions, dialog };
}

/** What a row's my-carrier cell can do (stable while nothing is pending). */
export type MyCarrierActions = ReturnType<typeof useMyCarrierActions>['actions'];

/** The my-carrier state of a row, with the action that changes it. */
export function MyCarrierCell({ carrier, actions }: { carrier: MyCarrierRow; actions: MyCarrierActions }) {
  const busy = actions.busyId === carrier.id;
  if (carrier.subscription)
    return (
      <Group gap={4} wrap="nowrap">
        <Text span fz="inherit" c="teal.9" fw={600}>
          Mine
        </Text>
        <Button
          size="compact-xs"
          variant="subtle"
          color="gray"
          c="dark.6"
          aria-label={`Remove ${carrier.legal_name} from my carriers`}
          loading={busy}
          onClick={() => actions.askRemove(carrier)}
        >
          Remove
        </Button>
      </Group>
    );
  return (
    <Button
      size="compact-xs"
      variant="light"
      aria-label={`Add ${carrier.legal_name} to my carriers`}
      loading={busy}
      onClick={() => void actions.add(carrier)}
    >
      Add
    </Button>
  );
}
