import { Container } from '@/components/ui/container';
import { PlanFeatures } from '@/features/pricing/components/plan-features';
import { PlanList } from '@/features/pricing/components/plan-list';
import { useCheckoutReturnToast } from '@/hooks/use-checkout-return-toast';

export function Component() {
  // A cancelled checkout returns here with ?checkout=cancelled.
  useCheckoutReturnToast();
  return (
    <Container className="py-16 lg:py-24">
      <title>Pricing — ResumeGrader</title>
      <div className="mx-auto max-w-2xl text-center">
        <h1 className="text-h1 font-extrabold">Choose a plan to improve your resume</h1>
        <p className="mt-4 text-lg text-ink-muted">
          One review costs one credit. Buy a pack once, use it whenever you update your resume.
        </p>
      </div>
      <PlanList className="mx-auto mt-14 max-w-5xl" />
      <PlanFeatures className="mx-auto mt-14 max-w-3xl" />
      <p className="mt-10 text-center text-sm text-ink-subtle">
        Prices in US dollars. Payments are processed securely by our card payment provider; we never
        see or store your card number.
      </p>
    </Container>
  );
}
