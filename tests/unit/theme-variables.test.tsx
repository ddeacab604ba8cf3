import { MantineProvider } from '@mantine/core';
import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { markBrand, Providers } from '../../src/app/providers';
import type { Brand } from '../../src/domain/brand';
import { BRAND_ATTRIBUTE, brands } from '../../src/ui/brand';
import { cssVariablesResolver, themeFor } from '../../src/ui/theme';
import { THEME_VARIABLES_MODULE, themeVariablesCss, themeVariablesPlugin } from '../../scripts/theme-variables';

// The theme's CSS variables are written into the stylesheet when the app is built, per brand
// (scripts/theme-variables.ts), instead of by Mantine's provider as the app first renders. These
// tests hold the build's variables to what the provider would have written, brand by brand.

type Sets = Record<'variables' | 'light' | 'dark', Record<string, string>>;

/** `selector{--a: 1;--b: 2;}` blocks as the variables of each colour scheme (none named: every scheme). */
function parse(css: string): Sets {
  const sets: Sets = { variables: {}, light: {}, dark: {} };
  for (const [, selector = '', body = ''] of css.matchAll(/([^{}]+)\{([^}]*)\}/g)) {
    const part = /color-scheme="dark"/.test(selector)
      ? 'dark'
      : /color-scheme="light"/.test(selector)
        ? 'light'
        : 'variables';
    for (const declaration of body.split(';')) {
      const colon = declaration.indexOf(':');
      if (colon > 0) sets[part][declaration.slice(0, colon).trim()] = declaration.slice(colon + 1).trim();
    }
  }
  return sets;
}

/** The variables Mantine's provider writes into the page for this brand's theme and the portal's resolver. */
function providerVariables(brand: Brand): Sets {
  const { unmount } = render(
    <MantineProvider theme={themeFor(brand)} cssVariablesResolver={cssVariablesResolver}>
      <span />
    </MantineProvider>,
  );
  const style = document.querySelector('style[data-mantine-styles="true"]');
  const sets = parse(style?.textContent ?? '');
  unmount();
  return sets;
}

const BRANDS = Object.keys(brands) as Brand[];

describe('the theme’s variables, built', () => {
  it.each(BRANDS)('are the variables Mantine’s provider writes for the %s brand, under its mark', async (brand) => {
    const css = await themeVariablesCss([brand], themeFor, cssVariablesResolver);
    // Every block is the brand's page's, and only its.
    for (const [, selector = ''] of css.matchAll(/([^{}]+)\{/g))
      expect(selector.trim()).toMatch(new RegExp(`^:root\\[${BRAND_ATTRIBUTE}="${brand}"\\]`));
    const expected = providerVariables(brand);
    expect(Object.keys(expected.variables).length).toBeGreaterThan(20);
    expect(parse(css)).toEqual(expected);
  });

  it('tell the brands apart: each brand’s primary colour is its own', async () => {
    const css = parse(await themeVariablesCss(['watchdog'], themeFor, cssVariablesResolver));
    expect(css.variables['--mantine-primary-color-filled']).toBe('var(--mantine-color-amber-filled)');
    const steel = parse(await themeVariablesCss(['default'], themeFor, cssVariablesResolver));
    expect(steel.variables['--mantine-primary-color-filled']).toBe('var(--mantine-color-steel-filled)');
  });

  it('are served as a stylesheet module holding every brand', async () => {
    const plugin = themeVariablesPlugin();
    const resolveId = plugin.resolveId as (id: string) => string | null;
    const load = plugin.load as (id: string) => Promise<string> | null;
    const id = resolveId(THEME_VARIABLES_MODULE);
    expect(id).toMatch(/\.css$/);
    expect(resolveId('virtual:other.css')).toBeNull();
    const css = (await load(id ?? '')) ?? '';
    for (const brand of BRANDS) expect(css).toContain(`:root[${BRAND_ATTRIBUTE}="${brand}"]{`);
  });

  it('apply to the page marked with its brand, which the app marks before it renders', () => {
    document.documentElement.removeAttribute(BRAND_ATTRIBUTE);
    markBrand(document);
    // jsdom's page is on localhost, the default brand's host.
    expect(document.documentElement).toHaveAttribute(BRAND_ATTRIBUTE, 'default');
  });

  it('are not computed by the portal’s provider as it renders', () => {
    render(
      <Providers queryClient={new QueryClient()}>
        <span />
      </Providers>,
    );
    expect(document.querySelector('style[data-mantine-styles="true"]')).toBeNull();
    // Mantine's provider still marks the page with its colour scheme, which the variables' selectors use.
    expect(document.documentElement).toHaveAttribute('data-mantine-color-scheme', 'light');
  });
});
