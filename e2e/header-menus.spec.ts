import { expect, type Page, test } from '@playwright/test';
import { newVerifiedUser } from './support/accounts';

/**
 * Holds back the browser's download of a lazily loaded chunk (`account-menu-<hash>.js`)
 * for `ms`, so a click surely lands while its code is still on the way.
 */
async function slowChunk(page: Page, name: string, ms = 1500): Promise<void> {
  await page.route(new RegExp(`/assets/${name}-[\\w-]+\\.js$`), async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  });
}

test.describe('the first click on a menu is never lost (desktop)', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('the account menu opens on a click made as soon as the header shows the name', async ({
    page,
    baseURL,
  }) => {
    await newVerifiedUser(page.context().request, baseURL ?? '', 'Ada');
    await page.goto('/');
    // Where a user clicks: the name, the moment it shows.
    await page.getByRole('banner').getByText('Ada', { exact: true }).click();
    await expect(page.getByRole('menuitem', { name: 'Profile' })).toBeVisible();
  });

  test('a click while the menu and the logout dialog are still loading opens each once loaded', async ({
    page,
    baseURL,
  }) => {
    await slowChunk(page, 'account-menu');
    await slowChunk(page, 'logout-dialog');
    await newVerifiedUser(page.context().request, baseURL ?? '', 'Ada');
    await page.goto('/');
    await page.getByRole('banner').getByText('Ada', { exact: true }).click();
    const logOut = page.getByRole('menuitem', { name: 'Log out' });
    await expect(logOut).toBeVisible();
    await logOut.click();
    await expect(page.getByRole('dialog', { name: 'Log out' })).toBeVisible();
  });

  test('the menu code is fetched while the browser is idle, before any click', async ({
    page,
    baseURL,
  }) => {
    await newVerifiedUser(page.context().request, baseURL ?? '', 'Ada');
    const fetched = page.waitForRequest(/\/assets\/account-menu-[\w-]+\.js$/);
    await page.goto('/');
    await fetched;
    await expect(page.getByRole('button', { name: 'Account menu for Ada' })).toBeVisible();
  });
});

test.describe('the first click on a menu is never lost (mobile)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the menu button opens the menu on a click made while its code loads', async ({
    page,
    baseURL,
  }) => {
    await slowChunk(page, 'mobile-menu');
    await newVerifiedUser(page.context().request, baseURL ?? '', 'Ada');
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('button', { name: /Ada/ })).toBeVisible();
  });
});
