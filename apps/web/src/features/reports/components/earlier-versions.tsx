import type { ResumeGroup } from '@resumegrader/contract/resume';
import { ChevronDown, History, Trash2 } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { formatShortDate } from '@/lib/format-date';
import { useDeleteResume } from '../api/delete-resume';
import { GradeBadge } from './grade-badge';

/**
 * Issue 16: 'v3 · 2 earlier' under a card's name, opening the versions before the one the
 * card shows, newest first. A graded one links to its results; each can be deleted from
 * the group (issue 35), at once and with Undo on the toast, as a lone report is.
 */
export function EarlierVersions({
  resume,
  onDeleted,
}: {
  resume: ResumeGroup;
  /** After the last earlier version is deleted, when this list (and its toggle) is gone. */
  onDeleted: () => void;
}) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  const remove = useDeleteResume(() => {
    if (toggle.current?.isConnected) toggle.current.focus();
    else onDeleted();
  });
  const count = resume.earlier.length;
  return (
    <div className="space-y-2">
      <button
        ref={toggle}
        type="button"
        aria-expanded={open}
        // Only while the list is there to point at.
        aria-controls={open ? id : undefined}
        onClick={() => setOpen((was) => !was)}
        className="group inline-flex items-center gap-1.5 rounded-control bg-brand-50 px-2.5 py-1 text-sm font-semibold text-brand-800 hover:bg-brand-100"
      >
        <History aria-hidden className="size-4" />v{resume.version} · {count} earlier
        <span className="sr-only"> {count === 1 ? 'version' : 'versions'}</span>
        <ChevronDown
          aria-hidden
          className="size-4 transition-transform group-aria-expanded:rotate-180 motion-reduce:transition-none"
        />
      </button>
      {open && (
        <ol
          id={id}
          aria-label={`Earlier versions of ${resume.fileName}`}
          className="divide-y divide-line rounded-control border border-line"
        >
          {resume.earlier.map((version) => {
            const name = `v${version.version} · ${version.fileName}`;
            return (
              <li key={version.resumeId} className="flex items-center gap-2 px-3 py-2">
                <div className="min-w-0 flex-1">
                  {version.cumulativeGrade ? (
                    <Link
                      to={`/results?id=${version.resumeId}`}
                      className="block truncate text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
                    >
                      {name}
                    </Link>
                  ) : (
                    // Never graded: it has no results to open.
                    <span className="block truncate text-sm font-semibold text-ink">{name}</span>
                  )}
                  <time dateTime={version.createdAt} className="block text-xs text-ink-muted">
                    {formatShortDate(version.createdAt)}
                  </time>
                </div>
                <GradeBadge grade={version.cumulativeGrade} size="sm" />
                <button
                  type="button"
                  aria-label={`Delete v${version.version}`}
                  title={`Delete v${version.version}`}
                  disabled={remove.isPending}
                  onClick={() => remove.mutate(version.resumeId)}
                  className="-mr-1 rounded-md p-1.5 text-ink-subtle hover:bg-danger-50 hover:text-danger-700 disabled:opacity-50"
                >
                  {remove.isPending && remove.variables === version.resumeId ? (
                    <Spinner />
                  ) : (
                    <Trash2 aria-hidden className="size-4" />
                  )}
                </button>
              </li>
            );
          })}
        </ol>
      )}
    </div>
  );
}
