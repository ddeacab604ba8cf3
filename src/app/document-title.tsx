import { useEffect } from 'react';
import { useMatches } from 'react-router';

const BRAND = 'Broker Portal';

/** Keeps the page title at "Brand – Page", from the deepest route that names its title. */
export function DocumentTitle() {
  const matches = useMatches();
  const title = matches
    .map((m) => (m.handle as { title?: string } | undefined)?.title)
    .filter((t): t is string => typeof t === 'string')
    .at(-1);
  useEffect(() => {
    document.title = title ? `${BRAND} – ${title}` : BRAND;
  }, [title]);
  return null;
}
