import type { ReactNode } from 'react';
import { Button } from './button';
import { DialogClose } from './dialog';

/**
 * The footer of a dialog that asks before deleting: Cancel closes it, the red button does
 * it and stays disabled while it runs.
 */
export function ConfirmActions({
  pending,
  onConfirm,
  children,
}: {
  pending: boolean;
  onConfirm: () => void;
  /** The red button's label, e.g. 'Delete' or 'Deleting…'. */
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
      <DialogClose asChild>
        <Button variant="outline">Cancel</Button>
      </DialogClose>
      <Button
        className="bg-danger-700 hover:bg-danger-600 disabled:bg-danger-600/60"
        disabled={pending}
        onClick={onConfirm}
      >
        {children}
      </Button>
    </div>
  );
}
