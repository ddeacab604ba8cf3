import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { mantineClassesIn, mantineClassesReachable, withoutUnusedMantineRules } from '../../scripts/unused-css';

const NODE_MODULES = join(process.cwd(), 'node_modules');
/** The classes a Mantine component's CSS module names, read from the installed package. */
const classesOf = (component: string) =>
  mantineClassesIn([
    readFileSync(join(NODE_MODULES, `@mantine/core/esm/components/${component}/${component}.module.mjs`), 'utf8'),
  ]);

describe("Mantine's stylesheet as the app needs it (scripts/unused-css.ts)", () => {
  it('leaves out the selectors that name a class outside the kept ones, and what they leave empty', () => {
    const css = [
      ':root{--mantine-color-blue-6:#228be6}',
      '.m_aaaaaaaa{color:red}',
      '.m_bbbbbbbb{color:blue}',
      '.m_aaaaaaaa .m_bbbbbbbb,.m_aaaaaaaa:hover{color:green}',
      '@media (min-width:48em){.m_bbbbbbbb{display:none}}',
      '@supports (display:grid){@media print{.m_bbbbbbbb{display:none}}}',
      '.mantine-focus-auto:focus-visible{outline:2px solid}',
      '.app-own{margin:0}',
    ].join('');
    const out = withoutUnusedMantineRules(css, new Set(['m_aaaaaaaa']));
    expect(out).toBe(
      [
        ':root{--mantine-color-blue-6:#228be6}',
        '.m_aaaaaaaa{color:red}',
        '.m_aaaaaaaa:hover{color:green}',
        '.mantine-focus-auto:focus-visible{outline:2px solid}',
        '.app-own{margin:0}',
      ].join(''),
    );
    expect(withoutUnusedMantineRules(css, new Set(['m_aaaaaaaa', 'm_bbbbbbbb']))).toBe(css);
  });

  it('knows the class names Mantine writes with fewer than 8 digits (a hash with leading zeros)', () => {
    // Typography's m_d08caa0: its rules (`:first-child`, `tr:last-of-type td` under it) were kept in
    // every build, and Chrome matched a table's cells against them whenever its rows changed.
    expect([...mantineClassesIn(['.m_d08caa0 :first-child{}', '.m_12345{}', 'm_d08caa0x'])]).toEqual(['m_d08caa0']);
    expect(classesOf('Typography')).toEqual(new Set(['m_d08caa0']));
    const css = '.m_d08caa0 :where(table) :where(tr:last-of-type td){border-bottom:0}.m_aaaaaaaa{color:red}';
    expect(withoutUnusedMantineRules(css, new Set(['m_aaaaaaaa']))).toBe('.m_aaaaaaaa{color:red}');
  });

  it("follows a named import through the package's index into the component and what it imports", () => {
    const reachable = mantineClassesReachable(
      ["import { Button, type ButtonProps } from '@mantine/core';"],
      NODE_MODULES,
    );
    // Button, and UnstyledButton and Loader, which Button's module imports.
    for (const component of ['Button', 'UnstyledButton', 'Loader'])
      for (const name of classesOf(component)) expect(reachable).toContain(name);
    for (const name of classesOf('Slider')) expect(reachable).not.toContain(name);
  });

  it('follows @mantine/notifications into the core components it draws with', () => {
    const reachable = mantineClassesReachable(
      ["import { Notifications } from '@mantine/notifications';"],
      NODE_MODULES,
    );
    for (const name of classesOf('Notification')) expect(reachable).toContain(name);
    expect(mantineClassesReachable(["import '@mantine/core/styles.css';"], NODE_MODULES).size).toBe(0);
  });
});
