import clsx from 'clsx';
import { Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useUser } from '@/lib/api/get-user';
import { useStartGrading } from '@/lib/api/request-grading';
import { pendingVisitorResume } from '@/lib/grading';
import { lazyWithPreload, whenIdle } from '@/lib/lazy-with-preload';
import { type StoredUpload, uploadedResume, useResumeUpload } from '../hooks/use-resume-upload';
import { DropZone } from './drop-zone';
import { ResumePreview } from './resume-preview';
import { UploadError } from './upload-error';
import { UploadProgress } from './upload-progress';

/**
 * Only a signed-in user with a report of the same name is asked; its code (with the
 * contract's version module) stays off the first page and loads once the browser is idle.
 */
const SameNameDialog = lazyWithPreload(() =>
  import('./same-name-dialog').then((m) => m.SameNameDialog),
);

/** The upload card of Home and Dashboard (SPEC section 2). */
export function UploadCard({ className }: { className?: string }) {
  const { view, choose, reset, question, answer } = useResumeUpload();
  const { data: user } = useUser();
  const navigate = useNavigate();
  const startGrading = useStartGrading({ onStarted: uploadedResume.clear });
  const signedIn = Boolean(user);
  useEffect(
    () => (signedIn ? whenIdle(() => void SameNameDialog.preload()) : undefined),
    [signedIn],
  );
  // Mounted from the first question on, so it closes like any dialog, focus and all.
  const [asked, setAsked] = useState(false);
  if (question && !asked) setAsked(true);

  // Each state replaces the last, so focus follows to the new one once the user acted;
  // never on the page's first render.
  const acted = useRef(false);
  const focusOnMount = useCallback((element: HTMLElement | null) => {
    if (element && acted.current) element.focus();
  }, []);
  // The preview's pages push Start Grading below the fold of a laptop screen: bring it up.
  const revealOnMount = useCallback((element: HTMLElement | null) => {
    if (element && acted.current) element.scrollIntoView({ block: 'nearest' });
  }, []);
  const input = useRef<HTMLInputElement | null>(null);
  const inputRef = useCallback(
    (element: HTMLInputElement | null) => {
      input.current = element;
      focusOnMount(element);
    },
    [focusOnMount],
  );
  const choosing = (file: File) => {
    acted.current = true;
    void choose(file);
  };
  const answering = (newVersion: boolean | null) => {
    acted.current = true;
    answer(newVersion);
  };
  const resetting = () => {
    acted.current = true;
    reset();
  };

  const start = async ({ resumeId, fileName, byVisitor }: StoredUpload) => {
    if (user) {
      startGrading.mutate({ resumeId, fileName, claim: byVisitor });
      return;
    }
    // A visitor is graded once signed up (SPEC section 4); /preprocessing asks for that.
    pendingVisitorResume.set({ resumeId, fileName });
    await navigate('/preprocessing');
    uploadedResume.clear();
  };

  return (
    <section
      aria-labelledby="upload-title"
      className={clsx('rounded-card border border-line bg-white p-5 shadow-card md:p-8', className)}
    >
      <h2 id="upload-title" className="text-h3 font-semibold">
        Grade your resume
      </h2>
      <p className="mt-1 text-ink-muted">Only PDF files are accepted.</p>
      <div className="mt-6">
        {view.kind === 'idle' && (
          <DropZone problem={view.problem} onFile={choosing} inputRef={inputRef} />
        )}
        {view.kind === 'uploading' && (
          <UploadProgress
            fileName={view.fileName}
            percent={view.percent}
            headingRef={focusOnMount}
          />
        )}
        {view.kind === 'failed' && (
          <UploadError message={view.message} onRetry={resetting} headingRef={focusOnMount} />
        )}
        {view.kind === 'preview' && (
          <ResumePreview
            resume={view.resume}
            onClose={resetting}
            onStart={() => void start(view.resume)}
            starting={startGrading.isPending}
            headingRef={focusOnMount}
            startRef={revealOnMount}
          />
        )}
      </div>
      <Suspense fallback={null}>
        {asked && (
          <SameNameDialog.Component
            question={question}
            onAnswer={answering}
            onCloseAutoFocus={(event) => {
              // An answer moves focus to the progress card as it appears; no answer leaves
              // the drop zone, which gets it back.
              event.preventDefault();
              input.current?.focus();
            }}
          />
        )}
      </Suspense>
    </section>
  );
}
