import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import { readOutbox, uniqueEmail } from './support/outbox';

const password = 'Str0ng!Pass';

/** better-auth checks the Origin of cookie-carrying POSTs against the site's own. */
function originHeader(): Record<string, string> {
  const baseURL = test.info().project.use.baseURL ?? 'http://127.0.0.1:4173';
  return { origin: new URL(baseURL).origin };
}

async function latestCode(request: APIRequestContext, email: string): Promise<string> {
  const mails = await readOutbox(request, email);
  const code = mails.at(-1)?.text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code mailed to ${email}`);
  return code;
}

/**
 * A verified, signed-in user made through the API. `page.request` shares the browser
 * context's cookies, so the session cookie set by verification signs the page in too.
 */
async function signUpVerified(page: Page) {
  const user = { firstName: 'Ada', lastName: 'Lovelace', email: uniqueEmail('account') };
  const headers = originHeader();
  const signUp = await page.request.post('/api/auth/sign-up/email', {
    headers,
    data: { ...user, password, acceptTerms: true },
  });
  expect(signUp.ok(), await signUp.text()).toBe(true);
  const otp = await latestCode(page.request, user.email);
  const verify = await page.request.post('/api/auth/email-otp/verify-email', {
    headers,
    data: { email: user.email, otp },
  });
  expect(verify.ok(), await verify.text()).toBe(true);
  return user;
}

/**
 * Clicks an option of the open list until the list closes: a click that lands while Radix
 * still positions a long list (it may open upwards and scroll) can be swallowed.
 */
async function chooseOption(page: Page, option: string) {
  const listbox = page.getByRole('listbox');
  await expect(async () => {
    if (await listbox.isVisible()) {
      await page.getByRole('option', { name: option, exact: true }).click({ timeout: 2000 });
    }
    // While a list is open Radix hides the rest of the page from assistive technology.
    await expect(listbox).toBeHidden({ timeout: 1000 });
  }).toPass({ timeout: 10_000 });
}

async function pickOption(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await chooseOption(page, option);
}

test('visitors are sent to /login', async ({ page }) => {
  for (const path of ['/profile', '/account']) {
    await page.goto(path);
    await expect(page).toHaveURL('/login');
  }
});

test('edits the profile, and the changes persist', async ({ page }) => {
  // A long journey (sign-up, axe-core, three selects, save, reload) on a busy 2-core runner.
  test.slow();
  const user = await signUpVerified(page);
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
  await expect(page.getByLabel('First name')).toHaveValue(user.firstName);
  await expect(page.getByLabel('Last name')).toHaveValue(user.lastName);
  await expect(page.getByRole('combobox', { name: 'Job Title' })).toHaveText(
    'Select your job title',
  );
  await expectAccessible(page);

  await page.getByLabel('First name').fill('');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('This field is required')).toBeVisible();
  await expect(page.getByLabel('First name')).toHaveAttribute('aria-invalid', 'true');

  await page.getByLabel('First name').fill('Augusta');
  // Job titles come in groups (SPEC section 3).
  await page.getByRole('combobox', { name: 'Job Title' }).click();
  for (const group of ['Marketing', 'Finance', 'Software', 'Sales']) {
    await expect(page.getByRole('group', { name: group })).toBeVisible();
  }
  await chooseOption(page, 'Software Engineer');
  await pickOption(page, 'Industry', 'Information Technology');
  // The company size by keyboard alone.
  await page.getByRole('combobox', { name: 'Company size' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('option', { name: 'Self-employed' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('option', { name: '1-10 employees' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('listbox')).toBeHidden();
  await expect(page.getByRole('combobox', { name: 'Company size' })).toBeFocused();
  await expect(page.getByRole('combobox', { name: 'Company size' })).toHaveText('1-10 employees');

  const saved = page.waitForRequest(
    (r) => r.url().endsWith('/api/update-user') && r.method() === 'PUT',
  );
  await page.getByRole('button', { name: 'Save' }).click();
  // Only what changed is sent; the unchanged last name is not.
  expect((await saved).postDataJSON()).toEqual({
    firstName: 'Augusta',
    jobTitle: 'Software Engineer',
    industry: 'Information Technology',
    companySize: '1-10 employees',
  });
  await expect(page.getByText('Profile updated successfully')).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('First name')).toHaveValue('Augusta');
  await expect(page.getByRole('combobox', { name: 'Job Title' })).toHaveText('Software Engineer');
  await expect(page.getByRole('combobox', { name: 'Industry' })).toHaveText(
    'Information Technology',
  );
  await expect(page.getByRole('combobox', { name: 'Company size' })).toHaveText('1-10 employees');
});

test('shows credits and email, and changes the password', async ({ page, playwright }) => {
  const user = await signUpVerified(page);
  await page.goto('/account');
  await expect(page.getByRole('heading', { level: 1, name: 'Account' })).toBeVisible();
  await expect(page.getByTestId('remaining-credits')).toHaveText('1');
  await expect(page.getByLabel('Email')).toHaveValue(user.email);
  await expect(page.getByLabel('Email')).toHaveJSProperty('readOnly', true);
  await expectAccessible(page);

  const submit = page.getByRole('button', { name: 'Change Password' });
  // SPEC section 5: the new password is checked on blur.
  await page.getByLabel('New password', { exact: true }).fill('weakpass');
  await page.getByLabel('New password', { exact: true }).blur();
  await expect(
    page.getByText(
      'Minimum eight characters, at least one letter, one number and one symbol (e.g., @, #, $)',
    ),
  ).toBeVisible();

  const newPassword = 'N3w!Password';
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Retype new password').fill('N3w!Passwor');
  await page.getByLabel('Retype new password').blur();
  await expect(page.getByText('Passwords did not match')).toBeVisible();
  await expect(submit).toBeDisabled();
  await page.getByLabel('Retype new password').fill(newPassword);
  await expect(page.getByText('Passwords did not match')).toBeHidden();

  await page.getByLabel('Old password').fill('Wr0ng!Pass');
  await submit.click();
  await expect(page.getByText('The current password is incorrect.')).toBeVisible();
  await expect(page.getByLabel('Old password')).toBeFocused();

  await page.getByLabel('Old password').fill(password);
  await submit.click();
  await expect(page.getByText('Password successfully changed')).toBeVisible();
  await expect(page.getByLabel('Old password')).toHaveValue('');

  // A fresh client (no cookies) signs in with the new password, not the old one.
  const api = await playwright.request.newContext({
    baseURL: test.info().project.use.baseURL,
    extraHTTPHeaders: originHeader(),
  });
  const old = await api.post('/api/auth/sign-in/email', {
    data: { email: user.email, password },
  });
  expect(old.status()).toBe(401);
  const fresh = await api.post('/api/auth/sign-in/email', {
    data: { email: user.email, password: newPassword },
  });
  expect(fresh.ok(), await fresh.text()).toBe(true);
  await api.dispose();

  await page.getByRole('link', { name: 'Buy Credits' }).click();
  await expect(page).toHaveURL('/pricing');
});

test('a new account is on the free plan with no purchases', async ({ page }) => {
  await signUpVerified(page);
  await page.goto('/account');
  await expect(page.getByRole('heading', { level: 2, name: 'Purchases' })).toBeVisible();
  await expect(page.getByText('No purchases yet.')).toBeVisible();
  await expect(page.getByText('Your plan: Free.')).toBeVisible();
  // Unsubscribe shows only for a paid plan (SPEC section 2); e2e/checkout.spec.ts buys one.
  await expect(page.getByRole('button', { name: 'Unsubscribe' })).toHaveCount(0);
});

test('deletes the account after confirmation', async ({ page }) => {
  await signUpVerified(page);
  await page.goto('/account');
  await page.getByRole('button', { name: 'Delete Account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(dialog).toContainText(
    'This deletes your account, resumes and reports. Credits are not refunded.',
  );
  await expectAccessible(page);
  // Cancel keeps everything.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Delete Account' })).toBeFocused();

  await page.getByRole('button', { name: 'Delete Account' }).click();
  await dialog.getByRole('button', { name: 'Delete Account' }).click();
  await expect(page.getByText('Your account has been successfully deleted')).toBeVisible();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
  expect((await page.request.get('/api/get-user')).status()).toBe(401);
});

test('logs out from the side menu after confirmation', async ({ page }) => {
  await signUpVerified(page);
  await page.goto('/profile');
  const menu = page.getByRole('navigation', { name: 'Account menu' });
  await menu.getByRole('link', { name: 'Account' }).click();
  await expect(page).toHaveURL('/account');
  await expect(menu.getByRole('link', { name: 'Account' })).toHaveAttribute('aria-current', 'page');
  await menu.getByRole('button', { name: 'Log out' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log out' });
  await dialog.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL('/login');
  expect((await page.request.get('/api/get-user')).status()).toBe(401);
  await page.goto('/account');
  await expect(page).toHaveURL('/login');
});

test('mobile shows only the Profile and Account tabs', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signUpVerified(page);
  await page.goto('/profile');
  const tabs = page.getByRole('navigation', { name: 'Account tabs' });
  await expect(tabs.getByRole('link')).toHaveText(['Profile', 'Account']);
  await expect(page.getByRole('navigation', { name: 'Account menu' })).toBeHidden();
  await expectAccessible(page);
  await tabs.getByRole('link', { name: 'Account' }).click();
  await expect(page).toHaveURL('/account');
  await expect(page.getByRole('heading', { level: 1, name: 'Account' })).toBeVisible();
  await expectAccessible(page);
});
