import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import { latestCode, newVerifiedUser, strongPassword } from './support/accounts';
import { readOutbox, uniqueEmail } from './support/outbox';

const passwordRule =
  'Minimum eight characters, at least one letter, one number and one symbol (e.g., @, #, $)';

test('a visitor signs up, confirms the e-mailed code and lands on the dashboard', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('signup');
  await page.goto('/');
  await page.getByRole('banner').getByRole('link', { name: 'Create Account' }).click();
  await expect(page).toHaveURL('/signup');
  await expectAccessible(page);

  await page.getByLabel('First name').fill('Grace');
  await page.getByLabel('Last name').fill('Hopper');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('weak');
  await page.getByLabel('Retype password', { exact: true }).focus();
  await expect(page.getByText(passwordRule)).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill(strongPassword);
  await page.getByLabel('Retype password', { exact: true }).fill(strongPassword);
  await page.getByLabel('Retype password', { exact: true }).blur();
  await expect(page.getByText(passwordRule)).toBeHidden();
  const submit = page.getByRole('button', { name: 'Create Account' });
  await expect(submit).toBeDisabled();
  await page.getByLabel(/I agree to the/).check();
  await expect(submit).toBeEnabled();
  await submit.click();

  await expect(page.getByRole('heading', { name: 'Please verify your email' })).toBeVisible();
  await expect(page.getByText('We have sent a verification code on your email')).toBeVisible();
  // The resend button waits out its 30 s countdown.
  await expect(page.getByRole('button', { name: 'Resend Code' })).toBeDisabled();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Please verify your email' })).toBeVisible();

  await page.getByLabel('Confirmation code').fill('000000');
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('alert').filter({ hasText: /code/i })).toBeVisible();

  await page.getByLabel('Confirmation code').fill(await latestCode(request, email));
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByText('You have successfully signed up!')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Hi Grace' })).toBeVisible();
  await expect(page.getByTestId('available-credits')).toHaveText('1');
  await expect(page.getByText('Running out of Credits')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Account menu for Grace' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Main' }).first().getByRole('link', { name: 'Dashboard' }),
  ).toBeVisible();
});

test("says 'Passwords did not match' under the retype field, and why Create Account waits", async ({
  page,
}) => {
  await page.goto('/signup');
  const password = page.getByLabel('Password', { exact: true });
  const retype = page.getByLabel('Retype password', { exact: true });
  const submit = page.getByRole('button', { name: 'Create Account' });
  const mismatch = page.getByText('Passwords did not match', { exact: true });

  // Before the terms are accepted, the button says that is what it waits for.
  await expect(submit).toBeDisabled();
  await expect(submit).toHaveAccessibleDescription(
    'Please accept the Terms of Use and Privacy Policy to create an account.',
  );
  await password.fill(strongPassword);
  await retype.fill(`${strongPassword}x`);
  // Not while the retype field is still being typed in for the first time...
  await expect(mismatch).toBeHidden();
  await retype.blur();
  // ...but as soon as it is left: under the field, announced, and described by it.
  const message = page.getByRole('alert').filter({ hasText: 'Passwords did not match' });
  await expect(message).toBeVisible();
  await expect(retype).toHaveAccessibleDescription('Passwords did not match');
  await expect(retype).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel(/I agree to the/).check();
  await expect(submit).toBeDisabled();
  await expect(submit).toHaveAccessibleDescription('Passwords did not match');

  // From then on it follows the typing, both ways.
  await retype.fill(strongPassword);
  await expect(mismatch).toBeHidden();
  await expect(submit).toBeEnabled();
  await password.fill(`${strongPassword}!`);
  await expect(message).toBeVisible();
  await expect(submit).toBeDisabled();
  await expectAccessible(page);
});

test('sign-up refuses an e-mail that already has an account', async ({ page, baseURL }) => {
  const user = await newVerifiedUser(page.context().request, baseURL ?? '');
  await page.context().clearCookies();
  await page.goto('/signup');
  await page.getByLabel('First name').fill('Again');
  await page.getByLabel('Last name').fill('User');
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(strongPassword);
  await page.getByLabel('Retype password', { exact: true }).fill(strongPassword);
  await page.getByLabel(/I agree to the/).check();
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('An account with this email already exists.').first()).toBeVisible();
});

test('login explains unknown e-mails and wrong passwords, then signs in', async ({
  page,
  baseURL,
}) => {
  const user = await newVerifiedUser(page.context().request, baseURL ?? '', 'Linus');
  await page.context().clearCookies();
  await page.goto('/login');
  await expectAccessible(page);
  await page.getByLabel('Email').fill(uniqueEmail('nobody'));
  await page.getByLabel('Password', { exact: true }).fill(strongPassword);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(
    page.getByText('No account found with this email. You may need to create an account'),
  ).toBeVisible();

  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill('Wr0ng!Pass');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Incorrect email or password.')).toBeVisible();

  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByText('You are successfully logged in')).toBeVisible();

  // Guest-only pages send a signed-in user home.
  await page.goto('/login');
  await expect(page).toHaveURL('/');
});

test('an unconfirmed account is sent to the verify step with a new code', async ({
  page,
  request,
  baseURL,
}) => {
  const email = uniqueEmail('unconfirmed');
  await request.post('/api/auth/sign-up/email', {
    headers: { origin: baseURL ?? '' },
    data: {
      firstName: 'Una',
      lastName: 'Confirmed',
      email,
      password: strongPassword,
      acceptTerms: true,
    },
  });
  await expect.poll(async () => (await readOutbox(request, email)).length).toBe(1);
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(strongPassword);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL('/signup');
  await expect(page.getByRole('heading', { name: 'Please verify your email' })).toBeVisible();
  await expect.poll(async () => (await readOutbox(request, email)).length).toBe(2);
  await page.getByLabel('Confirmation code').fill(await latestCode(request, email));
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL('/dashboard');
});

test('log out asks first, ends the session and protects the dashboard', async ({
  page,
  baseURL,
}) => {
  await newVerifiedUser(page.context().request, baseURL ?? '', 'Margaret');
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Account menu for Margaret' }).click();
  await expect(page.getByRole('menuitem')).toHaveText(['Profile', 'Account', 'Log out']);
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log out' });
  await expect(dialog).toContainText('Are you sure you want to log out?');
  await dialog.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL('/login');
  expect((await page.request.get('/api/get-user')).status()).toBe(401);
  await page.goto('/dashboard');
  await expect(page).toHaveURL('/login');
});

test('forgot password: e-mail, code and new password, then log in with it', async ({
  page,
  baseURL,
}) => {
  const user = await newVerifiedUser(page.context().request, baseURL ?? '', 'Ken');
  await page.context().clearCookies();
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot Password?' }).click();
  await expect(page).toHaveURL('/forgotPassword');
  await page.getByLabel('Email').fill(user.email);
  await page.getByRole('button', { name: 'Send Code' }).click();
  await expect(page.getByText('We have sent a code. Check your email')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Reset password' })).toBeVisible();

  const newPassword = 'N3w!Password';
  await page.getByLabel('Confirmation code').fill(await latestCode(page.request, user.email));
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  const retype = page.getByLabel('Retype new password', { exact: true });
  const mismatch = page.getByText('Passwords did not match', { exact: true });
  await retype.fill('N3w!Passwork');
  await retype.blur();
  await expect(mismatch).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reset Password' })).toBeDisabled();
  // The message follows the typing: gone before the click, so the button does not move
  // away from under the pointer when the field loses focus.
  await retype.fill(newPassword);
  await expect(mismatch).toBeHidden();
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByRole('heading', { name: 'New Password created!' })).toBeVisible();
  await page.getByRole('link', { name: 'Login' }).last().click();
  await expect(page).toHaveURL('/login');
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL('/dashboard');
});

test.describe('signed-in mobile menu', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('has a profile block that expands to Profile, Account and Log out', async ({
    page,
    baseURL,
  }) => {
    await newVerifiedUser(page.context().request, baseURL ?? '', 'Barbara');
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.getByRole('button', { name: /Barbara/ }).click();
    await expect(menu.getByRole('link', { name: 'Profile' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Account' })).toBeVisible();
    await menu.getByRole('button', { name: 'Log out' }).click();
    await page
      .getByRole('dialog', { name: 'Log out' })
      .getByRole('button', { name: 'Log out' })
      .click();
    await expect(page).toHaveURL('/login');
  });
});
