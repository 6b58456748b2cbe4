import { FileText } from 'lucide-react';
import type { Ref } from 'react';
import { ProgressBar } from '@/components/ui/progress-bar';

/** The progress card: the bytes' percent, then a note while the pages are rendered. */
export function UploadProgress({
  fileName,
  percent,
  headingRef,
}: {
  fileName: string;
  percent: number;
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  return (
    <div className="space-y-4 rounded-card border border-line bg-surface-muted p-6">
      <div className="flex items-center gap-3">
        <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-100 text-brand-700">
          <FileText aria-hidden className="size-5" />
        </span>
        <div className="min-w-0 flex-1">
          <h3 ref={headingRef} tabIndex={-1} className="truncate font-semibold focus:outline-none">
            Uploading {fileName}
          </h3>
          <p className="text-sm text-ink-muted">
            {percent < 100 ? 'Sending your file…' : 'Preparing the preview…'}
          </p>
        </div>
        <span className="font-semibold text-brand-700">{percent}%</span>
      </div>
      <ProgressBar percent={percent} label="Upload progress" />
    </div>
  );
}
