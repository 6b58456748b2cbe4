import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useSignOut } from '@/lib/api/sign-out';

/** Log out asks first (SPEC section 2), ends the session on the server, then goes to /login. */
export function LogoutDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const logout = useSignOut(() => onOpenChange(false));
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Log out"
      description="Are you sure you want to log out?"
    >
      <div className="flex justify-end gap-3">
        <Button variant="ghost" onClick={() => onOpenChange(false)}>
          Cancel
        </Button>
        <Button onClick={() => logout.mutate()} disabled={logout.isPending}>
          Log out
        </Button>
      </div>
    </Dialog>
  );
}
