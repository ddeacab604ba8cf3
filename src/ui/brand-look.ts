import type { MantineColorsTuple } from '@mantine/core';
import type { Brand } from '../domain/brand';

// The brands' colours and the portal's font, read by the theme (theme.ts) and by the build's first
// paint before any script (scripts/boot-frame.ts), so both draw the brand name alike.

/** A calm steel blue: brokers look at these screens all day. */
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

/**
 * The watchdog brand, aimed at identity-theft alerts: a deep amber that reads as "caution", not alarm.
 * Its dark end is a burnt amber so that white on the primary shade (8: 5.6:1), the light variant's text
 * (9 on 1: 6.5:1) and the header's brand name keep 4.5:1 (axe color-contrast on every watchdog route).
 */
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

/** Each brand's primary colour (the theme's `steel` and `amber`). */
export const BRAND_COLOURS: Record<Brand, MantineColorsTuple> = { default: steel, watchdog: amber };

/** The header's brand name is drawn in shade 8 of the brand's primary colour. */
export const BRAND_NAME_SHADE = 8;

export const FONT_FAMILY = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

/** Dimmed text: Mantine's gray 7, a shade darker than its default so it keeps 4.5:1 on white and gray.0 (theme.ts). */
export const DIMMED_TEXT = '#495057';
