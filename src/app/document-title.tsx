import { useEffect } from 'react';
import { brands, currentBrand } from '../ui/brand';
import { usePageTitle } from './route-meta';

/** Keeps the document title at "Brand – Page" ("Brand – Load 50001" on routes with an id). */
export function DocumentTitle() {
  const title = usePageTitle();
  useEffect(() => {
    document.title = `${brands[currentBrand()].name} – ${title}`;
  }, [title]);
  return null;
}
