import { expect, type APIRequestContext } from '@playwright/test';
import { readOutbox, uniqueEmail } from './outbox';

export const strongPassword = 'Str0ng!Pass';

/** The newest 6-digit code mailed to `email`. */
export async function latestCode(request: APIRequestContext, email: string): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const mails = await readOutbox(request, email);
      code = /\b(\d{6})\b/.exec(mails.at(-1)?.text ?? '')?.[1] ?? '';
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code;
}

/**
 * A verified account made through the API. With `page.request` the session cookie lands
 * in the page's browser context, so the page is signed in too.
 */
export async function newVerifiedUser(
  request: APIRequestContext,
  baseURL: string,
  firstName = 'Ada',
): Promise<{ email: string; password: string; firstName: string }> {
  const email = uniqueEmail(firstName.toLowerCase());
  const headers = { origin: baseURL };
  const signUp = await request.post('/api/auth/sign-up/email', {
    headers,
    data: { firstName, lastName: 'Lovelace', email, password: strongPassword, acceptTerms: true },
  });
  expect(signUp.ok()).toBe(true);
  const otp = await latestCode(request, email);
  const verify = await request.post('/api/auth/email-otp/verify-email', {
    headers,
    data: { email, otp },
  });
  expect(verify.ok()).toBe(true);
  return { email, password: strongPassword, firstName };
}

/** Buys a plan through the API alone: subscribe, then the test provider's Pay. */
export async function buyCredits(request: APIRequestContext, numberOfCredits: number) {
  const subscribed = await request.post('/api/subscribe', { data: { numberOfCredits } });
  expect(subscribed.ok(), await subscribed.text()).toBe(true);
  const { url } = (await subscribed.json()) as { url: string };
  const id = new URL(url).pathname.split('/').at(-1);
  const paid = await request.post(`/api/checkout/test/${id}/pay`);
  expect(paid.ok(), await paid.text()).toBe(true);
}
