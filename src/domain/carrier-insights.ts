/** The carrier's own e-mail domains (lower case), from the addresses on file for it (census, contacts). */
export function ownDomains(emails: readonly (string | null | undefined)[]): Set<string> {
  const domains = new Set<string>();
  for (const email of emails) {
    const domain = email?.trim().toLowerCase().split('@')[1];
    if (domain) domains.add(domain);
  }
  return domains;
}

/**
 * Why a rate-confirmation e-mail address is suspicious, if it is: its domain is not one of the
 * carrier's own (a dispatch service, a look-alike or a free-mail address), and whether it is also
 * a free-mail domain or unknown to the carrier's records. Empty when the address is the carrier's.
 */
export function endpointFlags(
  endpoint: { domain: string; is_free_mail_domain: boolean; is_on_file: boolean },
  own: ReadonlySet<string>,
): string[] {
  if (own.has(endpoint.domain.trim().toLowerCase())) return [];
  return [
    'Not the carrier’s domain',
    ...(endpoint.is_free_mail_domain ? ['Free mail'] : []),
    ...(endpoint.is_on_file ? [] : ['Not on file']),
  ];
}
