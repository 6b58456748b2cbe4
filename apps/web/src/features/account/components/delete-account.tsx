import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmActions } from '@/components/ui/confirm-actions';
import { Dialog } from '@/components/ui/dialog';
import { useDeleteUser } from '../api/delete-user';

/** Delete Account, behind a confirmation modal (SPEC section 2). */
export function DeleteAccount() {
  const [open, setOpen] = useState(false);
  const remove = useDeleteUser();
  return (
    <section aria-labelledby="delete-account" className="space-y-3">
      <h2 id="delete-account" className="text-h3 font-semibold">
        Delete account
      </h2>
      <p className="text-ink-muted">
        Your account, resumes and reports are removed for good. This cannot be undone.
      </p>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        trigger={
          <Button
            variant="outline"
            className="w-full border-danger-600 text-danger-700 hover:bg-danger-50 sm:w-auto"
          >
            Delete Account
          </Button>
        }
        title="Delete your account?"
        description="This deletes your account, resumes and reports. Credits are not refunded."
      >
        <ConfirmActions pending={remove.isPending} onConfirm={() => remove.mutate()}>
          {remove.isPending ? 'Deleting…' : 'Delete Account'}
        </ConfirmActions>
      </Dialog>
    </section>
  );
}
