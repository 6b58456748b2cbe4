import clsx from 'clsx';
import { LoaderCircle } from 'lucide-react';

/** A decorative spinner; the button or region around it says what is loading. */
export function Spinner({ className }: { className?: string }) {
  return (
    <LoaderCircle
      aria-hidden
      className={clsx('size-4 animate-spin motion-reduce:animate-none', className)}
    />
  );
}
