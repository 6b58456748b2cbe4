import { z } from 'zod';
import { emailField, limits, messages, passwordField, requiredText } from './validation.ts';

/**
 * Messages of the account endpoints under /api/auth (SPEC section 8 where it has them).
 * The server sends them as `error.message`; the web app shows them as they are.
 */
export const authMessages = {
  userNotFound: 'No account found with this email. You may need to create an account',
  invalidCredentials: 'Incorrect email or password.',
  userNotConfirmed: 'User not confirmed. Please check your email.',
  usernameExists: 'An account with this email already exists.',
  termsRequired: 'Please accept the Terms of Use and Privacy Policy to create an account.',
  codeMismatch: 'Invalid verification code provided, please try again.',
  expiredCode: 'This code has expired. Please request a new code.',
  tooManyFailedAttempts: 'Too many wrong codes. Please request a new code.',
  unauthorized: 'You need to be signed in to do that.',
  alreadySignedIn: 'There is already a signed in user',
} as const;

/**
 * `POST /api/auth/sign-up/email`. The server keeps better-auth's path and answer, and
 * checks this schema first. Retyping the password is the form's business (see
 * `signUpFormSchema`); credits and subscription are never taken from the client.
 */
export const signUpSchema = z.object({
  firstName: requiredText(limits.nameMax),
  lastName: requiredText(limits.nameMax),
  email: emailField,
  password: passwordField,
  acceptTerms: z.literal(true, authMessages.termsRequired),
  /** 'Considered for job opportunities with clients'. */
  opportunitiesOptIn: z.boolean().default(false),
});
export type SignUp = z.infer<typeof signUpSchema>;

/** The sign-up form: the API's fields plus the retyped password. */
export const signUpFormSchema = signUpSchema
  .extend({ retypePassword: z.string(messages.required).min(1, messages.required) })
  .refine((v) => v.password === v.retypePassword, {
    path: ['retypePassword'],
    message: messages.passwordsDiffer,
  });

/** `POST /api/auth/sign-in/email`: presence only; the password rule is for new passwords. */
export const signInSchema = z.object({
  email: emailField,
  password: z.string(messages.required).min(1, messages.required).max(limits.passwordMax),
});
export type SignIn = z.infer<typeof signInSchema>;

/** A 6-digit code from the mail (sign-up verification, password reset). */
export const codeField = z
  .string(messages.required)
  .trim()
  .regex(/^\d{6}$/, 'Please enter the 6-digit code from the email');
