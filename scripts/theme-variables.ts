import type { CSSVariablesResolver, MantineThemeOverride } from '@mantine/core';
import type { Plugin } from 'vite';
import type { Brand } from '../src/domain/brand';
import { BRAND_ATTRIBUTE, brands } from '../src/ui/brand';

/**
 * The theme's CSS variables, written into the app's stylesheet when it is built (README, "Chunks";
 * issue 29). Mantine's provider computes them as the app first renders: every colour's shades and
 * variants for the portal's theme, the same again for its default theme to leave those out, then a
 * `<style>` in the head. That took 6–13 ms of the first render and 2–5 ms of loading the entry on
 * this machine, four times that on a phone, and the new `<style>` restyled the page. The portal's
 * theme is fixed per brand, so the build computes them once per brand, with Mantine's own functions
 * as its provider does, under `:root[data-brand="…"]` (main.tsx marks the page with its brand), and
 * the provider is told not to (`withCssVariables={false}`, src/app/providers.tsx).
 */

export const THEME_VARIABLES_MODULE = 'virtual:theme-variables.css';

type Variables = Record<string, string>;
interface VariableSets {
  variables: Variables;
  light: Variables;
  dark: Variables;
}

/** What each of these brands' pages needs, under the selector of that brand's page. */
export async function themeVariablesCss(
  forBrands: readonly Brand[],
  themeFor: (brand: Brand) => MantineThemeOverride,
  resolver: CSSVariablesResolver,
): Promise<string> {
  const { DEFAULT_THEME, convertCssVariables, deepMerge, defaultCssVariablesResolver, mergeMantineTheme } =
    await import('@mantine/core');
  // As MantineCssVariables does: the theme's variables and the app's resolver merged over them,
  // less those equal to Mantine's defaults, which its stylesheet already sets on :root.
  const defaults: VariableSets = defaultCssVariablesResolver(DEFAULT_THEME);
  const notDefault = (sets: VariableSets): VariableSets => {
    const keep = (part: keyof VariableSets) =>
      Object.fromEntries(Object.entries(sets[part]).filter(([name, value]) => defaults[part][name] !== value));
    return { variables: keep('variables'), light: keep('light'), dark: keep('dark') };
  };
  return forBrands
    .map((brand) => {
      const theme = mergeMantineTheme(DEFAULT_THEME, themeFor(brand));
      const sets: VariableSets = deepMerge(defaultCssVariablesResolver(theme), resolver(theme));
      return convertCssVariables(notDefault(sets), `:root[${BRAND_ATTRIBUTE}="${brand}"]`);
    })
    .join('\n');
}

/**
 * Serves `virtual:theme-variables.css` (imported after Mantine's stylesheet by src/app/providers.tsx),
 * computed from src/ui/theme.ts when first imported: build, dev server and Vitest alike.
 */
export function themeVariablesPlugin(): Plugin {
  const resolved = `\0${THEME_VARIABLES_MODULE}`;
  let source: Promise<string> | null = null;
  return {
    name: 'broker-portal:theme-variables',
    resolveId: (id) => (id === THEME_VARIABLES_MODULE ? resolved : null),
    load(id) {
      if (id !== resolved) return null;
      // Imported here, not above: Mantine's index loads only when the stylesheet is asked for.
      source ??= import('../src/ui/theme').then(({ cssVariablesResolver, themeFor }) =>
        themeVariablesCss(Object.keys(brands) as Brand[], themeFor, cssVariablesResolver),
      );
      return source;
    },
  };
}
