import { expect, test } from '@playwright/test';

test('the FAQ opens one answer at a time in 102px rows', async ({ page }) => {
  await page.goto('/');
  const faq = page.locator('section', {
    has: page.getByRole('heading', { name: 'Frequently Asked Questions' }),
  });
  await expect(faq.getByText('Have more questions?')).toBeVisible();
  const questions = faq.getByRole('button');
  const count = await questions.count();
  expect(count).toBeGreaterThanOrEqual(4);
  expect(count).toBeLessThanOrEqual(6);
  for (let i = 0; i < count; i++) {
    expect((await questions.nth(i).boundingBox())?.height).toBe(102);
  }

  await questions.nth(0).click();
  await expect(questions.nth(0)).toHaveAttribute('aria-expanded', 'true');
  await expect(faq.getByText(/We read the text and layout of your PDF/)).toBeVisible();

  await questions.nth(1).click();
  await expect(questions.nth(1)).toHaveAttribute('aria-expanded', 'true');
  await expect(questions.nth(0)).toHaveAttribute('aria-expanded', 'false');
  await expect(faq.getByText(/We read the text and layout of your PDF/)).toBeHidden();

  // Clicking the open question closes it again.
  await questions.nth(1).click();
  await expect(questions.nth(1)).toHaveAttribute('aria-expanded', 'false');
});

test('the FAQ works from the keyboard', async ({ page }) => {
  await page.goto('/');
  const faq = page.locator('section', {
    has: page.getByRole('heading', { name: 'Frequently Asked Questions' }),
  });
  const questions = faq.getByRole('button');
  await questions.nth(2).focus();
  await page.keyboard.press('Enter');
  await expect(questions.nth(2)).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('ArrowDown');
  await expect(questions.nth(3)).toBeFocused();
  await page.keyboard.press('Space');
  await expect(questions.nth(3)).toHaveAttribute('aria-expanded', 'true');
  await expect(questions.nth(2)).toHaveAttribute('aria-expanded', 'false');
});

test("'Contact Us' next to the FAQ opens the contact page", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  const faq = page.locator('section', {
    has: page.getByRole('heading', { name: 'Frequently Asked Questions' }),
  });
  await faq.getByRole('link', { name: 'Contact Us' }).click();
  await expect(page).toHaveURL('/contact-us');
});
