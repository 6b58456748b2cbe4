import { z } from 'zod';
import { companySizes, industries, jobTitles } from './profile-options.ts';
import { limits, requiredText } from './validation.ts';

/** SPEC section 3's user detail: what `GET /api/get-user` answers. */
export const userDetailSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  industry: z.string().nullable(),
  jobTitle: z.string().nullable(),
  companySize: z.string().nullable(),
  credits: z.number().int(),
  /** 'free' until a plan is bought. */
  subscription: z.string(),
});
export type UserDetail = z.infer<typeof userDetailSchema>;

const oneOf = (values: readonly string[], what: string) =>
  z
    .string()
    .refine((v) => values.includes(v), { message: `Please choose a ${what} from the list` });

/**
 * `PUT /api/update-user`: only the profile fields, each optional but never empty (the form
 * sends the non-empty ones, SPEC section 5). Strict: credits, subscription, email or any
 * other key is refused, so no client can grant itself credits.
 */
export const updateUserSchema = z
  .strictObject({
    firstName: requiredText(limits.nameMax),
    lastName: requiredText(limits.nameMax),
    industry: oneOf(industries, 'industry'),
    jobTitle: oneOf(jobTitles, 'job title'),
    companySize: oneOf(companySizes, 'company size'),
  })
  .partial()
  .refine((v) => Object.keys(v).length > 0, { message: 'Nothing to update' });
export type UpdateUser = z.infer<typeof updateUserSchema>;

/** `DELETE /api/delete-user` answers this message (the toast of SPEC section 8). */
export const accountDeletedMessage = 'Your account has been successfully deleted';
