import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { planFeatures } from './plan-card';
import { PlanList } from './plan-list';

/**
 * The billing modal of the results view (SPEC 'Pricing'): the plans with the same buy
 * buttons as /pricing, without leaving the report.
 */
export function SubscriptionPlansDialog() {
  const [open, setOpen] = useState(false);
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      size="wide"
      trigger={<Button>Buy Credits</Button>}
      title="Subscription plans"
      description="One review costs one credit. Buy a pack once and use it whenever you update your resume."
    >
      <PlanList inDialog />
      <p className="mt-6 text-sm text-ink-muted">
        Every plan: {planFeatures.map((f) => f.toLowerCase()).join('; ')}.
      </p>
    </Dialog>
  );
}
