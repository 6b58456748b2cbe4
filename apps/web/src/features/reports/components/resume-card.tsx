import type { ResumeGroup, ResumeListItem } from '@resumegrader/contract/resume';
import { EllipsisVertical, FileText } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { type ReactNode, useRef, useState } from 'react';
import { useNavigate, useNavigation } from 'react-router';
import { Button } from '@/components/ui/button';
import { ConfirmActions } from '@/components/ui/confirm-actions';
import { Dialog } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { formatShortDate } from '@/lib/format-date';
import { useStartGrading } from '@/lib/api/request-grading';
import { useDeleteResume } from '../api/delete-resume';
import { EarlierVersions } from './earlier-versions';
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

/**
 * Deleting a card with earlier versions deletes its latest version only, so it asks first
 * and says what the card shows next.
 */
function DeleteVersionDialog({
  resume,
  open,
  onOpenChange,
  onDeleted,
}: {
  resume: ResumeGroup;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDeleted: () => void;
}) {
  const remove = useDeleteResume(onDeleted);
  // The version as it was when the dialog opened: once it is deleted the list reloads and
  // the card shows the one before while the dialog is still closing.
  const [shown, setShown] = useState(resume);
  if (!open && shown !== resume) setShown(resume);
  // After a deletion focus goes to the list's heading (onDeleted), not back to the menu.
  const deleted = useRef(false);
  const before = shown.earlier[0];
  if (!before) return null;
  const kept = shown.earlier.length;
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Delete v${shown.version}?`}
      description={`Only v${shown.version} of ${shown.fileName}, from ${formatShortDate(shown.createdAt)}, is deleted, with its grading. The card then shows v${before.version} (${before.fileName}, ${formatShortDate(before.createdAt)}); ${kept === 1 ? 'that earlier version stays' : `the ${kept} earlier versions stay`}.`}
      onCloseAutoFocus={(event) => {
        if (!deleted.current) return;
        deleted.current = false;
        event.preventDefault();
      }}
    >
      <ConfirmActions
        pending={remove.isPending}
        onConfirm={() =>
          remove.mutate(shown.resumeId, {
            onSuccess: () => {
              deleted.current = true;
              onOpenChange(false);
            },
          })
        }
      >
        {remove.isPending && <Spinner />}
        Delete v{shown.version}
      </ConfirmActions>
    </Dialog>
  );
}

function OptionsMenu({ resume, onDeleted }: { resume: ResumeGroup; onDeleted: () => void }) {
  const remove = useDeleteResume(onDeleted);
  const [confirming, setConfirming] = useState(false);
  const hasEarlier = resume.earlier.length > 0;
  return (
    <>
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
            onSelect={() =>
              // A lone version goes at once, as always (SPEC section 4); a later one asks.
              hasEarlier ? setConfirming(true) : remove.mutate(resume.resumeId)
            }
          >
            {hasEarlier ? `Delete v${resume.version}` : 'Delete'}
          </DropdownMenu.Item>
        </MenuContent>
      </DropdownMenu.Root>
      {hasEarlier && (
        <DeleteVersionDialog
          resume={resume}
          open={confirming}
          onOpenChange={setConfirming}
          onDeleted={onDeleted}
        />
      )}
    </>
  );
}

/** SPEC section 2, 'Resume card'. */
export function ResumeCard({
  resume,
  onDeleted,
  newVersion,
}: {
  resume: ResumeGroup;
  onDeleted: () => void;
  /** The 'New version' action, from the upload feature (app/ composes the two). */
  newVersion?: ReactNode;
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
        {resume.earlier.length > 0 && <EarlierVersions resume={resume} onDeleted={onDeleted} />}
        <div className="mt-auto flex flex-wrap gap-2">
          {resume.cumulativeGrade ? (
            <ViewButton resumeId={resume.resumeId} />
          ) : (
            <GradeButton resume={resume} />
          )}
          {newVersion}
        </div>
      </div>
    </li>
  );
}
