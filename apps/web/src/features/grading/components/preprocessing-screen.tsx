import { type ReactNode, useState } from 'react';
import { Navigate } from 'react-router';
import { Container } from '@/components/ui/container';
import { ProgressBar } from '@/components/ui/progress-bar';
import { useUser } from '@/lib/api/get-user';
import { type GradingSession, gradingSession, pendingVisitorResume } from '@/lib/grading';
import { useClaimPendingResume } from '../hooks/use-claim-pending-resume';
import { useGradingOutcome } from '../hooks/use-grading-outcome';
import { useProgressCounter } from '../hooks/use-progress-counter';
import { SignUpPrompt } from './sign-up-prompt';

type PendingResume = { resumeId: string; fileName: string };

function ProgressPanel({
  percent,
  fileName,
  children,
}: {
  percent: number;
  fileName: string;
  children?: ReactNode;
}) {
  return (
    <section
      aria-labelledby="preprocessing-title"
      className="w-full max-w-xl space-y-6 rounded-card border border-line bg-white p-6 text-center shadow-card md:p-10"
    >
      {/* The SPEC says '5-10 minutes'; grading now takes seconds and the page says so. */}
      <h1 id="preprocessing-title" className="text-h3 font-semibold md:text-h2">
        Preprocessing your resume, it usually takes a few seconds...
      </h1>
      <p className="truncate text-ink-muted">{fileName}</p>
      <div className="space-y-2">
        <ProgressBar percent={percent} label="Preprocessing progress" />
        <p className="text-h3 font-bold text-brand-700" data-testid="progress-percent">
          {percent}%
        </p>
      </div>
      {children}
    </section>
  );
}

function GradingProgress({ session }: { session: GradingSession }) {
  const done = useGradingOutcome(session);
  return <ProgressPanel percent={useProgressCounter(done)} fileName={session.fileName} />;
}

function ClaimProgress({ resume }: { resume: PendingResume }) {
  useClaimPendingResume(resume);
  return <ProgressPanel percent={useProgressCounter(false)} fileName={resume.fileName} />;
}

function VisitorProgress({ resume, signUp }: { resume: PendingResume; signUp: ReactNode }) {
  return (
    <ProgressPanel percent={useProgressCounter(false)} fileName={resume.fileName}>
      <SignUpPrompt>{signUp}</SignUpPrompt>
    </ProgressPanel>
  );
}

/**
 * /preprocessing (SPEC sections 2 and 4): a signed-in user's grading is polled until it
 * settles; a visitor's upload waits for an account, made in the modal with `signUp` (the
 * sign-up form, composed by the route), then is claimed and graded. With neither in
 * storage there is nothing to wait for, so it goes to /.
 */
export function PreprocessingScreen({ signUp }: { signUp: ReactNode }) {
  const { data: user, isPending } = useUser();
  const session = gradingSession.use();
  const visitorResume = pendingVisitorResume.use();
  // Decided on arrival only: on the way out the page clears what it waited for, and must
  // not turn that into a redirect to / racing the navigation under way.
  const [waiting] = useState(session !== null || visitorResume !== null);
  if (!waiting) return <Navigate to="/" replace />;

  // Stays null only while leaving, once what the page waited for is cleared.
  let content: ReactNode = null;
  if (session) content = <GradingProgress session={session} />;
  else if (visitorResume && isPending) {
    content = <ProgressPanel percent={0} fileName={visitorResume.fileName} />;
  } else if (visitorResume && user) content = <ClaimProgress resume={visitorResume} />;
  else if (visitorResume) content = <VisitorProgress resume={visitorResume} signUp={signUp} />;

  return (
    <Container className="flex justify-center py-16 md:py-24">
      <title>Preprocessing — ResumeGrader</title>
      {content}
    </Container>
  );
}
