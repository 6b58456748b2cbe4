import { planForCredits } from '@resumegrader/contract/billing';
import {
  type Plan,
  type PlanId,
  subscribeLoginRequiredMessage,
} from '@resumegrader/contract/plans';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { userQueryOptions } from '@/lib/api/get-user';
import { useSubscribe } from '../api/subscribe';

/**
 * What every plan's buy button does (SPEC section 5): a visitor goes to /login with a
 * toast; a signed-in user goes to checkout. `pendingPlan` is the plan on its way there,
 * until the page unloads.
 */
export function useChoosePlan(): {
  choose: (plan: Plan) => Promise<void>;
  pendingPlan: PlanId | null;
} {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const checkout = useSubscribe();
  const { reset } = checkout;

  // Back from the provider's page may restore this page from the back-forward cache, with
  // the button still spinning: start afresh.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) reset();
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, [reset]);

  const choose = async (plan: Plan) => {
    if (checkout.isPending || checkout.isSuccess) return;
    // The session may still be loading when the page has just opened.
    const user = await queryClient.ensureQueryData(userQueryOptions).catch(() => null);
    if (!user) {
      toast.info(subscribeLoginRequiredMessage);
      // Back to this page (pricing, or the results page's plans) once signed in.
      await navigate('/login', { state: { returnTo: `${location.pathname}${location.search}` } });
      return;
    }
    checkout.mutate({ numberOfCredits: plan.credit });
  };

  const busy = checkout.isPending || checkout.isSuccess;
  const pending = busy ? planForCredits(checkout.variables.numberOfCredits) : undefined;
  return { choose, pendingPlan: pending?.id ?? null };
}
