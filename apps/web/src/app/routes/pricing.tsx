import { type Plan, plans, subscribeLoginRequiredMessage } from '@resumegrader/contract/plans';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { Container } from '@/components/ui/container';
import { PlanCard } from '@/features/pricing/components/plan-card';

export function Component() {
  const navigate = useNavigate();
  // Buying needs an account (SPEC section 5); checkout arrives with the payments feature.
  const choose = (_plan: Plan) => {
    toast.info(subscribeLoginRequiredMessage);
    void navigate('/login');
  };
  return (
    <Container className="py-16 lg:py-24">
      <title>Pricing — ResumeGrader</title>
      <div className="mx-auto max-w-2xl text-center">
        <h1 className="text-h1 font-extrabold">Choose a plan to improve your resume</h1>
        <p className="mt-4 text-lg text-ink-muted">
          One review costs one credit. Buy a pack once, use it whenever you update your resume.
        </p>
      </div>
      <div className="mx-auto mt-14 grid max-w-5xl gap-8 md:grid-cols-3">
        {plans.map((plan) => (
          <PlanCard key={plan.id} plan={plan} onChoose={choose} />
        ))}
      </div>
      <p className="mt-10 text-center text-sm text-ink-subtle">
        Prices in US dollars. Payments are processed securely by our card payment provider; we never
        see or store your card number.
      </p>
    </Container>
  );
}
