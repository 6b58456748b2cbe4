import clsx from 'clsx';
import { FileUp } from 'lucide-react';
import { type DragEvent, type Ref, useId, useState } from 'react';
import { buttonClasses } from '@/components/ui/button';

interface DropZoneProps {
  /** Why the last file was refused ('Please select a valid PDF'), shown under the zone. */
  problem: string | null;
  onFile: (file: File) => void;
  inputRef?: Ref<HTMLInputElement>;
  /** The zone's words, and the input's name. */
  title?: string;
}

/**
 * Drag and drop, or a click anywhere, or the keyboard: the zone is the label of a visually
 * hidden file input, so focus, Enter and Space are the browser's own.
 */
export function DropZone({
  problem,
  onFile,
  inputRef,
  title = 'Drag and drop your resume here',
}: DropZoneProps) {
  const [dragging, setDragging] = useState(false);
  const id = useId();
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file) onFile(file);
  };
  return (
    <div className="space-y-3">
      <label
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={(event) => {
          // Moving onto a child element also fires dragleave on the zone.
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) {
            setDragging(false);
          }
        }}
        onDrop={drop}
        className={clsx(
          'flex cursor-pointer flex-col items-center gap-3 rounded-card border-2 border-dashed px-6 py-10 text-center transition-colors md:py-12',
          'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600',
          dragging ? 'border-brand-600 bg-brand-50' : 'border-brand-200 bg-surface-tint',
          problem && !dragging && 'border-danger-600',
        )}
      >
        <input
          ref={inputRef}
          type="file"
          accept="application/pdf,.pdf"
          className="sr-only"
          aria-labelledby={`${id}-title`}
          aria-describedby={clsx(`${id}-hint`, problem && `${id}-problem`)}
          aria-invalid={problem ? true : undefined}
          onChange={(event) => {
            const file = event.target.files?.[0];
            // Cleared so choosing the same file again still reports a change.
            event.target.value = '';
            if (file) onFile(file);
          }}
        />
        <span className="flex size-14 items-center justify-center rounded-full bg-brand-100 text-brand-700">
          <FileUp aria-hidden className="size-7" />
        </span>
        <span id={`${id}-title`} className="text-lg font-semibold">
          {title}
        </span>
        <span aria-hidden className="text-sm text-ink-subtle">
          or
        </span>
        <span aria-hidden className={buttonClasses('primary', 'md')}>
          Browse files
        </span>
        <span id={`${id}-hint`} className="text-sm text-ink-subtle">
          PDF, up to 10 MB
        </span>
      </label>
      {problem && (
        <p id={`${id}-problem`} role="alert" className="text-sm font-medium text-danger-700">
          {problem}
        </p>
      )}
    </div>
  );
}
