import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/a11y';

const pages = [
  { path: '/', heading: /Get your resume graded/ },
  { path: '/pricing', heading: 'Choose a plan to improve your resume' },
  { path: '/hiring', heading: 'Top-Quality Candidates Without the Months-Long Search' },
  { path: '/contact-us', heading: 'Contact Us' },
  { path: '/terms-of-use', heading: /Terms of Use/, updated: 'August 10, 2024' },
  { path: '/privacy-policy', heading: /Privacy Policy/, updated: 'August 10, 2024' },
  { path: '/notice-cr', heading: /California/, updated: '10 August 2024' },
  { path: '/notice-eu-eea', heading: /EU|EEA|European/, updated: '25 July 2024' },
  { path: '/notice-uk', heading: /UK|United Kingdom/, updated: '10 August 2024' },
  { path: '/maintenance', heading: 'Website is Under Maintenance' },
  { path: '/no/such/page', heading: 'Page Not Found' },
];

for (const { path, heading, updated } of pages) {
  test(`${path} renders its content and passes axe-core`, async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText(
      'ResumeGrader Inc. All rights reserved.',
    );
    if (updated) await expect(page.getByText(`Last updated: ${updated}`)).toBeVisible();
    await expectAccessible(page);
    expect(errors).toEqual([]);
  });
}

test('home shows the hero, the upload card, how it works and the FAQ', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Grade your resume' })).toBeVisible();
  await expect(page.getByText('Drag and drop your resume here')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'How it works' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Frequently Asked Questions' })).toBeVisible();
});

test('the California notice cites the CCPA thresholds', async ({ page }) => {
  await page.goto('/notice-cr');
  const article = page.getByRole('article');
  await expect(article).toContainText('25 million');
  await expect(article).toContainText('100,000');
  await expect(article).toContainText('50 percent');
});

test('the 404 page sends the visitor home', async ({ page }) => {
  await page.goto('/definitely-not-here');
  await page.getByRole('link', { name: 'Go to Home' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Get your resume graded/);
});

test('the hiring page links to contact and rotates its quotes every 20 seconds', async ({
  page,
}) => {
  await page.clock.install();
  await page.goto('/hiring');
  await expect(page.getByText('4.9/5')).toBeVisible();
  await expect(page.getByText('30,000+')).toBeVisible();
  // The clock flows until paused: pause it, then start the rotation afresh by choosing a quote
  // (the last click always changes it), so only runFor moves the page's time from here.
  await page.clock.pauseAt(Date.now() + 5_000);
  await page.getByRole('button', { name: 'Show quote 3 of 3' }).click();
  await page.getByRole('button', { name: 'Show quote 1 of 3' }).click();
  const quote = page.locator('blockquote');
  const first = await quote.textContent();
  await page.clock.runFor(19_000);
  await expect(quote).toHaveText(first ?? '');
  await page.clock.runFor(1_500);
  await expect(quote).not.toHaveText(first ?? '');

  await page.getByRole('link', { name: 'Let’s Talk' }).click();
  await expect(page).toHaveURL('/contact-us');
  await page.goBack();
  await page.getByRole('main').getByRole('link', { name: 'Contact Us' }).first().click();
  await expect(page).toHaveURL('/contact-us');
});
