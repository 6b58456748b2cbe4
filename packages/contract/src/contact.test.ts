import { describe, expect, it } from 'vitest';
import { contactUsSchema } from './contact.ts';
import { limits, messages } from './validation.ts';

const valid = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  feedback: 'A message of some length.',
};

/** The first message per field, as the server reports it and the form shows it. */
function fieldErrors(input: unknown): Record<string, string> {
  const result = contactUsSchema.safeParse(input);
  if (result.success) return {};
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) fields[issue.path.join('.')] ??= issue.message;
  return fields;
}

describe('contactUsSchema', () => {
  it('accepts a complete message and trims it', () => {
    expect(contactUsSchema.parse({ ...valid, firstName: '  Ada ' })).toEqual(valid);
  });

  it('says which fields are missing, with the SPEC wording', () => {
    expect(fieldErrors({})).toEqual({
      firstName: messages.required,
      lastName: messages.required,
      email: messages.required,
      feedback: messages.required,
    });
    expect(messages.required).toBe('This field is required');
  });

  it('treats whitespace as empty', () => {
    expect(fieldErrors({ ...valid, lastName: '   ' })).toEqual({
      lastName: 'This field is required',
    });
  });

  it.each(['ada', 'ada@example', 'ada@@example.com', 'ada @example.com', 'ada@example.c'])(
    'rejects the email %s',
    (email) => {
      expect(fieldErrors({ ...valid, email })).toEqual({ email: 'Invalid email address' });
    },
  );

  it.each(['ada+cv@mail.example.co.uk', 'A.B_C%D-E@Example.ORG'])(
    'accepts the email %s',
    (email) => {
      expect(fieldErrors({ ...valid, email })).toEqual({});
    },
  );

  it('asks for at least 10 characters of feedback, not counting outer spaces', () => {
    expect(fieldErrors({ ...valid, feedback: '123456789' })).toEqual({
      feedback: 'Please enter at least 10 characters',
    });
    expect(fieldErrors({ ...valid, feedback: '   123456789   ' })).toEqual({
      feedback: 'Please enter at least 10 characters',
    });
    expect(fieldErrors({ ...valid, feedback: '1234567890' })).toEqual({});
  });

  it('caps the length of every field', () => {
    expect(
      fieldErrors({
        firstName: 'x'.repeat(limits.nameMax + 1),
        lastName: 'x'.repeat(limits.nameMax),
        email: `${'x'.repeat(limits.emailMax)}@example.com`,
        feedback: 'x'.repeat(limits.feedbackMax + 1),
        website: 'x'.repeat(201),
      }),
    ).toEqual({
      firstName: 'Please keep this under 100 characters',
      email: 'Please keep this under 254 characters',
      feedback: 'Please keep this under 5000 characters',
      website: expect.any(String),
    });
  });
});
