import { useMemo } from 'react';
import {
  useCarrierKnownAddresses,
  useCurrentUser,
  useLoadMailAlerts,
  type RateConfirmationMailDetail,
} from '../../../api';
import { domainOf, isFreeMailDomain, mailSignals, type MailSignal } from '../../../domain';
import { linksOf } from '../../../ui/html-links';

/**
 * The phishing signals of an e-mail (src/domain/mail-signals.ts), weighed against its carrier's known
 * addresses, the broker's own domain (the signed-in user's, unless it is a free-mail one) and the
 * e-mail and domain alerts of its load. `checking` while those are read: no verdict is given on half
 * the facts.
 */
export function useMailSignals(mail: RateConfirmationMailDetail): { signals: MailSignal[]; checking: boolean } {
  const user = useCurrentUser().data?.user;
  const endpoints = useCarrierKnownAddresses(mail.carrier_id);
  const alerts = useLoadMailAlerts(mail.load_id);
  const links = useMemo(() => (mail.html_body ? linksOf(mail.html_body) : []), [mail.html_body]);
  const checking = (mail.carrier_id !== null && endpoints.isPending) || (mail.load_id !== null && alerts.isPending);

  const signals = useMemo(() => {
    if (checking) return [];
    const own = domainOf(user?.email);
    return mailSignals(
      {
        direction: mail.direction,
        from: mail.from,
        fromName: mail.from_name,
        replyTo: mail.reply_to,
        to: mail.to,
        authentication: mail.authentication,
        links,
      },
      {
        carrier:
          mail.carrier_id === null
            ? null
            : {
                name: mail.carrier_legal_name ?? `carrier ${mail.carrier_id}`,
                endpoints: endpoints.isError || !Array.isArray(endpoints.data) ? null : endpoints.data,
              },
        broker: { name: user?.company?.legal_name ?? '', domains: own && !isFreeMailDomain(own) ? [own] : [] },
        loadId: mail.load_id,
        loadAlerts: alerts.isError || !Array.isArray(alerts.data) ? null : alerts.data,
      },
    );
  }, [checking, user, mail, links, endpoints.isError, endpoints.data, alerts.isError, alerts.data]);

  return { signals, checking };
}
