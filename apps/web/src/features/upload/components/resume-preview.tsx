import { X } from 'lucide-react';
import type { Ref } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import type { StoredUpload } from '../hooks/use-resume-upload';
import { fileSizeLabel } from '../utils/pdf-file';
import { PagePager } from './page-pager';

interface ResumePreviewProps {
  resume: StoredUpload;
  onClose: () => void;
  onStart: () => void;
  starting: boolean;
  headingRef?: Ref<HTMLHeadingElement>;
  /** The Start Grading button, which the card scrolls into view once a file is previewed. */
  startRef?: Ref<HTMLButtonElement>;
}

/** SPEC section 2, 'Resume preview': the pages, name, PDF badge, size, close, Start Grading. */
export function ResumePreview({
  resume,
  onClose,
  onStart,
  starting,
  headingRef,
  startRef,
}: ResumePreviewProps) {
  const fileName = resume.fileName || 'No Name';
  const pageCount = resume.pages.length;
  return (
    <div className="space-y-5">
      <div className="flex items-start gap-3">
        <span className="rounded-md bg-danger-700 px-2 py-1 text-xs font-bold tracking-wide text-white">
          PDF
        </span>
        <div className="min-w-0 flex-1">
          <h3 ref={headingRef} tabIndex={-1} className="truncate font-semibold focus:outline-none">
            {fileName}
          </h3>
          <p className="text-sm text-ink-muted">
            {fileSizeLabel(resume.sizeBytes)} · {pageCount} {pageCount === 1 ? 'page' : 'pages'}
          </p>
        </div>
        <button
          type="button"
          aria-label="Remove this resume"
          className="rounded-control p-2 text-ink-muted hover:bg-surface-muted"
          onClick={onClose}
        >
          <X aria-hidden className="size-5" />
        </button>
      </div>
      <PagePager pages={resume.pages} fileName={fileName} />
      <Button ref={startRef} size="lg" className="w-full" disabled={starting} onClick={onStart}>
        {starting && <Spinner />}
        Start Grading
      </Button>
    </div>
  );
}
