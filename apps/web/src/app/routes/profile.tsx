import { AccountNav } from '@/components/layout/account-nav';
import { Container } from '@/components/ui/container';
import { ProfileForm } from '@/features/profile/components/profile-form';
import { ProtectedRoute } from '@/lib/auth';
import { useUser } from '@/lib/api/get-user';

function ProfilePage() {
  const { data: user } = useUser();
  if (!user) return null;
  return (
    <Container className="grid items-start gap-8 py-10 md:grid-cols-[14rem_1fr] md:py-16">
      <title>My Profile — ResumeGrader</title>
      <AccountNav />
      <div className="max-w-3xl space-y-6">
        <h1 className="text-h1 font-extrabold">My Profile</h1>
        <div className="rounded-card border border-line bg-white p-6 shadow-card md:p-8">
          <ProfileForm user={user} />
        </div>
      </div>
    </Container>
  );
}

export function Component() {
  return (
    <ProtectedRoute>
      <ProfilePage />
    </ProtectedRoute>
  );
}
