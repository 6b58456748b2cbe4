import { FilePlus2 } from 'lucide-react';
import { useCallback, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useStartGrading } from '@/lib/api/request-grading';
import { useResumeUpload } from '../hooks/use-resume-upload';
import { DropZone } from './drop-zone';
import { ResumePreview } from './resume-preview';
import { UploadError } from './upload-error';
import { UploadProgress } from './upload-progress';

interface NewVersionDialogProps {
  /** The report the upload is a new version of: a card's latest version, or the one shown. */
  resumeId: string;
  fileName: string;
  /** The latest version's number, when known (a card knows it; a results page may not). */
  latestVersion?: number;
  size?: 'sm' | 'md';
  className?: string;
}

/**
 * Issue 16's 'New version': a PDF uploaded as the next version of a report, then the same
 * preview and Start Grading as any upload (one credit). Its results compare it with the
 * version before.
 */
export function NewVersionDialog({
  resumeId,
  fileName,
  latestVersion,
  size = 'md',
  className,
}: NewVersionDialogProps) {
  const [open, setOpen] = useState(false);
  // The report as it was when the dialog opened: the card this sits on shows the new
  // version as soon as it is uploaded, and the dialog must keep speaking of the one before.
  const [target, setTarget] = useState({ resumeId, fileName, latestVersion });
  const { view, choose, reset } = useResumeUpload({ previousVersionId: target.resumeId });
  const startGrading = useStartGrading();

  // As on the upload card: focus follows each new state once the user acted.
  const acted = useRef(false);
  const focusOnMount = useCallback((element: HTMLElement | null) => {
    if (element && acted.current) element.focus();
  }, []);
  const act = () => {
    acted.current = true;
  };

  const since = target.latestVersion ? `v${target.latestVersion}` : 'the version before';
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next && view.kind === 'idle') setTarget({ resumeId, fileName, latestVersion });
        // Closed after the upload or a failure: the next opening starts afresh. An upload
        // under way carries on, and opening again shows its progress.
        if (!next && view.kind !== 'uploading') {
          acted.current = false;
          reset();
        }
      }}
      title="Upload a new version"
      description={`Improved ${target.fileName}? Upload the new PDF: once graded, its results show what changed since ${since}.`}
      trigger={
        <Button variant="outline" size={size} className={className}>
          <FilePlus2 aria-hidden className="size-4" />
          New version
          <span className="sr-only"> of {fileName}</span>
        </Button>
      }
    >
      {view.kind === 'idle' && (
        <DropZone
          title="Drag and drop the new version here"
          problem={view.problem}
          onFile={(file) => {
            act();
            void choose(file);
          }}
          inputRef={focusOnMount}
        />
      )}
      {view.kind === 'uploading' && (
        <UploadProgress fileName={view.fileName} percent={view.percent} headingRef={focusOnMount} />
      )}
      {view.kind === 'failed' && (
        <UploadError
          message={view.message}
          onRetry={() => {
            act();
            reset();
          }}
          headingRef={focusOnMount}
        />
      )}
      {view.kind === 'preview' && (
        <ResumePreview
          resume={view.resume}
          onClose={() => {
            act();
            reset();
          }}
          onStart={() =>
            startGrading.mutate({ resumeId: view.resume.resumeId, fileName: view.resume.fileName })
          }
          starting={startGrading.isPending}
          headingRef={focusOnMount}
        />
      )}
    </Dialog>
  );
}
