import { z } from 'zod';
import { emailField, limits, messages, requiredText } from './validation.ts';

export const contactUsSchema = z.object({
  firstName: requiredText(limits.nameMax),
  lastName: requiredText(limits.nameMax),
  email: emailField,
  feedback: requiredText(limits.feedbackMax).min(limits.feedbackMin, messages.feedbackTooShort),
  /**
   * Honeypot: hidden from people, filled in by form-filling bots. A non-empty value is
   * accepted with the usual answer and then dropped, so bots learn nothing.
   */
  website: z.string().max(200).optional(),
});
export type ContactUs = z.infer<typeof contactUsSchema>;

/** The success message of SPEC section 7 for POST /contact-us. */
export const contactUsSuccessMessage = 'email sent successfully';

export const contactBanner = {
  success: 'Your Message has been received.',
  failure: 'There was an error.',
} as const;
