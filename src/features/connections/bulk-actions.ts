import { useSetCarrierToDoNotDispatch, useUnsubscribeFromCarrier, useUpdateConnection } from '../../api';
import type { BulkCarrierAction } from '../../domain';

/** One selected carrier, whichever list it came from. */
export interface BulkItem {
  key: string;
  carrierId: number;
  /** The connection, when the row is one (assessment tabs list subscriptions). */
  connectionId: number | null;
  /** The carrier in words, for the confirmation and the results ("Sonoran Flatbed Co (DOT 3567721)"). */
  label: string;
}

/** How each bulk action is named, asked and reported. */
export const BULK_WORDS: Record<
  BulkCarrierAction,
  { button: string; question: (n: string) => string; confirm: string; running: string; done: string; danger: boolean }
> = {
  doNotDispatch: {
    button: 'Do not dispatch',
    question: (n) => `Put ${n} on do-not-dispatch?`,
    confirm: 'Put on do-not-dispatch',
    running: 'Putting carriers on do-not-dispatch',
    done: 'Put on do-not-dispatch',
    danger: true,
  },
  dismiss: {
    button: 'Dismiss',
    question: (n) => `Dismiss ${n}?`,
    confirm: 'Dismiss',
    running: 'Dismissing carriers',
    done: 'Dismissed',
    danger: true,
  },
  restoreDismissed: {
    button: 'Restore',
    question: (n) => `Restore ${n} to their lists?`,
    confirm: 'Restore',
    running: 'Restoring carriers',
    done: 'Restored',
    danger: false,
  },
  restoreToOnboarding: {
    button: 'Restore to onboarding',
    question: (n) => `Take ${n} off do-not-dispatch?`,
    confirm: 'Restore to onboarding',
    running: 'Restoring carriers',
    done: 'Restored to onboarding',
    danger: false,
  },
  removeFromMyCarriers: {
    button: 'Remove from my carriers',
    question: (n) => `Remove ${n} from my carriers?`,
    confirm: 'Remove from my carriers',
    running: 'Removing carriers',
    done: 'Removed from my carriers',
    danger: true,
  },
};

/** What each action does, in a sentence for the confirmation. */
export const BULK_EFFECT: Record<BulkCarrierAction, string> = {
  doNotDispatch: 'They move to Do not dispatch and must not be given loads. Notes, if any, go with each.',
  dismiss: 'They move to Dismissed and leave the other lists until restored.',
  restoreDismissed: 'Each goes back to the list its status puts it in.',
  restoreToOnboarding: 'They go back to onboarding (needs to onboard) and may be given loads once onboarded.',
  removeFromMyCarriers: 'They leave my carriers and its assessment tabs; their connections stay.',
};

/** The one call a bulk action makes per carrier (the hooks refetch the carrier lists after each). */
export function useBulkTasks(): (action: BulkCarrierAction, notes: string) => (item: BulkItem) => Promise<unknown> {
  const doNotDispatch = useSetCarrierToDoNotDispatch();
  const update = useUpdateConnection();
  const unsubscribe = useUnsubscribeFromCarrier();
  return (action, notes) => (item) => {
    const connection = (change: { is_dismissed?: boolean; status?: 'needs_to_onboard' }) =>
      item.connectionId === null
        ? Promise.reject(new Error('This carrier has no connection.'))
        : update.mutateAsync({ id: item.connectionId, data: { connection: change } });
    switch (action) {
      case 'doNotDispatch':
        return doNotDispatch.mutateAsync({
          params: { carrier_id: item.carrierId },
          data: { status: 'do_not_dispatch', ...(notes.trim() ? { notes: notes.trim() } : {}) },
        });
      case 'dismiss':
        return connection({ is_dismissed: true });
      case 'restoreDismissed':
        return connection({ is_dismissed: false });
      case 'restoreToOnboarding':
        return connection({ status: 'needs_to_onboard' });
      case 'removeFromMyCarriers':
        return unsubscribe.unsubscribe(item.carrierId);
    }
  };
}

/** "3 carriers", "1 carrier": the bulk bar's count and its dialog's question. */
export const carrierCount = (n: number) => `${n} carrier${n === 1 ? '' : 's'}`;
