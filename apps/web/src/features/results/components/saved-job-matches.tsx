import type { JobMatchListItem } from '@resumegrader/contract/job-match';
import clsx from 'clsx';
import { Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmActions } from '@/components/ui/confirm-actions';
import { Dialog } from '@/components/ui/dialog';
import { useDeleteJobMatch } from '../api/delete-job-match';
import { matchedAt, untitledJob } from '../utils/job-match-view';

function ScoreBadge({ score }: { score: number }) {
  return (
    <span className="flex h-10 min-w-12 shrink-0 items-center justify-center rounded-control bg-brand-50 px-2 font-extrabold text-brand-800">
      {score}
      <span className="sr-only"> out of 100</span>
    </span>
  );
}

/** Asks before deleting: a match holds the pasted description, which is not kept elsewhere. */
function DeleteMatchDialog({
  resumeId,
  match,
  onClose,
  onDeleted,
}: {
  resumeId: string;
  match: JobMatchListItem | null;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const remove = useDeleteJobMatch(resumeId);
  // The row that opened the dialog is gone once the match is: focus goes to the list.
  const deleted = useRef(false);
  return (
    <Dialog
      open={match !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Delete this job match?"
      description={
        match
          ? `The match for ${match.jobTitle ?? untitledJob} (${matchedAt(match.createdAt)}) and the job description you pasted will be deleted.`
          : undefined
      }
      onCloseAutoFocus={(event) => {
        if (!deleted.current) return;
        deleted.current = false;
        event.preventDefault();
        onDeleted();
      }}
    >
      <ConfirmActions
        pending={remove.isPending}
        onConfirm={() =>
          match &&
          remove.mutate(match.id, {
            onSuccess: () => {
              deleted.current = true;
              onClose();
            },
          })
        }
      >
        {remove.isPending ? 'Deleting…' : 'Delete'}
      </ConfirmActions>
    </Dialog>
  );
}

/** The resume's saved matches, newest first: choosing one shows it, each can be deleted. */
export function SavedJobMatches({
  resumeId,
  matches,
  shownId,
  onChoose,
}: {
  resumeId: string;
  matches: JobMatchListItem[];
  shownId: string | null;
  onChoose: (matchId: string) => void;
}) {
  const [toDelete, setToDelete] = useState<JobMatchListItem | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  return (
    <section aria-labelledby="saved-matches-heading" className="space-y-3">
      <h3
        id="saved-matches-heading"
        ref={heading}
        tabIndex={-1}
        className="text-h3 font-semibold focus:outline-none"
      >
        Saved matches
      </h3>
      <ul className="max-h-80 space-y-2 overflow-y-auto p-0.5">
        {matches.map((match) => {
          const title = match.jobTitle ?? untitledJob;
          const when = matchedAt(match.createdAt);
          const shown = match.id === shownId;
          return (
            <li key={match.id} className="flex items-center gap-2">
              <button
                type="button"
                aria-pressed={shown}
                onClick={() => onChoose(match.id)}
                className={clsx(
                  'flex min-w-0 flex-1 items-center gap-3 rounded-card border bg-white px-3 py-2 text-left transition-colors',
                  shown
                    ? 'border-brand-600 bg-brand-50 ring-1 ring-brand-600'
                    : 'border-line hover:border-brand-200 hover:bg-surface-tint',
                )}
              >
                <ScoreBadge score={match.score} />
                <span className="min-w-0 flex-1">
                  <span className="block truncate font-semibold text-ink">{title}</span>
                  <time dateTime={match.createdAt} className="block text-sm text-ink-muted">
                    {when}
                  </time>
                </span>
              </button>
              <Button
                variant="ghost"
                size="sm"
                aria-label={`Delete the match for ${title}, ${when}`}
                className="size-11 shrink-0 px-0 text-ink-muted hover:text-danger-700"
                onClick={() => setToDelete(match)}
              >
                <Trash2 aria-hidden className="size-5" />
              </Button>
            </li>
          );
        })}
      </ul>
      <DeleteMatchDialog
        resumeId={resumeId}
        match={toDelete}
        onClose={() => setToDelete(null)}
        onDeleted={() => heading.current?.focus()}
      />
    </section>
  );
}
