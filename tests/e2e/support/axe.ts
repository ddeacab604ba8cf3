import axe from 'axe-core';
import { expect, type Frame, type Locator, type Page } from '@playwright/test';

/**
 * axe-core run in the page itself, as @axe-core/playwright's legacy mode runs it, but put in each
 * document once: that runner evaluated axe's 550 KB source in the page twice on every analysis
 * (about 0.3 CPU-s each on 2 cores), and a screen's page and each of its dialogs are analysed in turn
 * (a page's analysis: 1.0-1.5 -> 0.3-0.6 CPU-s). What this cannot reach is a cross-origin frame, and
 * the portal has none: its only frame, an e-mail body, is sandboxed without scripts and left out.
 */
const SCRIPTLESS_FRAMES = 'iframe[sandbox]:not([sandbox~="allow-scripts"])';

interface Finding {
  id: string;
  impact?: string | null;
  targets: string[];
}

/** axe in each frame that can run it (once per document), same-origin messaging as legacy mode. */
async function putAxeIn(page: Page): Promise<void> {
  for (const frame of page.frames()) {
    if (frame !== page.mainFrame() && !(await runsScripts(frame))) continue;
    const present = await frame.evaluate(() => 'axe' in window);
    if (present) continue;
    await frame.evaluate(axe.source);
    await frame.evaluate(() =>
      (window as unknown as { axe: typeof axe }).axe.configure({ allowedOrigins: ['<same_origin>'] }),
    );
  }
}

async function runsScripts(frame: Frame): Promise<boolean> {
  const element = await frame.frameElement().catch(() => null);
  return (
    element !== null &&
    !(await element.evaluate((el, scriptless) => (el as Element).matches(scriptless), SCRIPTLESS_FRAMES))
  );
}

/**
 * axe's violations on the page as it is now (`include`/`exclude`: CSS selectors; `rules`: only
 * those), each with the targets of its nodes. Only the violations are described (`resultTypes`):
 * the passes' nodes (thousands on a 50-row table) are not, as axe's own performance notes advise.
 */
async function violations(
  page: Page,
  { include, exclude = [], rules }: { include?: string; exclude?: string[]; rules?: string[] },
): Promise<Finding[]> {
  await putAxeIn(page);
  return page.evaluate(
    async ({ context, options }) => {
      const run = (window as unknown as { axe: typeof axe }).axe.run(context as axe.ElementContext, options);
      return (await run).violations.map((v) => ({
        id: v.id,
        impact: v.impact,
        targets: v.nodes.map((n) => n.target.join(' ')),
      }));
    },
    {
      context: include ? { include: [include], exclude } : { exclude },
      options: {
        resultTypes: ['violations'],
        ...(rules ? { runOnly: { type: 'rule', values: rules } } : {}),
      } as axe.RunOptions,
    },
  );
}

const SCOPE_ATTRIBUTE = 'data-axe-scope';
const TRIGGER_ATTRIBUTE = 'data-dialog-trigger';

function serious(found: Finding[]): string[] {
  return found
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.targets.join(', ')}`);
}

/**
 * axe's serious and critical findings on the page as it is now, one line each. `exclude` leaves out
 * what is not the portal's to fix (e.g. a foreign e-mail body in a frame where axe may not run).
 */
export async function seriousViolations(page: Page, { exclude }: { exclude?: string } = {}): Promise<string[]> {
  return serious(await violations(page, { exclude: [SCRIPTLESS_FRAMES, ...(exclude ? [exclude] : [])] }));
}

/**
 * What a brand changes, checked by axe: the colours (contrast of text and controls in the brand's
 * palette). The rest of axe's rules see the same page in either brand and run on the default one.
 */
export async function brandColourViolations(page: Page): Promise<string[]> {
  return serious(
    await violations(page, { exclude: [SCRIPTLESS_FRAMES], rules: ['color-contrast', 'link-in-text-block'] }),
  );
}

/** axe's serious and critical findings inside one element (e.g. an open dialog), one line each. */
export async function seriousViolationsIn(page: Page, element: Locator): Promise<string[]> {
  await element.evaluate((el, name) => el.setAttribute(name, ''), SCOPE_ATTRIBUTE);
  try {
    return serious(await violations(page, { include: `[${SCOPE_ATTRIBUTE}]` }));
  } finally {
    await element.evaluate((el, name) => el.removeAttribute(name), SCOPE_ATTRIBUTE).catch(() => undefined);
  }
}

/** Waits until an element and its ancestors are fully opaque (Mantine's open transitions have ended). */
async function waitForOpenTransition(element: Locator): Promise<void> {
  await expect
    .poll(
      () =>
        element.evaluate((el) => {
          let opacity = 1;
          for (let node: Element | null = el; node; node = node.parentElement) {
            opacity *= Number(getComputedStyle(node).opacity);
          }
          return opacity;
        }),
      { message: 'the dialog finishes opening' },
    )
    .toBeGreaterThan(0.99);
}

/**
 * For screen tests: the open dialog has an accessible name and no serious or critical axe finding
 * inside it (checked once its opening transition has ended, so colours are measured as seen).
 */
export async function expectAccessibleDialog(page: Page, dialog: Locator): Promise<void> {
  await expect(dialog).toBeVisible();
  await waitForOpenTransition(dialog);
  const name = await dialog.evaluate(
    (el) =>
      el.getAttribute('aria-label') ??
      (el.getAttribute('aria-labelledby') ?? '')
        .split(/\s+/)
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' ')
        .trim(),
  );
  expect(name, 'the dialog has an accessible name (aria-label or aria-labelledby)').not.toBe('');
  expect(await seriousViolationsIn(page, dialog), `axe inside the dialog "${name}"`).toEqual([]);
}

/**
 * Controls that open a dialog: those that say so (`aria-haspopup="dialog"`, as Mantine's Popover
 * target does) and buttons named like the ones that open a Mantine Modal, which marks nothing on its
 * trigger ("Add log", "Edit load", "New …", "… …"). Submit buttons are left alone.
 */
const DIALOG_TRIGGER_NAME = /^(add|edit|new|create|invite|assign|change|upload|request|share)\b|…$/i;

async function dialogTriggers(scope: Locator): Promise<{ locator: Locator; name: string; declared: boolean }[]> {
  const found: { locator: Locator; name: string; declared: boolean }[] = [];
  // Each control is marked and found again by its mark, not by its place in the list: a control that
  // opens an inline form instead of a dialog changes which buttons are visible after it.
  const mark = async (locator: Locator, declared: boolean) => {
    const id = String(found.length);
    await locator.evaluate((el, [name, value]) => el.setAttribute(name, value), [TRIGGER_ATTRIBUTE, id] as const);
    found.push({
      locator: scope.page().locator(`[${TRIGGER_ATTRIBUTE}="${id}"]`),
      name: (await locator.innerText()).trim(),
      declared,
    });
  };
  const declared = scope.locator('[aria-haspopup="dialog"]').filter({ visible: true });
  for (const locator of await declared.all()) await mark(locator, true);
  const buttons = scope
    .getByRole('button', { name: DIALOG_TRIGGER_NAME })
    .filter({ visible: true })
    .and(scope.locator(':not([type="submit"]):not([aria-haspopup="dialog"]):not([disabled])'));
  for (const locator of await buttons.all()) await mark(locator, false);
  return found;
}

/**
 * Opens every dialog a page offers (see `dialogTriggers`; `within` narrows the search, e.g. to the
 * main landmark), checks each with `expectAccessibleDialog`, closes it with Escape and checks that
 * focus is back on the control that opened it. A control that declares a dialog must open one.
 * Controls of the same name (each row's "Remove") open the same dialog for another record: the
 * first is checked. Returns the names of the controls whose dialogs were checked.
 */
export async function expectAccessibleDialogs(page: Page, within: Locator = page.locator('body')): Promise<string[]> {
  const checked: string[] = [];
  for (const trigger of await dialogTriggers(within)) {
    if (checked.includes(trigger.name)) continue;
    // Dialogs already open (none, normally) are not the one this control opens.
    await page.locator('[role="dialog"]').evaluateAll((els) => els.forEach((el) => el.setAttribute('data-seen', '')));
    // Gone or hidden since (an earlier control's inline form replaced it): nothing to open.
    if (!(await trigger.locator.isVisible())) continue;
    await trigger.locator.focus();
    await trigger.locator.press('Enter');
    const dialog = page.locator('[role="dialog"]:not([data-seen])').filter({ visible: true }).last();
    const opened = await dialog
      .waitFor({ state: 'visible', timeout: trigger.declared ? 5_000 : 1_500 })
      .then(() => true)
      .catch(() => false);
    if (!opened) {
      expect(trigger.declared, `"${trigger.name}" declares aria-haspopup="dialog" but opened no dialog`).toBe(false);
      continue;
    }
    await expectAccessibleDialog(page, dialog);
    await page.keyboard.press('Escape');
    await expect(dialog, `Escape closes the dialog of "${trigger.name}"`).toBeHidden();
    await expect(trigger.locator, `focus returns to "${trigger.name}" when its dialog closes`).toBeFocused();
    checked.push(trigger.name);
  }
  return checked;
}
