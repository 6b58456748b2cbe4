import clsx from 'clsx';
import type { HTMLAttributes } from 'react';

/** The page's content column: at most 1490px wide (SPEC section 9), centred. */
export function Container({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div className={clsx('mx-auto w-full max-w-content px-4 md:px-8', className)} {...props} />
  );
}
