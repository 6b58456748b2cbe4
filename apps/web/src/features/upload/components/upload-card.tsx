import clsx from 'clsx';
import { useCallback, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useUser } from '@/lib/api/get-user';
import { useStartGrading } from '@/lib/api/request-grading';
import { pendingVisitorResume } from '@/lib/grading';
import { type StoredUpload, uploadedResume, useResumeUpload } from '../hooks/use-resume-upload';
import { DropZone } from './drop-zone';
import { ResumePreview } from './resume-preview';
import { UploadError } from './upload-error';
import { UploadProgress } from './upload-progress';

/** The upload card of Home and Dashboard (SPEC section 2). */
export function UploadCard({ className }: { className?: string }) {
  const { view, choose, reset } = useResumeUpload();
  const { data: user } = useUser();
  const navigate = useNavigate();
  const startGrading = useStartGrading({ onStarted: uploadedResume.clear });

  // Each state replaces the last, so focus follows to the new one once the user acted;
  // never on the page's first render.
  const acted = useRef(false);
  const focusOnMount = useCallback((element: HTMLElement | null) => {
    if (element && acted.current) element.focus();
  }, []);
  const choosing = (file: File) => {
    acted.current = true;
    void choose(file);
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
          <DropZone problem={view.problem} onFile={choosing} inputRef={focusOnMount} />
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
          />
        )}
      </div>
    </section>
  );
}
