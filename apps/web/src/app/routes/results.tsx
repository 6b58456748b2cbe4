import { useEffect } from 'react';
import { type LoaderFunctionArgs, Navigate, useSearchParams } from 'react-router';
import { lastReport } from '@/components/layout/nav-items';
import { PageSkeleton } from '@/components/ui/skeleton';
import { HowItWorks } from '@/features/home/components/how-it-works';
import { SubscriptionPlansDialog } from '@/features/pricing/components/subscription-plans-dialog';
import { useAnalysisResult } from '@/features/results/api/get-analysis-result';
import { NewVersionDialog } from '@/features/upload/components/new-version-dialog';
import { RecruitingApproach, ReportPower } from '@/features/results/components/report-marketing';
import { ResultsReport } from '@/features/results/components/results-report';
import { ProtectedRoute } from '@/lib/auth';
import { useUser } from '@/lib/api/get-user';

/**
 * Runs before the page renders, so the header drawn for this navigation already sends its
 * Results item to this report.
 */
export function loader({ request }: LoaderFunctionArgs) {
  const resumeId = new URL(request.url).searchParams.get('id');
  if (resumeId) lastReport.set(resumeId);
  return null;
}

function Results({ resumeId }: { resumeId: string }) {
  const { data: user } = useUser();
  const result = useAnalysisResult(resumeId);
  const failed = result.isError;
  useEffect(() => {
    // The menu's Results item must not keep pointing at a report that is not there.
    if (failed && lastReport.get() === resumeId) lastReport.clear();
  }, [failed, resumeId]);

  // SPEC 'Results': no result goes to /; the query cache has toasted the error (section 8).
  if (failed) return <Navigate to="/" replace />;
  if (!result.data || !user) return <PageSkeleton />;
  return (
    <>
      <ResultsReport
        key={resumeId}
        result={result.data}
        firstName={user.firstName}
        actions={
          <>
            {/* Issue 16: improve, upload again and compare. */}
            <NewVersionDialog resumeId={resumeId} fileName={result.data.fileName} />
            {/* The billing modal 'Subscription plans' (SPEC 'Pricing'), for more reviews. */}
            <SubscriptionPlansDialog />
          </>
        }
      />
      <HowItWorks />
      <ReportPower />
      <RecruitingApproach />
    </>
  );
}

export function Component() {
  const [searchParams] = useSearchParams();
  const resumeId = searchParams.get('id');
  return (
    <ProtectedRoute>
      {resumeId ? <Results resumeId={resumeId} /> : <Navigate to="/" replace />}
    </ProtectedRoute>
  );
}
