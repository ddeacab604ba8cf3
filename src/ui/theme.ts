import { createTheme, type CSSVariablesResolver } from '@mantine/core';
import type { Brand } from '../domain';
import { BRAND_COLOURS, DIMMED_TEXT, FONT_FAMILY } from './brand-look';

/** The one Mantine theme of the portal, in the colours of a brand. */
export const themeFor = (brand: Brand) =>
  createTheme({
    primaryColor: brand === 'watchdog' ? 'amber' : 'steel',
    primaryShade: { light: brand === 'watchdog' ? 8 : 6, dark: 8 },
    colors: { steel: BRAND_COLOURS.default, amber: BRAND_COLOURS.watchdog },
    defaultRadius: 'sm',
    // A user who asked the system for less motion gets dialogs, menus and drawers without their
    // transitions (the e2e suite runs so too: axe then measures a dialog as it is once open).
    respectReducedMotion: true,
    fontFamily: FONT_FAMILY,
    headings: { fontFamily: FONT_FAMILY },
    components: {
      Table: { defaultProps: { verticalSpacing: 4, horizontalSpacing: 8, fz: 'sm' } },
      // Links a shade darker than the buttons, so they keep 4.5:1 on white and on striped rows.
      Anchor: { defaultProps: { c: brand === 'watchdog' ? 'amber.9' : 'steel.8' } },
      // Every dialog's close button has a name (axe: button-name).
      Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Close dialog' } } },
      // A closed Select's or MultiSelect's list is not drawn (Mantine keeps it mounted, hidden, and
      // floating-ui places each as the screen mounts): Carrier detail's first load draws 675 elements
      // instead of 1132, and the unit suite runs 15 % faster. Mantine sets the open list's id on a ref,
      // so its field kept aria-expanded="false" without it; patches/@mantine+core+*.patch re-renders on it.
      Combobox: { defaultProps: { keepMounted: false } },
    },
  });

/**
 * Dimmed text a shade darker than Mantine's default, so it keeps a 4.5:1 contrast on white and gray.0;
 * the same for the error colour (a field's message and its text when invalid: red 6 is 3.3:1, red 9 5.4:1).
 * @public (read by the build, which writes the theme's variables into the stylesheet: scripts/theme-variables.ts)
 */
export const cssVariablesResolver: CSSVariablesResolver = (t) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': t.colors.gray[7] ?? DIMMED_TEXT,
    '--mantine-color-error': t.colors.red[9] ?? '#c92a2a',
  },
  dark: {},
});
