import type { ResumeListItem } from '@resumegrader/contract/resume';
import { EllipsisVertical, FileText } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useNavigate, useNavigation } from 'react-router';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { formatShortDate } from '@/lib/format-date';
import { useStartGrading } from '@/lib/api/request-grading';
import { useDeleteResume } from '../api/delete-resume';
import { FileNameEditor } from './file-name-editor';
import { GradeBadge } from './grade-badge';
import { MenuContent } from '@/components/ui/menu-content';

const resultsPath = (resumeId: string) => `/results?id=${resumeId}`;

/** View for a graded resume, with a spinner until the results page is on screen. */
function ViewButton({ resumeId }: { resumeId: string }) {
  const navigate = useNavigate();
  const navigation = useNavigation();
  const opening =
    navigation.state !== 'idle' &&
    `${navigation.location.pathname}${navigation.location.search}` === resultsPath(resumeId);
  return (
    <Button size="sm" disabled={opening} onClick={() => void navigate(resultsPath(resumeId))}>
      {opening && <Spinner />}
      View
    </Button>
  );
}

/** An upload never graded (no credit then, or the grading failed) is graded from here. */
function GradeButton({ resume }: { resume: ResumeListItem }) {
  const startGrading = useStartGrading();
  return (
    <Button
      size="sm"
      variant="outline"
      disabled={startGrading.isPending}
      onClick={() => startGrading.mutate({ resumeId: resume.resumeId, fileName: resume.fileName })}
    >
      {startGrading.isPending && <Spinner />}
      Grade
    </Button>
  );
}

function OptionsMenu({ resume, onDeleted }: { resume: ResumeListItem; onDeleted: () => void }) {
  const remove = useDeleteResume(onDeleted);
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        aria-label={`Options for ${resume.fileName}`}
        className="rounded-md p-1.5 text-ink-subtle hover:bg-surface-muted hover:text-ink"
      >
        <EllipsisVertical aria-hidden className="size-5" />
      </DropdownMenu.Trigger>
      <MenuContent sideOffset={4}>
        <DropdownMenu.Item
          disabled={remove.isPending}
          className="cursor-pointer rounded-control px-3 py-2 text-danger-700 outline-none data-[highlighted]:bg-danger-50"
          onSelect={() => remove.mutate(resume.resumeId)}
        >
          Delete
        </DropdownMenu.Item>
      </MenuContent>
    </DropdownMenu.Root>
  );
}

/** SPEC section 2, 'Resume card'. */
export function ResumeCard({
  resume,
  onDeleted,
}: {
  resume: ResumeListItem;
  onDeleted: () => void;
}) {
  return (
    <li className="flex flex-col overflow-hidden rounded-card border border-line bg-white shadow-card">
      <div className="relative flex aspect-[4/3] items-start justify-center overflow-hidden bg-surface-muted px-6 pt-5">
        {resume.thumbnail ? (
          <img
            src={resume.thumbnail}
            alt=""
            loading="lazy"
            className="w-full rounded-t-md bg-white object-cover object-top shadow-card"
          />
        ) : (
          <div className="flex size-full flex-col items-center justify-center gap-2 rounded-t-md bg-white text-ink-subtle shadow-card">
            <FileText aria-hidden className="size-10" />
            <span className="text-sm">No preview</span>
          </div>
        )}
        <div className="absolute top-3 left-3">
          <GradeBadge grade={resume.cumulativeGrade} />
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="flex items-start justify-between gap-2">
          <div className="min-w-0 flex-1">
            <FileNameEditor resumeId={resume.resumeId} fileName={resume.fileName} />
            <p className="mt-0.5 text-sm text-ink-muted">
              <time dateTime={resume.createdAt}>{formatShortDate(resume.createdAt)}</time>
            </p>
          </div>
          <OptionsMenu resume={resume} onDeleted={onDeleted} />
        </div>
        <div className="mt-auto">
          {resume.cumulativeGrade ? (
            <ViewButton resumeId={resume.resumeId} />
          ) : (
            <GradeButton resume={resume} />
          )}
        </div>
      </div>
    </li>
  );
}
