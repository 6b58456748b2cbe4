import { codeField } from '@resumegrader/contract/auth';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Form } from '@/components/ui/form';
import { TextField } from '@/components/ui/form-field';
import { useVerifyEmail } from '../api/verify-email';
import { ResendCodeButton } from './resend-code-button';

const schema = z.object({ otp: codeField });

/**
 * Sign-up's second step: the 6-digit code from the mail signs the new user in (and, with a
 * visitor's upload waiting, goes on to grade it).
 */
export function VerifyEmailForm({ email }: { email: string }) {
  const verify = useVerifyEmail();
  return (
    <Form
      schema={schema}
      className="space-y-5"
      onSubmit={({ otp }) => verify.mutateAsync({ email, otp })}
    >
      {({ register, formState: { errors } }) => (
        <>
          <TextField
            label="Confirmation code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            error={errors.otp?.message}
            {...register('otp')}
          />
          <Button type="submit" className="w-full" disabled={verify.isPending}>
            {verify.isPending ? 'Confirming…' : 'Confirm'}
          </Button>
          <ResendCodeButton email={email} type="email-verification" />
        </>
      )}
    </Form>
  );
}
