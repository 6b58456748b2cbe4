import { useParams } from 'react-router';
import { TestCheckout } from '@/features/checkout/components/test-checkout';
import { ProtectedRoute } from '@/lib/auth';

/** `/checkout/test/:checkoutId`: the test payment provider's page (CONTRACT.md section 2). */
export function Component() {
  const { checkoutId = '' } = useParams();
  return (
    <ProtectedRoute>
      {/* Keyed, so another checkout starts with fresh Pay and Cancel buttons. */}
      <TestCheckout key={checkoutId} checkoutId={checkoutId} />
    </ProtectedRoute>
  );
}
