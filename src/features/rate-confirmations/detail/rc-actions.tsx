import { Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import {
  errorMessage,
  errorStatus,
  fieldErrors,
  useCancelRateConfirmationAndRefresh,
  useRejectRateConfirmationAndRefresh,
  type RateConfirmation,
} from '../../../api';
import { isRateConfirmationOpen } from '../../../domain';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { notify } from '../../../ui/notify';

/** Why the server refused: a 422's reason (its status field's message first), else its message. */
function refusalText(error: unknown): string {
  const reason = errorStatus(error) === 422 ? fieldErrors(error).status : undefined;
  return reason ? `${errorMessage(error)} (${reason})` : errorMessage(error);
}

type Action = 'cancel' | 'reject';

/**
 * Cancel and Reject, each asked first. Nothing changes on screen before the server answers: a
 * refusal (only 422 is handed back, monitoring §8) leaves the status as it was and its reason stays
 * beside the buttons.
 */
export function RateConfirmationActions({ rc }: { rc: RateConfirmation }) {
  const cancel = useCancelRateConfirmationAndRefresh();
  const reject = useRejectRateConfirmationAndRefresh();
  const [asking, setAsking] = useState<Action | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  if (!isRateConfirmationOpen(rc.status)) return null;

  const run = (action: Action) => async () => {
    setRefusal(null);
    try {
      await (action === 'cancel' ? cancel : reject).mutateAsync({ id: rc.id });
      notify('success', `Rate confirmation ${rc.id} ${action === 'cancel' ? 'cancelled' : 'marked as rejected'}.`);
    } catch (error) {
      setRefusal(refusalText(error));
      throw error;
    }
  };

  return (
    <Group gap="xs" wrap="nowrap" align="center">
      {refusal ? (
        <Text size="xs" c="red.8" role="alert" maw={360}>
          Not changed: {refusal}
        </Text>
      ) : null}
      <Button size="xs" variant="default" onClick={() => setAsking('reject')}>
        Reject…
      </Button>
      <Button size="xs" color="red" variant="light" onClick={() => setAsking('cancel')}>
        Cancel rate confirmation…
      </Button>
      <ConfirmDialog
        opened={asking === 'cancel'}
        onClose={() => setAsking(null)}
        title={`Cancel rate confirmation ${rc.id}?`}
        confirmLabel="Cancel rate confirmation"
        cancelLabel="Keep it"
        danger
        onConfirm={run('cancel')}
        errorText={refusalText}
      >
        Its status becomes Cancelled: load {rc.load_reference_number} is no longer confirmed with{' '}
        {rc.carrier_legal_name} at this rate. It cannot be rejected afterwards.
      </ConfirmDialog>
      <ConfirmDialog
        opened={asking === 'reject'}
        onClose={() => setAsking(null)}
        title={`Mark rate confirmation ${rc.id} as rejected?`}
        confirmLabel="Mark as rejected"
        cancelLabel="Keep it"
        danger
        onConfirm={run('reject')}
        errorText={refusalText}
      >
        Its status becomes Rejected: {rc.carrier_legal_name} did not accept load {rc.load_reference_number} at this
        rate. It cannot be cancelled afterwards.
      </ConfirmDialog>
    </Group>
  );
}
