import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';
import type { Brand } from '../domain';

// A calm steel blue: brokers look at these screens all day.
const steel: MantineColorsTuple = [
  '#eef3fa',
  '#dce4ef',
  '#b5c7df',
  '#8ba8cf',
  '#688ec2',
  '#527dba',
  '#4575b7',
  '#3664a1',
  '#2c5991',
  '#1e4c81',
];

// The watchdog brand, aimed at identity-theft alerts: a deep amber that reads as "caution", not alarm.
// Its dark end is a burnt amber so that white on the primary shade (8: 5.6:1), the light variant's text
// (9 on 1: 6.5:1) and the header's brand name keep 4.5:1 (axe color-contrast on every watchdog route).
const amber: MantineColorsTuple = [
  '#fff6e1',
  '#ffebcc',
  '#fcd59b',
  '#f9bd65',
  '#f7a938',
  '#f69c1b',
  '#e08a00',
  '#b86e00',
  '#975a00',
  '#7a4800',
];

/** The one Mantine theme of the portal, in the colours of a brand. */
export const themeFor = (brand: Brand) =>
  createTheme({
    primaryColor: brand === 'watchdog' ? 'amber' : 'steel',
    primaryShade: { light: brand === 'watchdog' ? 8 : 6, dark: 8 },
    colors: { steel, amber },
    defaultRadius: 'sm',
    // A user who asked the system for less motion gets dialogs, menus and drawers without their
    // transitions (the e2e suite runs so too: axe then measures a dialog as it is once open).
    respectReducedMotion: true,
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    headings: { fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif' },
    components: {
      Table: { defaultProps: { verticalSpacing: 4, horizontalSpacing: 8, fz: 'sm' } },
      // Links a shade darker than the buttons, so they keep 4.5:1 on white and on striped rows.
      Anchor: { defaultProps: { c: brand === 'watchdog' ? 'amber.9' : 'steel.8' } },
      // Every dialog's close button has a name (axe: button-name).
      Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Close dialog' } } },
    },
  });

/**
 * Dimmed text a shade darker than Mantine's default, so it keeps a 4.5:1 contrast on white and gray.0;
 * the same for the error colour (a field's message and its text when invalid: red 6 is 3.3:1, red 9 5.4:1).
 */
export const cssVariablesResolver: CSSVariablesResolver = (t) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': t.colors.gray[7] ?? '#495057',
    '--mantine-color-error': t.colors.red[9] ?? '#c92a2a',
  },
  dark: {},
});
