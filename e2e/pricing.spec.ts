import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/a11y';

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

test('says once what every plan includes, the review tools among it, and what sets each plan apart', async ({
  page,
}) => {
  await page.goto('/pricing');
  const included = page.getByRole('region', { name: 'Every plan includes' }).getByRole('listitem');
  for (const feature of [
    'Job-description match',
    'What an applicant tracking system reads',
    'Version comparison',
    'Report PDF to download and share',
  ]) {
    await expect(included.filter({ hasText: feature })).toHaveCount(1);
  }
  // The cards no longer repeat the list; each says what its credits buy.
  await expect(page.getByRole('article').getByRole('listitem')).toHaveCount(0);
  await expect(page.getByRole('article').nth(0)).toContainText('5 resume reviews, $2.00 each');
  await expect(page.getByRole('article').nth(2)).toContainText('20 resume reviews, $1.00 each');
  await expectAccessible(page);
});
