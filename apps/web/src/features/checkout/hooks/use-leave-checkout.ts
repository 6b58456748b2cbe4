import { useNavigate } from 'react-router';

/**
 * Follows the provider's `redirectTo`, replacing the checkout page in the history, so Back
 * does not return to a page already paid or cancelled. An address of another origin (not
 * expected from the test provider) is a full page load.
 */
export function useLeaveCheckout(): (redirectTo: string) => Promise<void> {
  const navigate = useNavigate();
  return async (redirectTo) => {
    const target = new URL(redirectTo, window.location.href);
    if (target.origin !== window.location.origin) {
      window.location.replace(target.href);
      return;
    }
    await navigate(`${target.pathname}${target.search}${target.hash}`, { replace: true });
  };
}
