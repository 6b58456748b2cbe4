import { zodResolver } from '@hookform/resolvers/zod';
import { codeField } from '@resumegrader/contract/auth';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { toast } from 'react-toastify';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import { useEnterAccount } from '@/lib/auth';
import { verifyEmail } from '../api/auth-requests';
import { pendingVerification } from '@/lib/pending-verification';
import { ResendCodeButton } from './resend-code-button';

const schema = z.object({ otp: codeField });

/**
 * Sign-up's second step: the 6-digit code from the mail signs the new user in (and, with a
 * visitor's upload waiting, goes on to grade it).
 */
export function VerifyEmailForm({ email }: { email: string }) {
  const enterAccount = useEnterAccount();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<z.infer<typeof schema>>({ resolver: zodResolver(schema) });
  const verify = useMutation({
    mutationFn: (otp: string) => verifyEmail({ email, otp }),
    onSuccess: async () => {
      pendingVerification.clear();
      toast.success('You have successfully signed up!');
      await enterAccount('/dashboard');
    },
  });
  return (
    <form noValidate className="space-y-5" onSubmit={handleSubmit(({ otp }) => verify.mutate(otp))}>
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
    </form>
  );
}
