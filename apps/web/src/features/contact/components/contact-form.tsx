import { type ContactUs, contactUsSchema } from '@resumegrader/contract/contact';
import { limits } from '@resumegrader/contract/validation';
import { timings } from '@resumegrader/contract/timings';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Form } from '@/components/ui/form';
import { TextAreaField, TextField } from '@/components/ui/form-field';
import { useUser } from '@/lib/api/get-user';
import { useSubmitContact } from '../api/submit-contact';
import { type BannerState, ContactBanner } from './contact-banner';

const emptyForm: ContactUs = { firstName: '', lastName: '', email: '', feedback: '', website: '' };

export function ContactForm() {
  const [banner, setBanner] = useState<BannerState | null>(null);
  const submit = useSubmitContact();
  // A signed-in user's name and address are filled in: they write only the message.
  const { data: user } = useUser();
  const initial: ContactUs = user
    ? { ...emptyForm, firstName: user.firstName, lastName: user.lastName, email: user.email }
    : emptyForm;

  // The banner goes away after 6 s (SPEC section 4).
  useEffect(() => {
    if (!banner) return;
    const timer = window.setTimeout(() => setBanner(null), timings.contactBannerMs);
    return () => window.clearTimeout(timer);
  }, [banner]);

  return (
    <Form
      // Filled in again once the account is known (the page may render before it is).
      key={user?.email ?? 'visitor'}
      schema={contactUsSchema}
      defaultValues={initial}
      className="space-y-5"
      aria-label="Contact us"
      onSubmit={async (values, form) => {
        await submit.mutateAsync(values);
        form.reset(initial);
        setBanner({ kind: 'success' });
      }}
      onFormError={(error) => setBanner({ kind: 'error', detail: error.message })}
    >
      {({ register, formState: { errors } }) => (
        <>
          {banner && <ContactBanner state={banner} />}
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField
              label="First name"
              autoComplete="given-name"
              maxLength={limits.nameMax}
              error={errors.firstName?.message}
              {...register('firstName')}
            />
            <TextField
              label="Last name"
              autoComplete="family-name"
              maxLength={limits.nameMax}
              error={errors.lastName?.message}
              {...register('lastName')}
            />
          </div>
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            maxLength={limits.emailMax}
            error={errors.email?.message}
            {...register('email')}
          />
          <TextAreaField
            label="Feedback"
            maxLength={limits.feedbackMax}
            placeholder="How can we help?"
            error={errors.feedback?.message}
            {...register('feedback')}
          />
          {/* Honeypot: invisible to people and to assistive technology; bots fill it in. */}
          <div aria-hidden className="absolute -left-[9999px] h-px w-px overflow-hidden">
            <label>
              Website
              <input type="text" tabIndex={-1} autoComplete="off" {...register('website')} />
            </label>
          </div>
          <Button type="submit" size="lg" disabled={submit.isPending} className="w-full sm:w-auto">
            {submit.isPending ? 'Sending…' : 'Send Message'}
          </Button>
        </>
      )}
    </Form>
  );
}
