import { CircleAlert } from 'lucide-react';
import { ButtonLink } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { MyReports } from '@/features/reports/components/my-reports';
import { NewVersionDialog } from '@/features/upload/components/new-version-dialog';
import { UploadCard } from '@/features/upload/components/upload-card';
import { ProtectedRoute } from '@/lib/auth';
import { useUser } from '@/lib/api/get-user';

/** SPEC 'Home and dashboard': the low-credit banner shows at 1 credit or fewer. */
const lowCreditThreshold = 1;

function Dashboard() {
  const { data: user } = useUser();
  if (!user) return null;
  return (
    <Container className="space-y-8 py-12">
      <title>Dashboard — ResumeGrader</title>
      {user.credits <= lowCreditThreshold && (
        <div
          role="status"
          className="flex flex-col gap-3 rounded-card border border-grade-d/40 bg-grade-d-bg px-5 py-4 sm:flex-row sm:items-center sm:justify-between"
        >
          <p className="flex items-center gap-3 font-semibold text-ink">
            <CircleAlert aria-hidden className="size-5 text-grade-d" />
            Running out of Credits
          </p>
          <ButtonLink to="/pricing" size="sm">
            Upgrade Now
          </ButtonLink>
        </div>
      )}
      <div className="flex flex-col gap-6 md:flex-row md:items-end md:justify-between">
        <div>
          <h1 className="text-h1 font-extrabold">Hi {user.firstName}</h1>
          <p className="mt-2 text-lg text-ink-muted">Upload a resume to get it graded.</p>
        </div>
        <div className="flex items-center gap-4 rounded-card border border-line bg-white px-5 py-4 shadow-card">
          <div>
            <p className="text-sm text-ink-muted">Available Credits</p>
            <p className="text-h2 font-bold" data-testid="available-credits">
              {user.credits}
            </p>
          </div>
          <ButtonLink to="/pricing" variant="outline" size="sm">
            Buy Credits
          </ButtonLink>
        </div>
      </div>
      <UploadCard className="mx-auto max-w-3xl" />
      <MyReports
        newVersion={(report) => (
          <NewVersionDialog
            resumeId={report.resumeId}
            fileName={report.fileName}
            latestVersion={report.version}
            size="sm"
          />
        )}
      />
    </Container>
  );
}

export function Component() {
  return (
    <ProtectedRoute>
      <Dashboard />
    </ProtectedRoute>
  );
}
