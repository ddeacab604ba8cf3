import { contactSearchQuery } from '../../api/carrier-search';
import { defineRouteData } from '../../api/route-data';
import { contactSearchParams } from '../../domain';

/** What Contact Search reads from its address: the e-mail or phone (e-mail first) and whether it can be searched. */
export function contactSearchFromUrl(query: URLSearchParams) {
  const email = query.get('email') ?? '';
  const phone = query.get('phone') ?? '';
  const type = email ? 'email' : phone ? 'phone' : '';
  return { type, email, phone, checked: contactSearchParams({ type: type || null, email, phone }) } as const;
}

/** What a valid contact search sends: an e-mail address or domain, or a phone number in E.164. */
export type ContactSearchInput = { email: string } | { phone: string };

/** Contact Search's first query: the carriers with that e-mail or phone. */
export const contactSearchQueries = (params: ContactSearchInput) => ({ results: contactSearchQuery(params) });

export default defineRouteData({
  // Nothing is asked without a valid e-mail or phone.
  input: (address) => {
    const { checked } = contactSearchFromUrl(address.query);
    return checked.ok ? checked.params : null;
  },
  queries: contactSearchQueries,
});
