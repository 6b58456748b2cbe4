import { AccountNav } from '@/components/layout/account-nav';
import { Container } from '@/components/ui/container';
import { AccountSummary } from '@/features/account/components/account-summary';
import { ChangePasswordForm } from '@/features/account/components/change-password-form';
import { DeleteAccount } from '@/features/account/components/delete-account';
import { PlanStatus } from '@/features/account/components/plan-status';
import { PurchaseHistory } from '@/features/account/components/purchase-history';
import { useCheckoutReturnToast } from '@/hooks/use-checkout-return-toast';
import { ProtectedRoute } from '@/lib/auth';
import { useUser } from '@/lib/api/get-user';

function AccountPage() {
  const { data: user } = useUser();
  // A paid checkout returns here with ?checkout=success.
  useCheckoutReturnToast();
  if (!user) return null;
  return (
    <Container className="grid items-start gap-8 py-10 md:grid-cols-[14rem_1fr] md:py-16">
      <title>Account — ResumeGrader</title>
      <AccountNav />
      <div className="max-w-3xl space-y-6">
        <h1 className="text-h1 font-extrabold">Account</h1>
        <div className="divide-y divide-line rounded-card border border-line bg-white shadow-card">
          <div className="p-6 md:p-8">
            <AccountSummary user={user} />
          </div>
          <div className="space-y-8 p-6 md:p-8">
            <PlanStatus user={user} />
            <PurchaseHistory />
          </div>
          <div className="p-6 md:p-8">
            <ChangePasswordForm />
          </div>
          <div className="p-6 md:p-8">
            <DeleteAccount />
          </div>
        </div>
      </div>
    </Container>
  );
}

export function Component() {
  return (
    <ProtectedRoute>
      <AccountPage />
    </ProtectedRoute>
  );
}
