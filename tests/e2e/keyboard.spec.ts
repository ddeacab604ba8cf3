import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test';

// axe on every route (both brands) and on every dialog they open is in route-walk.spec.ts ("every route
// in the … brand"); this file walks the portal with the keyboard alone.

/** Presses Tab until the control has focus (at most `limit` times), as a keyboard user would. */
async function tabTo(page: Page, control: Locator, limit = 30): Promise<void> {
  for (let i = 0; i < limit && !(await control.evaluate((el) => el === document.activeElement)); i += 1) {
    await page.keyboard.press('Tab');
  }
  await expect(control).toBeFocused();
}

/**
 * What makes focus visible on a control: its outline, box shadow and border colour — of the control,
 * or of the box drawn around it where the input sits inside one (Mantine's PasswordInput styles its
 * wrapper with :focus-within, not the inner <input>).
 */
function focusLook(control: Locator) {
  return control.evaluate((el) => {
    const box = el.closest('.mantine-Input-input') ?? el;
    const style = getComputedStyle(box);
    return {
      outline:
        style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0
          ? `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}`
          : 'none',
      boxShadow: style.boxShadow,
      borderColor: style.borderColor,
    };
  });
}

/**
 * The focused control shows it: an outline, or (Mantine's inputs) a border or shadow that differs
 * from how the control looks once focus has moved on. Call with focus on the control, then `leave`.
 * The unfocused look is polled: Mantine eases the border colour, so right after Tab it may still be
 * on its way back.
 */
async function expectVisibleFocus(control: Locator, leave: () => Promise<void>): Promise<void> {
  await expect(control).toBeFocused();
  const focused = await focusLook(control);
  await leave();
  await expect(control).not.toBeFocused();
  if (focused.outline !== 'none') return;
  const description = await control.evaluate((el) => el.outerHTML.slice(0, 80));
  await expect
    .poll(
      async () => {
        const unfocused = await focusLook(control);
        return focused.boxShadow !== unfocused.boxShadow || focused.borderColor !== unfocused.borderColor;
      },
      {
        message: `visible focus on ${description}: focused ${JSON.stringify(focused)} looks the same after Tab`,
        timeout: 2_000,
      },
    )
    .toBe(true);
}

test.describe('signed in', () => {
  test.use({ signedIn: true });

  test('the main navigation works from the keyboard alone', async ({ page }) => {
    await page.goto('');
    await expect(page.getByRole('heading', { name: /^Welcome/ })).toBeVisible();
    const loads = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Loads', exact: true });
    await tabTo(page, loads);
    const look = await focusLook(loads);
    expect(look.outline, 'the focused navigation link has an outline').not.toBe('none');
    await page.keyboard.press('Enter');
    await expect(page).toHaveTitle('Broker Portal – Loads');
  });
});

test('sign-in works from the keyboard alone, in order, with focus always visible', async ({ page }) => {
  await page.goto('login');
  const email = page.getByLabel('E-mail');
  const password = page.getByRole('textbox', { name: 'Password' });
  const signIn = page.getByRole('button', { name: 'Sign in' });

  await tabTo(page, email);
  await page.keyboard.type('dana.whitfield@lakeshorelogistics.com');
  await expectVisibleFocus(email, () => page.keyboard.press('Tab'));
  await expect(password, 'Tab goes from the e-mail to the password').toBeFocused();
  await page.keyboard.type('correct-horse-battery-staple');
  await expectVisibleFocus(password, () => page.keyboard.press('Tab'));
  await expect(signIn, 'Tab goes from the password to Sign in').toBeFocused();
  expect((await focusLook(signIn)).outline, 'the focused Sign in button has an outline').not.toBe('none');
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/broker\/login\/code\?email=/);
  const code = page.getByLabel('Verification code');
  const verify = page.getByRole('button', { name: 'Verify and sign in' });
  await tabTo(page, code);
  await page.keyboard.type('482913');
  await expectVisibleFocus(code, () => page.keyboard.press('Tab'));
  await expect(verify, 'Tab goes from the code to Verify and sign in').toBeFocused();
  expect((await focusLook(verify)).outline, 'the focused Verify button has an outline').not.toBe('none');
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/broker\/$/);
  await expect(page.getByRole('heading', { name: /^Welcome/ })).toBeVisible();
});
