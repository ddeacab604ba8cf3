import { DEFAULT_THEME, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import type { Brand } from '../domain/brand';
import { BRAND_COLOURS, BRAND_NAME_SHADE } from './brand-look';
import { themeFor } from './theme';

// What a brand changes is its primary colour. The route walk runs axe on every route in the default
// brand and on one route of each kind in the watchdog brand (tests/e2e/route-walk.spec.ts); here,
// every pair of that colour's shades Mantine draws text with (its light scheme's CSS variables) keeps
// WCAG AA's 4.5:1 in both brands, wherever a screen uses it.

/** WCAG 2's relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** WCAG 2's contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

const WHITE = '#ffffff';

/** The pairs of text and background a brand's primary colour makes, named as Mantine's variables are. */
function textPairs(brand: Brand): [string, string, string][] {
  const theme = mergeMantineTheme(DEFAULT_THEME, themeFor(brand));
  const shade = (index: number): string => BRAND_COLOURS[brand][index] ?? '';
  const primary = typeof theme.primaryShade === 'number' ? theme.primaryShade : theme.primaryShade.light;
  const hover = primary === 9 ? 8 : primary + 1;
  const anchor = Number(String(theme.components.Anchor?.defaultProps?.c).split('.')[1]);
  return [
    ['white on filled (a filled button, badge or active tab)', WHITE, shade(primary)],
    ['white on filled-hover', WHITE, shade(hover)],
    ['text and outline on white', shade(primary), WHITE],
    ['light-color on light (a light button or badge)', shade(9), shade(1)],
    ['light-color on light-hover', shade(9), shade(2)],
    ['a link on white', shade(anchor), WHITE],
    ['a link on a striped row (gray 0)', shade(anchor), theme.colors.gray[0] ?? ''],
    ['the header’s brand name on white', shade(BRAND_NAME_SHADE), WHITE],
  ];
}

describe.each<Brand>(['default', 'watchdog'])('the %s brand’s primary colour', (brand) => {
  it.each(textPairs(brand))('%s keeps 4.5:1', (_, text, background) => {
    expect(contrast(text, background)).toBeGreaterThanOrEqual(4.5);
  });
});

describe('the contrast ratio', () => {
  it('is WCAG’s: 21 for black on white, 1 for a colour on itself, 4.54 for #767676 on white', () => {
    expect(contrast('#000000', WHITE)).toBeCloseTo(21, 5);
    expect(contrast('#7a4800', '#7a4800')).toBe(1);
    expect(contrast('#767676', WHITE)).toBeCloseTo(4.54, 2);
  });
});
