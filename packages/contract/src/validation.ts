import { z } from 'zod';

/** Validation messages of SPEC section 5, shared by the forms and the API. */
export const messages = {
  required: 'This field is required',
  invalidEmail: 'Invalid email address',
  password:
    'Minimum eight characters, at least one letter, one number and one symbol (e.g., @, #, $)',
  passwordsDiffer: 'Passwords did not match',
  feedbackTooShort: 'Please enter at least 10 characters',
  invalidPdf: 'Please select a valid PDF',
} as const;

/** Letters, digits and ._%+- before the @, then a domain with a suffix of 2+ letters. */
export const emailPattern = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}$/;

/**
 * SPEC section 5: at least 8 characters with an uppercase letter, a digit and a symbol (any
 * character that is neither a letter, a digit nor white space).
 */
export const passwordPattern = /^(?=.*[A-Z])(?=.*\d)(?=.*[^A-Za-z\d\s]).{8,}$/;

/** Caps keep hostile input out of the database and the mail; they sit far above real use. */
export const limits = {
  nameMax: 100,
  emailMax: 254,
  feedbackMin: 10,
  feedbackMax: 5000,
  passwordMin: 8,
  /** better-auth's own ceiling; longer input is refused before it is hashed. */
  passwordMax: 128,
  codeLength: 6,
} as const;

const tooLong = (max: number) => `Please keep this under ${max} characters`;

export function requiredText(max: number) {
  return z.string(messages.required).trim().min(1, messages.required).max(max, tooLong(max));
}

export const emailField = requiredText(limits.emailMax).regex(emailPattern, messages.invalidEmail);

/** A new password: SPEC section 5's rule, with its message for every way it can fail. */
export const passwordField = z
  .string(messages.required)
  .min(1, messages.required)
  .max(limits.passwordMax, tooLong(limits.passwordMax))
  .regex(passwordPattern, messages.password);
