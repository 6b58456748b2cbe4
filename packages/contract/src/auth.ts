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

/** The code mails of `POST /api/auth/email-otp/send-verification-otp`. */
export const codeMailTypes = ['email-verification', 'forget-password'] as const;
export const sendCodeSchema = z.object({
  email: emailField,
  type: z.enum(codeMailTypes, "must be 'email-verification' or 'forget-password'"),
});
export type SendCode = z.infer<typeof sendCodeSchema>;

/** A mailed code as sent: whether it is right (and counts as an attempt) is for the server. */
const mailedCode = z.string(messages.required).min(1, messages.required).max(64);

/** `POST /api/auth/email-otp/verify-email`. */
export const verifyEmailSchema = z.object({ email: emailField, otp: mailedCode });

/** `POST /api/auth/email-otp/reset-password`: a new password follows SPEC section 5. */
export const resetPasswordSchema = z.object({
  email: emailField,
  otp: mailedCode,
  password: passwordField,
});

/** `POST /api/auth/change-password`: other sessions always end, whatever is asked. */
export const changePasswordSchema = z.object({
  currentPassword: z.string(messages.required).min(1, messages.required).max(limits.passwordMax),
  newPassword: passwordField,
  revokeOtherSessions: z.boolean().optional(),
});
export type ChangePassword = z.infer<typeof changePasswordSchema>;

/** The account as the /api/auth answers show it (better-auth's user, with our fields). */
export const authUserSchema = z.looseObject({
  id: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  firstName: z.string(),
  lastName: z.string(),
});

/** Sign-up (the code is mailed; no session yet) and change of password. */
export const authUserAnswerSchema = z.looseObject({
  token: z.string().nullable(),
  user: authUserSchema,
});

/** Sign-in and a verified email (which signs in): the session is in the cookie. */
export const signedInAnswerSchema = z.looseObject({
  token: z.string(),
  user: authUserSchema,
});

/** Sign-out, a code mailed, a password reset. */
export const authDoneSchema = z.looseObject({ success: z.boolean() });
export const verifiedEmailSchema = z.looseObject({
  status: z.boolean(),
  token: z.string().nullable(),
  user: authUserSchema,
});

/** `GET /api/auth/get-session`: the session and its user, or null when signed out. */
export const sessionAnswerSchema = z
  .looseObject({
    session: z.looseObject({ id: z.string(), expiresAt: z.string() }),
    user: authUserSchema,
  })
  .nullable();
