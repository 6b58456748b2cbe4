import { renameResumeSchema } from '@resumegrader/contract/resume';
import { Pencil } from 'lucide-react';
import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { toast } from 'react-toastify';
import { useRenameResume } from '../api/rename-resume';

const withoutPdf = (fileName: string) => fileName.replace(/\.pdf$/i, '');

/**
 * The card's name, edited in place (SPEC section 2): the pencil opens an input without the
 * '.pdf', which stays shown after it; blur or Enter saves, Escape cancels.
 */
export function FileNameEditor({ resumeId, fileName }: { resumeId: string; fileName: string }) {
  const rename = useRenameResume(resumeId);
  const [editing, setEditing] = useState(false);
  // Enter and Escape remove the input, which may then report a blur: save only once.
  const open = useRef(false);
  const pencil = useRef<HTMLButtonElement>(null);
  // While saving, the card shows the new name; a failure falls back to the stored one.
  const shown = withoutPdf(rename.isPending ? rename.variables : fileName);

  const startEditing = () => {
    open.current = true;
    setEditing(true);
  };
  const finish = (text: string | null, refocus: boolean) => {
    if (!open.current) return;
    open.current = false;
    // Synchronously, so the pencil is back in the page to take the keyboard focus.
    flushSync(() => setEditing(false));
    if (refocus) pencil.current?.focus();
    if (text === null || text.trim() === withoutPdf(fileName)) return;
    const parsed = renameResumeSchema.safeParse({ fileName: text });
    if (!parsed.success) {
      toast.error(parsed.error.issues[0]?.message);
      return;
    }
    rename.mutate(parsed.data.fileName);
  };

  if (editing) {
    return (
      <div className="flex min-w-0 items-center gap-1">
        <input
          aria-label="File name"
          defaultValue={shown}
          // The input appears because the pencil was pressed: focus belongs in it.
          autoFocus
          onFocus={(event) => event.currentTarget.select()}
          onBlur={(event) => finish(event.currentTarget.value, false)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              // Or the key's press would land on the refocused pencil and reopen the input.
              event.preventDefault();
              finish(event.currentTarget.value, true);
            }
            if (event.key === 'Escape') finish(null, true);
          }}
          className="h-8 min-w-0 flex-1 rounded-md border border-brand-600 px-2 font-semibold text-ink focus:ring-2 focus:ring-brand-200 focus:outline-none"
        />
        <span className="font-semibold text-ink-muted">.pdf</span>
      </div>
    );
  }
  return (
    <div className="flex min-w-0 items-center gap-1">
      <h3 className="min-w-0 truncate font-semibold" title={`${shown}.pdf`}>
        {shown}
        <span className="text-ink-muted">.pdf</span>
      </h3>
      <button
        ref={pencil}
        type="button"
        aria-label={`Rename ${shown}.pdf`}
        className="shrink-0 rounded-md p-1.5 text-ink-subtle hover:bg-surface-muted hover:text-ink"
        onClick={startEditing}
      >
        <Pencil aria-hidden className="size-4" />
      </button>
    </div>
  );
}
