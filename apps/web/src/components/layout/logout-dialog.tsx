import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { apiRequest } from '@/lib/api-client';
import { userQueryOptions } from '@/lib/auth';
import { clearClientState } from '@/lib/client-state';

/** Log out asks first (SPEC section 2), ends the session on the server, then goes to /login. */
export function LogoutDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const logout = useMutation({
    mutationFn: () => apiRequest<unknown>('/auth/sign-out', { method: 'POST', body: {} }),
    onSuccess: async () => {
      onOpenChange(false);
      queryClient.clear();
      queryClient.setQueryData(userQueryOptions.queryKey, null);
      clearClientState();
      await navigate('/login', { replace: true });
    },
  });
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
