import { useNavigate } from 'react-router';
import { useReadCurrentUser } from '../../../api';
import { paths } from '../../../config/paths';
import { afterBillingChange, isExpiredLockout } from '../../../domain';
import { savedDestination } from '../../../lib/saved-destination';
import { notify } from '../../../ui/notify';

/**
 * What the billing tab does once a card was stored or a plan chosen (the current user already
 * refreshed by the mutation): a company that was locked out goes on to the page it was sent away
 * from, the saved destination being used once; otherwise the broker stays and is told.
 */
export function useAfterPayment(wasLockedOut: boolean) {
  const navigate = useNavigate();
  const readUser = useReadCurrentUser();
  return (done: string) => {
    const user = readUser();
    const next = afterBillingChange({
      wasLockedOut,
      stillLockedOut: user !== null && isExpiredLockout(user),
      saved: savedDestination.get(),
      fallback: paths.home.href(),
    });
    if (next.kind === 'go') {
      if (next.clearSaved) savedDestination.clear();
      notify('success', `${done} Welcome back.`);
      void navigate(next.to, { replace: true });
    } else if (next.kind === 'stillLocked') {
      notify('warning', `${done} The account is still being reactivated: try again in a minute.`);
    } else notify('success', done);
  };
}
