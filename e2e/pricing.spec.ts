import { expect, test } from '@playwright/test';

test('lists the three plans with Most Popular on standard', async ({ page }) => {
  await page.goto('/pricing');
  const plans = page.getByRole('article');
  await expect(plans).toHaveCount(3);
  await expect(plans.nth(0)).toContainText('Basic');
  await expect(plans.nth(0)).toContainText('5 Credits');
  await expect(plans.nth(0)).toContainText('$9.99');
  await expect(plans.nth(1)).toContainText('Standard');
  await expect(plans.nth(1)).toContainText('10 Credits');
  await expect(plans.nth(1)).toContainText('$14.99');
  await expect(plans.nth(1)).toContainText('Most Popular');
  await expect(plans.nth(2)).toContainText('Premium');
  await expect(plans.nth(2)).toContainText('20 Credits');
  await expect(plans.nth(2)).toContainText('$19.99');
  await expect(page.getByText('Most Popular')).toHaveCount(1);
  await expect(page.getByRole('button', { name: /^Get Started/ })).toHaveCount(3);
});

test("a visitor's Get Started goes to /login with a top-right toast", async ({ page }) => {
  await page.goto('/pricing');
  await page.getByRole('button', { name: 'Get Started with the Standard plan' }).click();
  await expect(page).toHaveURL('/login');
  const toast = page
    .getByRole('alert')
    .filter({ hasText: 'Please log in to subscribe to a plan.' });
  await expect(toast).toBeVisible();
  await expect(page.locator('.Toastify__toast-container--top-right')).toBeVisible();
});

test('toasts close by themselves after 5 seconds', async ({ page }) => {
  await page.goto('/pricing');
  await page.getByRole('button', { name: 'Get Started with the Basic plan' }).click();
  const toast = page
    .getByRole('alert')
    .filter({ hasText: 'Please log in to subscribe to a plan.' });
  await expect(toast).toBeVisible();
  await page.waitForTimeout(3_500);
  await expect(toast).toBeVisible();
  await expect(toast).toBeHidden({ timeout: 4_000 });
});
