import { brandFromHost, type Brand } from '../domain/brand';

/** Name and page-title prefix of each brand; colours live in the theme. */
export const brands: Record<Brand, { name: string }> = {
  default: { name: 'Broker Portal' },
  watchdog: { name: 'Carrier Watchdog' },
};

/**
 * The attribute on `<html>` that names the page's brand (src/main.tsx sets it, through markBrand in
 * src/app/providers.tsx): the theme's variables in the stylesheet are written per brand under it
 * (scripts/theme-variables.ts).
 */
export const BRAND_ATTRIBUTE = 'data-brand';

/** The brand of the host this page was served from. */
export function currentBrand(): Brand {
  return brandFromHost(window.location.hostname);
}

/** The name of the brand this page is shown in ("Carrier Watchdog" on a watchdog host). */
export function brandName(): string {
  return brands[currentBrand()].name;
}
