import type { Purchase } from '@resumegrader/contract/billing';
import { formatPrice } from '@resumegrader/contract/plans';
import clsx from 'clsx';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { formatShortDate } from '@/lib/format-date';
import { usePurchases } from '../api/get-purchases';

/** Prices are US dollars (SPEC section 9); another currency is named rather than guessed. */
function amount(purchase: Purchase): string {
  const price = formatPrice(purchase.amountCents);
  return purchase.currency.toLowerCase() === 'usd'
    ? price
    : `${price} ${purchase.currency.toUpperCase()}`;
}

const columns = ['Date', 'Plan', 'Credits', 'Amount'] as const;

/**
 * One cell. On mobile the row becomes a stacked card and each cell shows its column's name
 * before the value; that label is hidden from assistive technology, which reads the
 * (visually hidden) column header instead.
 */
function Cell({ label, children, end }: { label: string; children: ReactNode; end?: boolean }) {
  return (
    <td
      role="cell"
      className={clsx(
        'flex justify-between gap-4 py-1 md:table-cell md:px-4 md:py-3',
        end && 'md:text-right',
      )}
    >
      <span aria-hidden className="text-ink-muted md:hidden">
        {label}
      </span>
      <span className="font-medium md:font-normal">{children}</span>
    </td>
  );
}

function PurchaseTable({ items }: { items: Purchase[] }) {
  // Explicit roles: a table restyled as blocks on mobile otherwise loses its semantics in
  // some browsers.
  return (
    <table role="table" className="block w-full text-left md:table" aria-labelledby="purchases">
      <thead role="rowgroup" className="sr-only md:not-sr-only md:table-header-group">
        <tr role="row" className="border-b border-line text-sm text-ink-muted">
          {columns.map((column) => (
            <th
              key={column}
              role="columnheader"
              scope="col"
              className={clsx(
                'px-4 py-2 font-medium',
                (column === 'Amount' || column === 'Credits') && 'text-right',
              )}
            >
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody role="rowgroup" className="block space-y-3 md:table-row-group md:space-y-0">
        {items.map((purchase) => (
          <tr
            key={purchase.id}
            role="row"
            className="block rounded-control border border-line p-4 md:table-row md:rounded-none md:border-0 md:border-b md:p-0 md:last:border-b-0"
          >
            <Cell label="Date">
              <time dateTime={purchase.date}>{formatShortDate(purchase.date)}</time>
            </Cell>
            <Cell label="Plan">{purchase.planName}</Cell>
            <Cell label="Credits" end>
              {purchase.credits}
            </Cell>
            <Cell label="Amount" end>
              {amount(purchase)}
            </Cell>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The account's completed purchases, newest first. */
export function PurchaseHistory() {
  const purchases = usePurchases();
  let body: ReactNode;
  if (purchases.isPending) {
    body = (
      <div role="status" aria-label="Loading purchases" className="space-y-2">
        <Skeleton className="h-6 w-full" />
        <Skeleton className="h-6 w-full" />
      </div>
    );
  } else if (purchases.isError) {
    body = (
      <div role="alert" className="flex flex-wrap items-center gap-3 text-ink-muted">
        <p>We could not load your purchases. {purchases.error.message}</p>
        <Button variant="outline" size="sm" onClick={() => void purchases.refetch()}>
          Try again
        </Button>
      </div>
    );
  } else if (purchases.data.items.length === 0) {
    body = <p className="text-ink-muted">No purchases yet.</p>;
  } else {
    body = <PurchaseTable items={purchases.data.items} />;
  }
  return (
    <section aria-labelledby="purchases" className="space-y-4">
      <h2 id="purchases" className="text-h3 font-semibold">
        Purchases
      </h2>
      {body}
    </section>
  );
}
