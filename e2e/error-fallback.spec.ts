import { expect, test } from '@playwright/test';

test("a page that fails to load shows 'Unexpected Application Error!' inside the layout", async ({
  page,
}) => {
  await page.goto('/');
  // The hiring page's code cannot be fetched, as after a deploy that removed old chunks.
  await page.route(/\/assets\/hiring-[^/]+\.js$/, (route) => route.abort());
  await page
    .getByRole('navigation', { name: 'Main' })
    .first()
    .getByRole('link', { name: 'Hiring' })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Unexpected Application Error!');
  await expect(
    page.locator('p', { hasText: /Failed to fetch dynamically imported module/ }),
  ).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reload page' })).toBeVisible();
});
