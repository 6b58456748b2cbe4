import { CircleAlert } from 'lucide-react';
import { Button } from '@/components/ui/button';

/** A read that failed, in the tab that needed it, with a way to try again. */
export function TabLoadError({ error, onRetry }: { error: Error; onRetry: () => void }) {
  return (
    <div
      role="alert"
      className="flex flex-col gap-3 rounded-card border border-danger-600/30 bg-danger-50 p-4 sm:flex-row sm:items-center sm:justify-between"
    >
      <p className="flex items-start gap-2 text-danger-700">
        <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
        {error.message}
      </p>
      <Button variant="outline" size="sm" onClick={onRetry}>
        Try Again
      </Button>
    </div>
  );
}
