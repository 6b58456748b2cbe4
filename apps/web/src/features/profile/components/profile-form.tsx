import { companySizes, industries, jobTitleGroups } from '@resumegrader/contract/profile-options';
import type { UpdateUser, UserDetail } from '@resumegrader/contract/user';
import { limits, requiredText } from '@resumegrader/contract/validation';
import { type Control, Controller } from 'react-hook-form';
import { toast } from 'react-toastify';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Form } from '@/components/ui/form';
import { TextField } from '@/components/ui/form-field';
import { type SelectFieldProps, type SelectGroup, SelectField } from '@/components/ui/select';
import { useUpdateUser } from '../api/update-user';

/** Names are required; a select left on its placeholder is '' and is not sent. */
const profileFormSchema = z.object({
  firstName: requiredText(limits.nameMax),
  lastName: requiredText(limits.nameMax),
  jobTitle: z.string(),
  industry: z.string(),
  companySize: z.string(),
});
type ProfileForm = z.infer<typeof profileFormSchema>;

const fieldNames = ['firstName', 'lastName', 'jobTitle', 'industry', 'companySize'] as const;

const jobTitleOptions: SelectGroup[] = jobTitleGroups.map((g) => ({
  label: g.group,
  options: g.titles,
}));

const toFormValues = (user: UserDetail): ProfileForm => ({
  firstName: user.firstName,
  lastName: user.lastName,
  jobTitle: user.jobTitle ?? '',
  industry: user.industry ?? '',
  companySize: user.companySize ?? '',
});

/**
 * SPEC section 5: only non-empty fields are sent; of those, only the ones that differ from
 * what is saved, since the server refuses an empty update.
 */
function changedFields(values: ProfileForm, saved: ProfileForm): UpdateUser {
  const changes: Record<string, string> = {};
  for (const name of fieldNames) {
    const value = values[name].trim();
    if (value && value !== saved[name]) changes[name] = value;
  }
  return changes as UpdateUser;
}

/** One of the profile's lists, bound to the form: the same wiring for all three. */
function ProfileSelect({
  control,
  name,
  ...select
}: Omit<SelectFieldProps, 'value' | 'onValueChange' | 'onBlur' | 'ref'> & {
  control: Control<ProfileForm>;
  name: 'jobTitle' | 'industry' | 'companySize';
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <SelectField
          {...select}
          value={field.value}
          onValueChange={field.onChange}
          onBlur={field.onBlur}
          ref={field.ref}
        />
      )}
    />
  );
}

export function ProfileForm({ user }: { user: UserDetail }) {
  const update = useUpdateUser();
  const saved = toFormValues(user);
  return (
    <Form
      schema={profileFormSchema}
      defaultValues={saved}
      className="space-y-5"
      aria-label="My Profile"
      onSubmit={async (values, form) => {
        const changes = changedFields(values, saved);
        if (Object.keys(changes).length === 0) {
          toast.info('Your profile is already up to date.');
          return;
        }
        const updated = await update.mutateAsync(changes);
        form.reset(toFormValues(updated));
        toast.success('Profile updated successfully');
      }}
    >
      {({ register, control, formState: { errors } }) => (
        <>
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
          <ProfileSelect
            control={control}
            name="jobTitle"
            label="Job Title"
            placeholder="Select your job title"
            groups={jobTitleOptions}
            error={errors.jobTitle?.message}
          />
          <div className="grid gap-5 sm:grid-cols-2">
            <ProfileSelect
              control={control}
              name="industry"
              label="Industry"
              placeholder="Select your industry"
              options={industries}
              error={errors.industry?.message}
            />
            <ProfileSelect
              control={control}
              name="companySize"
              label="Company size"
              placeholder="Select your company size"
              options={companySizes}
              error={errors.companySize?.message}
            />
          </div>
          <Button type="submit" size="lg" disabled={update.isPending} className="w-full sm:w-auto">
            {update.isPending ? 'Saving…' : 'Save'}
          </Button>
        </>
      )}
    </Form>
  );
}
