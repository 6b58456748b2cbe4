import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { buyCredits, newVerifiedUser } from './support/accounts';
import { expectAccessible } from './support/a11y';
import { gradeResume, uploadResume } from './support/resumes';

// packages/contract/src/billing.ts: billingMessages.
const purchased = 'Payment received. Your credits have been added.';
const cancelled = 'Payment cancelled. No charge was made.';
const checkoutPath = /\/checkout\/test\/[0-9a-f-]{36}$/;

const appOrigin = () => test.info().project.use.baseURL ?? 'http://127.0.0.1:4173';
const toast = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });
const getStarted = (scope: Page | Locator, plan: string) =>
  scope.getByRole('button', { name: `Get Started with the ${plan} plan` });

async function credits(request: APIRequestContext): Promise<number> {
  const response = await request.get('/api/get-user');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { credits: number }).credits;
}

test("a visitor's Get Started goes to /login with the toast, and back to /pricing after", async ({
  page,
  request,
}) => {
  // An account made elsewhere (its own cookies), so this browser is still a visitor.
  const { email, password } = await newVerifiedUser(request, appOrigin());
  await page.goto('/pricing');
  await getStarted(page, 'Premium').click();
  await expect(page).toHaveURL('/login');
  await expect(toast(page, 'Please log in to subscribe to a plan.')).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL('/pricing');
});

test('buys the Standard plan through the test checkout, exactly once', async ({ page }) => {
  // Sign-up, two page loads with axe-core, a reload and Back on a busy runner.
  test.slow();
  await newVerifiedUser(page.request, appOrigin());
  await page.goto('/pricing');
  await getStarted(page, 'Standard').click();

  await expect(page).toHaveURL(checkoutPath);
  const checkoutUrl = page.url();
  await expect(page.getByRole('heading', { level: 1, name: 'Test checkout' })).toBeVisible();
  const summary = page.getByRole('main');
  await expect(summary).toContainText('Standard');
  await expect(summary).toContainText(/Credits\s*10(?!\d)/);
  await expect(summary).toContainText(/Total\s*\$14\.99/);
  await expect(summary).toContainText('no real card is charged');
  await expect(page.getByRole('button', { name: 'Cancel' })).toBeVisible();
  await expectAccessible(page);

  const pay = page.getByRole('button', { name: 'Pay', exact: true });
  // A double click pays once: the button is disabled as soon as the first click lands.
  await pay.dblclick();
  await expect(page).toHaveURL('/account');
  await expect(toast(page, purchased)).toBeVisible();
  await expect(page.getByTestId('remaining-credits')).toHaveText('11');
  const purchases = page.getByRole('table', { name: 'Purchases' });
  const rows = purchases.getByRole('rowgroup').nth(1).getByRole('row');
  await expect(rows).toHaveCount(1);
  await expect(rows.first().getByRole('cell')).toHaveText([
    /^(Date)?[A-Z][a-z]{2} \d{1,2}, \d{4}$/,
    /Standard$/,
    /10$/,
    /\$14\.99$/,
  ]);
  await expect(page.getByText('Your plan: Standard.')).toBeVisible();
  await expectAccessible(page);

  // The query parameter is gone: a reload neither toasts again nor changes the credits.
  await page.reload();
  await expect(page.getByTestId('remaining-credits')).toHaveText('11');
  await expect(rows).toHaveCount(1);
  await expect(toast(page, purchased)).toHaveCount(0);

  // The paid page was replaced in the history: Back does not return to it.
  await page.goBack();
  await expect(page).toHaveURL('/pricing');
  // Opened again, it shows that it is paid, and paying it again grants nothing.
  await page.goto(checkoutUrl);
  await expect(page.getByText('This checkout is already paid.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pay', exact: true })).toHaveCount(0);
  const again = await page.request.post(`/api/checkout/test/${checkoutUrl.split('/').at(-1)}/pay`);
  expect(again.ok()).toBe(true);
  expect(await credits(page.request)).toBe(11);
  await page.getByRole('link', { name: 'Go to your account' }).click();
  await expect(page.getByTestId('remaining-credits')).toHaveText('11');
});

test('the checkout url works in a browser without the session, crediting its owner', async ({
  page,
  browser,
}) => {
  await newVerifiedUser(page.request, appOrigin());
  const subscribed = await page.request.post('/api/subscribe', { data: { numberOfCredits: 5 } });
  const { url } = (await subscribed.json()) as { url: string };
  const elsewhere = await browser.newContext({ baseURL: appOrigin() });
  try {
    const other = await elsewhere.newPage();
    await other.goto(url);
    await expect(other.getByRole('heading', { level: 1, name: 'Test checkout' })).toBeVisible();
    await other.getByRole('button', { name: 'Pay' }).click();
    // Back on our site without a session, /account asks to log in.
    await expect(other).toHaveURL(/\/login$/);
  } finally {
    await elsewhere.close();
  }
  expect(await credits(page.request)).toBe(6);
});

test('cancelling the checkout returns to /pricing and charges nothing', async ({ page }) => {
  await newVerifiedUser(page.request, appOrigin());
  await page.goto('/pricing');
  await getStarted(page, 'Basic').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Test checkout' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('$9.99');

  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL('/pricing');
  await expect(toast(page, cancelled)).toBeVisible();
  expect(await credits(page.request)).toBe(1);

  await page.goto('/account');
  await expect(page.getByTestId('remaining-credits')).toHaveText('1');
  await expect(page.getByText('No purchases yet.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Unsubscribe' })).toHaveCount(0);
});

test('unsubscribes after a purchase, keeping the credits', async ({ page }) => {
  await newVerifiedUser(page.request, appOrigin());
  await buyCredits(page.request, 20);
  await page.goto('/account');
  await expect(page.getByTestId('remaining-credits')).toHaveText('21');
  await expect(
    page.getByText(
      'Your plan: Premium. Unsubscribing returns your account to the free plan; credits you bought stay yours.',
    ),
  ).toBeVisible();

  const unsubscribe = page.getByRole('button', { name: 'Unsubscribe' });
  await unsubscribe.click();
  const dialog = page.getByRole('dialog', { name: 'Unsubscribe from Premium?' });
  await expect(dialog).toBeVisible();
  await expectAccessible(page);
  // Keeping the plan changes nothing and gives focus back.
  await dialog.getByRole('button', { name: 'Keep my plan' }).click();
  await expect(dialog).toBeHidden();
  await expect(unsubscribe).toBeFocused();

  await unsubscribe.click();
  await dialog.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(toast(page, 'Successfully unsubscribed!')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Unsubscribe' })).toHaveCount(0);
  await expect(page.getByText('Your plan: Free.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Plan', exact: true })).toBeFocused();
  await expect(page.getByTestId('remaining-credits')).toHaveText('21');
  // The purchase stays listed.
  await expect(page.getByRole('table', { name: 'Purchases' })).toContainText('Premium');
});

test('the purchase list stacks on mobile', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await newVerifiedUser(page.request, appOrigin());
  await buyCredits(page.request, 5);
  await buyCredits(page.request, 10);
  await page.goto('/account');
  const rows = page.getByRole('table', { name: 'Purchases' }).getByRole('rowgroup').nth(1);
  // Newest first.
  await expect(rows.getByRole('row')).toHaveCount(2);
  await expect(rows.getByRole('row').first()).toContainText('Standard');
  await expect(rows.getByRole('row').last()).toContainText('Basic');
  // Each cell is on its own line, its column named before the value.
  const firstRow = rows.getByRole('row').first();
  await expect(firstRow.getByRole('cell').nth(1)).toHaveText('PlanStandard');
  const [date, plan] = await Promise.all([
    firstRow.getByRole('cell').nth(0).boundingBox(),
    firstRow.getByRole('cell').nth(1).boundingBox(),
  ]);
  expect(plan?.y).toBeGreaterThan((date?.y ?? 0) + 1);
  await expectAccessible(page);
});

test("the results page's 'Subscription plans' modal buys through checkout", async ({ page }) => {
  // Grading a real PDF takes a few seconds.
  test.slow();
  await newVerifiedUser(page.request, appOrigin());
  const resumeId = await uploadResume(page.request, '01-jakes-resume.pdf', 'jakes.pdf');
  await gradeResume(page.request, resumeId);
  await page.goto(`/results?id=${resumeId}`);

  const open = page.getByRole('button', { name: 'Buy Credits' });
  await open.click();
  const dialog = page.getByRole('dialog', { name: 'Subscription plans' });
  await expect(dialog.getByRole('article')).toHaveCount(3);
  await expect(dialog.getByRole('article').nth(1)).toContainText('Most Popular');
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(open).toBeFocused();

  await open.click();
  await getStarted(dialog, 'Premium').click();
  await expect(page).toHaveURL(checkoutPath);
  await expect(page.getByRole('heading', { level: 1, name: 'Test checkout' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('Premium');
  await expect(page.getByRole('main')).toContainText('$19.99');
});
