import type { ResumeGroup } from '@resumegrader/contract/resume';
import { ChevronDown, History } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { formatShortDate } from '@/lib/format-date';
import { GradeBadge } from './grade-badge';

/**
 * Issue 16: 'v3 · 2 earlier' under a card's name, opening the versions before the one the
 * card shows, newest first. A graded one links to its results.
 */
export function EarlierVersions({ resume }: { resume: ResumeGroup }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const count = resume.earlier.length;
  return (
    <div className="space-y-2">
      <button
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
              </li>
            );
          })}
        </ol>
      )}
    </div>
  );
}
