import { useParams } from 'react-router';
import { TestCheckout } from '@/features/checkout/components/test-checkout';

/**
 * `/checkout/test/:checkoutId`: the test payment provider's page (CONTRACT.md section 2).
 * Like Stripe's page it needs only its url, not our session: paying credits the account
 * that opened the checkout.
 */
export function Component() {
  const { checkoutId = '' } = useParams();
  // Keyed, so another checkout starts with fresh Pay and Cancel buttons.
  return <TestCheckout key={checkoutId} checkoutId={checkoutId} />;
}
