import { CircleAlert, Lightbulb } from 'lucide-react';
import type { Ref } from 'react';
import { Button } from '@/components/ui/button';

/** SPEC section 2, 'Resume tips'. */
const resumeTips = [
  'Start each experience with bullet points and the job title.',
  'Location and company must not start with bullets.',
  'Do not use a two-column layout.',
  'Keep it to 1-2 pages maximum.',
];

/** The error card (SPEC sections 2 and 8): what went wrong, Upload Again, and the tips. */
export function UploadError({
  message,
  onRetry,
  headingRef,
}: {
  message: string;
  onRetry: () => void;
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  return (
    <div className="space-y-5 rounded-card border border-danger-600/30 bg-danger-50 p-4 sm:p-6">
      <div className="flex gap-3">
        <CircleAlert aria-hidden className="mt-0.5 size-6 shrink-0 text-danger-700" />
        <div className="space-y-1">
          <h3 ref={headingRef} tabIndex={-1} className="text-h3 font-semibold focus:outline-none">
            Something went wrong
          </h3>
          <p role="alert" className="text-ink">
            {message}
          </p>
        </div>
      </div>
      <Button onClick={onRetry}>Upload Again</Button>
      <section aria-labelledby="resume-tips" className="rounded-control bg-white p-4">
        <h4 id="resume-tips" className="flex items-center gap-2 font-semibold">
          <Lightbulb aria-hidden className="size-4 text-grade-c" />
          Resume tips
        </h4>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-ink-muted">
          {resumeTips.map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ul>
      </section>
    </div>
  );
}
