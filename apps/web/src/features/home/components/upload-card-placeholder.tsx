import { FileUp } from 'lucide-react';
import { Button } from '@/components/ui/button';

/** The upload card's place and look; uploading itself arrives with the resumes feature. */
export function UploadCardPlaceholder() {
  return (
    <div className="rounded-card border border-line bg-white p-6 shadow-card md:p-8">
      <h2 className="text-h3 font-semibold">Grade your resume</h2>
      <p className="mt-1 text-ink-muted">Only PDF files are accepted.</p>
      <div className="mt-6 flex flex-col items-center gap-4 rounded-card border-2 border-dashed border-brand-200 bg-surface-tint px-6 py-12 text-center">
        <span className="flex size-14 items-center justify-center rounded-full bg-brand-100 text-brand-700">
          <FileUp aria-hidden className="size-7" />
        </span>
        <p className="text-lg font-semibold">Drag and drop your resume here</p>
        <p className="text-sm text-ink-subtle">PDF, up to 10 MB</p>
        <Button disabled aria-describedby="upload-soon">
          Browse files
        </Button>
        <p id="upload-soon" className="text-sm text-ink-muted">
          Resume uploads open soon.
        </p>
      </div>
    </div>
  );
}
