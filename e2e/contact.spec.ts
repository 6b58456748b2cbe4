import { expect, type Page, test } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import { newVerifiedUser } from './support/accounts';
import { readOutbox, uniqueEmail } from './support/outbox';

// The e2e server trusts X-Forwarded-For; a fresh address per test gives each its own limit.
test.beforeEach(async ({ page }) => {
  const ip = `203.0.113.${Math.floor(Math.random() * 250) + 1}`;
  const id = Math.random().toString(16).slice(2, 6);
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': `2001:db8::${id}, ${ip}` });
});

async function fill(
  page: Page,
  values: { first?: string; last?: string; email?: string; feedback?: string },
) {
  await page.getByLabel('First name').fill(values.first ?? '');
  await page.getByLabel('Last name').fill(values.last ?? '');
  await page.getByLabel('Email').fill(values.email ?? '');
  await page.getByLabel('Feedback').fill(values.feedback ?? '');
}

test('opens at the top of the page', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.getByRole('contentinfo').getByRole('link', { name: 'Contact Us' }).click();
  await expect(page).toHaveURL('/contact-us');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('shows the validation messages of the specification', async ({ page }) => {
  await page.goto('/contact-us');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('This field is required')).toHaveCount(4);
  await expectAccessible(page);

  await fill(page, { first: 'Ada', last: 'Lovelace', email: 'ada@example', feedback: 'Too short' });
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Invalid email address')).toBeVisible();
  await expect(page.getByText('Please enter at least 10 characters')).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
});

test('sends the message, shows the banner for 6 seconds and mails team and sender', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('contact');
  await page.goto('/contact-us');
  await fill(page, {
    first: 'Ada',
    last: 'Lovelace',
    email,
    feedback: 'I would like to know more about hiring.',
  });
  await page.getByRole('button', { name: 'Send Message' }).click();

  const banner = page.getByRole('status').filter({ hasText: 'Your Message has been received.' });
  await expect(banner).toBeVisible();
  await expect(page.getByLabel('Feedback')).toHaveValue('');
  await page.waitForTimeout(4_500);
  await expect(banner).toBeVisible();
  await expect(banner).toBeHidden({ timeout: 3_000 });

  const mails = await readOutbox(request, email);
  expect(mails).toHaveLength(1);
  expect(mails[0]?.subject).toBe('We received your message');
  // A fixed acknowledgement: nothing typed into the form is mailed back to its address.
  expect(mails[0]?.text).toMatch(/^Hello,\n\nThank you for contacting ResumeGrader/);
  expect(mails[0]?.text).not.toContain('I would like to know more about hiring.');

  const team = await readOutbox(request, 'team@resumegrader.com');
  expect(
    team.some((m) => m.text.includes(email) && m.subject === 'Contact form: Ada Lovelace'),
  ).toBe(true);
});

test('shows the error banner when the server refuses the message', async ({ page, request }) => {
  const email = uniqueEmail('limited');
  await page.goto('/contact-us');
  // The e2e server allows 3 messages per address per hour; the fourth is refused.
  for (let i = 1; i <= 4; i++) {
    await fill(page, {
      first: 'Rate',
      last: 'Limited',
      email,
      feedback: `Message number ${i} for the team.`,
    });
    await page.getByRole('button', { name: 'Send Message' }).click();
    // Wait for this message's own answer: the banner of the previous one may still show.
    if (i < 4) await expect.poll(async () => (await readOutbox(request, email)).length).toBe(i);
    if (i < 4) await expect(page.getByLabel('Feedback')).toHaveValue('');
  }
  const alert = page.getByRole('alert').filter({ hasText: 'There was an error.' });
  await expect(alert).toBeVisible();
  await expect(alert).toContainText('Too many requests');
  expect(await readOutbox(request, email)).toHaveLength(3);
});

test('keyboard users can fill in and send the form', async ({ page, request }) => {
  const email = uniqueEmail('keyboard');
  await page.goto('/contact-us');
  await page.getByLabel('First name').focus();
  await page.keyboard.type('Grace');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Hopper');
  await page.keyboard.press('Tab');
  await page.keyboard.type(email);
  await page.keyboard.press('Tab');
  await page.keyboard.type('Typed entirely with the keyboard.');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Send Message' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Your Message has been received.')).toBeVisible();
  await expect.poll(async () => (await readOutbox(request, email)).length).toBe(1);
});

test("fills in a signed-in user's name and address", async ({ page, baseURL }) => {
  const { email } = await newVerifiedUser(page.request, baseURL ?? '', 'Grace');
  await page.goto('/contact-us');
  await expect(page.getByLabel('First name')).toHaveValue('Grace');
  await expect(page.getByLabel('Last name')).toHaveValue('Lovelace');
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await expect(page.getByLabel('Feedback')).toHaveValue('');
});
