import clsx from 'clsx';
import type { UseMutationResult } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import type { MouseEvent, ReactNode } from 'react';
import { buttonClasses } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import type { DownloadedFile } from '@/lib/api-client';

interface DownloadLinkProps {
  /** The file's own URL: a middle click or 'Save link as' still works without script. */
  href: string;
  download: UseMutationResult<DownloadedFile, Error, void>;
  /** Said to screen readers while the file is being made. */
  busyText: string;
  variant?: 'primary' | 'outline';
  className?: string;
  children: ReactNode;
}

/** A click that only the browser should handle: a new tab or window, or 'save as'. */
const browserClick = (event: MouseEvent) =>
  event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

/**
 * A download that fetches first: an error answer becomes a toast with the API's message
 * instead of a saved error file, and the link shows a spinner while the file is made.
 */
export function DownloadLink({
  href,
  download,
  busyText,
  variant = 'outline',
  className,
  children,
}: DownloadLinkProps) {
  const busy = download.isPending;
  return (
    <>
      <a
        href={href}
        download
        aria-disabled={busy || undefined}
        onClick={(event) => {
          if (browserClick(event)) return;
          event.preventDefault();
          if (!busy) download.mutate();
        }}
        className={buttonClasses(variant, 'md', clsx('aria-disabled:cursor-wait', className))}
      >
        {busy ? <Spinner className="size-5" /> : <Download aria-hidden className="size-5" />}
        {children}
      </a>
      <span role="status" className="sr-only">
        {busy ? busyText : ''}
      </span>
    </>
  );
}
