import { versionMessages } from '@resumegrader/contract/versions';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { formatShortDate } from '@/lib/format-date';
import type { SameNameQuestion } from '../hooks/use-resume-upload';

interface SameNameDialogProps {
  question: SameNameQuestion | null;
  /** true: a new version of the report; false: a resume of its own; null: closed unanswered. */
  onAnswer: (newVersion: boolean | null) => void;
  /** Where focus goes once it closes: the dialog has no trigger of its own to return to. */
  onCloseAutoFocus: (event: Event) => void;
}

/**
 * Issue 16: a file named like one of the user's reports may be its next version. Asked
 * before anything is uploaded; closing it (Escape, the X) uploads nothing.
 */
export function SameNameDialog({ question, onAnswer, onCloseAutoFocus }: SameNameDialogProps) {
  const report = question?.report;
  return (
    <Dialog
      open={question !== null}
      onOpenChange={(open) => {
        if (!open) onAnswer(null);
      }}
      title="New version?"
      description={question ? versionMessages.sameNameQuestion(question.fileName) : ''}
      onCloseAutoFocus={onCloseAutoFocus}
    >
      {report && (
        <p className="text-sm text-ink-muted">
          A new version goes on the same card as v{report.version}, from{' '}
          <time dateTime={report.createdAt}>{formatShortDate(report.createdAt)}</time>, and its
          results show what changed. Either way, grading it uses one credit.
        </p>
      )}
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={() => onAnswer(false)}>
          No, a separate resume
        </Button>
        <Button onClick={() => onAnswer(true)}>Yes, a new version</Button>
      </div>
    </Dialog>
  );
}
