import { limits, messages, passwordField } from '@resumegrader/contract/validation';
import { useEffect } from 'react';
import { useFormState, useWatch } from 'react-hook-form';
import { toast } from 'react-toastify';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Form, type FormMethods } from '@/components/ui/form';
import { TextField } from '@/components/ui/form-field';
import { useChangePassword } from '../api/change-password';

const present = z.string(messages.required).min(1, messages.required).max(limits.passwordMax);

const changePasswordFormSchema = z
  .object({
    currentPassword: present,
    newPassword: passwordField,
    retypePassword: present,
  })
  .refine((v) => v.newPassword === v.retypePassword, {
    path: ['retypePassword'],
    message: messages.passwordsDiffer,
    // Compare even while another field is still empty or invalid, so the mismatch shows
    // as soon as the retyped password is left.
    when: ({ value }) => {
      const v = value as Partial<Record<string, unknown>>;
      return typeof v.newPassword === 'string' && typeof v.retypePassword === 'string';
    },
  });
type ChangePasswordForm = z.infer<typeof changePasswordFormSchema>;

const emptyForm: ChangePasswordForm = { currentPassword: '', newPassword: '', retypePassword: '' };

function ChangePasswordFields({
  form,
  pending,
}: {
  form: FormMethods<ChangePasswordForm, ChangePasswordForm>;
  pending: boolean;
}) {
  const { register, control, trigger, getFieldState } = form;
  const { errors } = useFormState({ control });
  const [newPassword, retypePassword] = useWatch({
    control,
    name: ['newPassword', 'retypePassword'],
  });
  // Submit is blocked while the two new passwords differ (SPEC section 5).
  const mismatch = retypePassword !== '' && newPassword !== retypePassword;

  // A retyped password already left is re-checked whenever the new password changes.
  useEffect(() => {
    if (getFieldState('retypePassword').isTouched) void trigger('retypePassword');
  }, [newPassword, getFieldState, trigger]);

  return (
    <>
      <h2 id="change-password" className="text-h3 font-semibold">
        Change password
      </h2>
      <TextField
        label="Old password"
        type="password"
        autoComplete="current-password"
        maxLength={limits.passwordMax}
        error={errors.currentPassword?.message}
        {...register('currentPassword')}
      />
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        maxLength={limits.passwordMax}
        error={errors.newPassword?.message}
        {...register('newPassword')}
      />
      <TextField
        label="Retype new password"
        type="password"
        autoComplete="new-password"
        maxLength={limits.passwordMax}
        error={errors.retypePassword?.message}
        {...register('retypePassword')}
      />
      <Button type="submit" disabled={pending || mismatch} className="w-full sm:w-auto">
        {pending ? 'Changing…' : 'Change Password'}
      </Button>
    </>
  );
}

export function ChangePasswordForm() {
  const change = useChangePassword();
  return (
    <Form
      schema={changePasswordFormSchema}
      defaultValues={emptyForm}
      // SPEC section 5: the new password is checked on blur, then as it is corrected.
      options={{ mode: 'onTouched' }}
      className="space-y-5"
      aria-labelledby="change-password"
      onSubmit={async ({ currentPassword, newPassword }, form) => {
        await change.mutateAsync({ currentPassword, newPassword });
        form.reset(emptyForm);
        toast.success('Password successfully changed');
      }}
    >
      {(form) => <ChangePasswordFields form={form} pending={change.isPending} />}
    </Form>
  );
}
