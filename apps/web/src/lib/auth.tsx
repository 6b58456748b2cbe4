import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { useUser, userQueryOptions } from './api/get-user';
import { pendingVisitorResume } from './grading';

/**
 * Protected pages (SPEC section 2): nothing while the session is checked, then the page
 * for a signed-in user, or /login (replacing history) for anyone else.
 */
export function ProtectedRoute({ children }: { children: ReactNode }) {
  const { data: user, isPending } = useUser();
  if (isPending) return null;
  if (!user) return <Navigate to="/login" replace />;
  return children;
}

/**
 * Guest-only pages send a user who arrives signed in to /. A guest who signs in here is
 * led on by the page's own flow (useEnterAccount): the session may be re-read before or
 * after that navigation settles, and must not bounce the new user to / meanwhile.
 */
export function GuestRoute({ children }: { children: ReactNode }) {
  const { data: user, isPending } = useUser();
  const [seenAsGuest, setSeenAsGuest] = useState(false);
  if (!isPending && !user && !seenAsGuest) setSeenAsGuest(true);
  if (isPending) return null;
  if (user) return seenAsGuest ? null : <Navigate to="/" replace />;
  return children;
}

/**
 * After a sign-in: re-read the session and open `path`. The reset puts the session back to
 * 'checking' before the navigation, so the guest-only page being left does not bounce the
 * new user to / and the protected page waits for the session instead of sending to /login.
 * A visitor's upload waiting for this account goes first: /preprocessing claims and grades
 * it (SPEC section 4, sign-up).
 */
export function useEnterAccount() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const returnTo = returnPathOf(useLocation().state);
  return (path: string) => {
    void queryClient.resetQueries(userQueryOptions);
    return navigate(pendingVisitorResume.get() ? '/preprocessing' : (returnTo ?? path), {
      replace: true,
    });
  };
}

/**
 * Where a page that sent the visitor to log in wants them back (`{ returnTo }` in the
 * navigation state, e.g. Get Started on /pricing). Only a path of this site.
 */
function returnPathOf(state: unknown): string | undefined {
  if (typeof state !== 'object' || state === null || !('returnTo' in state)) return undefined;
  const { returnTo } = state;
  return typeof returnTo === 'string' && /^\/(?!\/)/.test(returnTo) ? returnTo : undefined;
}
