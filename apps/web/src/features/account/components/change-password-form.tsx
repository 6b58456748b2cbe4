import { zodResolver } from '@hookform/resolvers/zod';
import { errorCodes } from '@resumegrader/contract/errors';
import { limits, messages, passwordField } from '@resumegrader/contract/validation';
import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from 'react-toastify';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import { ApiRequestError } from '@/lib/api-client';
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

/**
 * Which field a refusal belongs to: the new password when it breaks the rule, the old one
 * when it is wrong ('The current password is incorrect.', shown as the server says it).
 */
function fieldError(
  error: ApiRequestError,
): { name: keyof ChangePasswordForm; message: string } | undefined {
  const ruleBroken = error.fields.newPassword;
  if (ruleBroken) return { name: 'newPassword', message: ruleBroken };
  if (error.code !== errorCodes.invalidPassword) return undefined;
  const name = error.message === messages.password ? 'newPassword' : 'currentPassword';
  return { name, message: error.message };
}

const emptyForm: ChangePasswordForm = { currentPassword: '', newPassword: '', retypePassword: '' };

export function ChangePasswordForm() {
  const change = useChangePassword();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    control,
    trigger,
    getFieldState,
    formState: { errors },
  } = useForm<ChangePasswordForm>({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: emptyForm,
    // SPEC section 5: the new password is checked on blur, then as it is corrected.
    mode: 'onTouched',
  });
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

  const onSubmit = handleSubmit(({ currentPassword, newPassword }) => {
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => {
          reset(emptyForm);
          toast.success('Password successfully changed');
        },
        onError: (error) => {
          const field = error instanceof ApiRequestError ? fieldError(error) : undefined;
          if (field) {
            setError(field.name, { message: field.message }, { shouldFocus: true });
            return;
          }
          toast.error(error.message);
        },
      },
    );
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5" aria-labelledby="change-password">
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
      <Button type="submit" disabled={change.isPending || mismatch} className="w-full sm:w-auto">
        {change.isPending ? 'Changing…' : 'Change Password'}
      </Button>
    </form>
  );
}
