/**
 * The address as a screen holds it: its entries, whatever their order (the portal writes each key
 * where it was first set) and however a comma is written (`,` or `%2C`, the same value).
 */
export function addressHas(pathname: RegExp | string, entries: Readonly<Record<string, string>>) {
  return (url: URL): boolean => {
    const pathOk = typeof pathname === 'string' ? url.pathname.endsWith(pathname) : pathname.test(url.pathname);
    const shown = Object.fromEntries(url.searchParams);
    const wanted = Object.entries(entries);
    return pathOk && wanted.length === Object.keys(shown).length && wanted.every(([k, v]) => shown[k] === v);
  };
}
