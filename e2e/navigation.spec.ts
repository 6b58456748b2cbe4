import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/a11y';

test.describe('desktop header', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('shows the visitor menu and buttons, and the logo goes home', async ({ page }) => {
    await page.goto('/pricing');
    const nav = page.getByRole('navigation', { name: 'Main' }).first();
    await expect(nav.getByRole('link')).toHaveText(['Home', 'Pricing', 'Hiring', 'Contact Us']);
    await expect(nav.getByRole('link', { name: 'Pricing' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
    await expect(
      page.getByRole('banner').getByRole('link', { name: 'Create Account' }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();

    await nav.getByRole('link', { name: 'Hiring' }).click();
    await expect(page).toHaveURL('/hiring');
    await page.getByRole('link', { name: 'ResumeGrader home' }).first().click();
    await expect(page).toHaveURL('/');
  });

  test('keeps page content within 1490px', async ({ page }) => {
    await page.setViewportSize({ width: 1920, height: 900 });
    await page.goto('/');
    const box = await page.getByRole('banner').locator('> div').first().boundingBox();
    expect(box?.width).toBe(1490);
  });

  test('keyboard users can skip to content and tab through the header', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'ResumeGrader home' }).first()).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(
      page.getByRole('navigation', { name: 'Main' }).first().getByRole('link', { name: 'Home' }),
    ).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/pricing');
  });
});

test.describe('footer', () => {
  test('legal links open their page at the top', async ({ page }) => {
    await page.goto('/terms-of-use');
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page).toHaveURL('/privacy-policy');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Privacy Policy');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    // Clicking the link of the page already open scrolls back up as well.
    await footer.getByRole('link', { name: 'Privacy Policy' }).click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await footer.getByRole('link', { name: 'Terms of Use' }).click();
    await expect(page).toHaveURL('/terms-of-use');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('the second social icon opens the professional network in a new tab', async ({ page }) => {
    await page.goto('/');
    const icons = page
      .getByRole('contentinfo')
      .getByRole('listitem')
      .getByRole('link', { name: /ResumeGrader on/ });
    await expect(icons).toHaveCount(3);
    const second = icons.nth(1);
    await expect(second).toHaveAttribute('href', /linkedin\.com\/company\//);
    await expect(second).toHaveAttribute('target', '_blank');
    await expect(second).toHaveAttribute('rel', /noopener/);
  });
});

test.describe('tablet header (768–1023px)', () => {
  test.use({ viewport: { width: 900, height: 800 } });

  test('puts the menu on its own row and keeps the buttons', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('tablet-nav')).toBeVisible();
    await expect(page.getByTestId('tablet-nav').getByRole('link')).toHaveText([
      'Home',
      'Pricing',
      'Hiring',
      'Contact Us',
    ]);
    await expect(
      page.getByRole('banner').getByRole('link', { name: 'Create Account' }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();
  });
});

test.describe('mobile menu (767px or less)', () => {
  test.use({ viewport: { width: 767, height: 800 } });

  test('opens, traps focus, navigates and closes', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('tablet-nav')).toBeHidden();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();

    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('navigation').getByRole('link')).toHaveText([
      'Home',
      'Pricing',
      'Hiring',
      'Contact Us',
    ]);
    await expect(menu.getByRole('link', { name: 'Login' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Create Account' })).toBeVisible();
    await expectAccessible(page);

    // Focus stays inside the open menu.
    for (let i = 0; i < 10; i++) await page.keyboard.press('Tab');
    expect(await menu.evaluate((el) => el.contains(document.activeElement))).toBe(true);

    await menu.getByRole('link', { name: 'Pricing' }).click();
    await expect(page).toHaveURL('/pricing');
    await expect(menu).toBeHidden();

    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
  });
});
