import clsx from 'clsx';
import { X } from 'lucide-react';
import { Dialog as Primitive } from 'radix-ui';
import type { ReactNode } from 'react';

interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  children: ReactNode;
  /** 'sheet' slides in from the right edge (menus); 'modal' is centred. */
  variant?: 'modal' | 'sheet';
  /** A modal's width: 'wide' fits three cards side by side. */
  size?: 'default' | 'wide';
  /**
   * The button that opens the dialog. Radix returns focus on close only to its own trigger;
   * without one, focus falls to the page body.
   */
  trigger?: ReactNode;
  /** Where focus goes on close, when the element that opened the dialog is gone. */
  onCloseAutoFocus?: (event: Event) => void;
}

/** Focus trap, Escape, overlay click and scroll lock come from Radix, not from us. */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  variant = 'modal',
  size = 'default',
  trigger,
  onCloseAutoFocus,
}: DialogProps) {
  return (
    <Primitive.Root open={open} onOpenChange={onOpenChange}>
      {trigger && <Primitive.Trigger asChild>{trigger}</Primitive.Trigger>}
      <Primitive.Portal>
        <Primitive.Overlay className="fixed inset-0 z-40 bg-ink/40 backdrop-blur-[2px]" />
        <Primitive.Content
          className={clsx(
            'fixed z-50 bg-white shadow-card focus:outline-none',
            variant === 'modal'
              ? 'top-1/2 left-1/2 max-h-[calc(100dvh-2rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-card p-6'
              : 'inset-y-0 right-0 flex w-[min(22rem,100vw)] flex-col p-5',
            variant === 'modal' &&
              (size === 'wide'
                ? 'w-[min(64rem,calc(100vw-2rem))]'
                : 'w-[min(32rem,calc(100vw-2rem))]'),
          )}
          {...(description ? {} : { 'aria-describedby': undefined })}
          {...(onCloseAutoFocus ? { onCloseAutoFocus } : {})}
        >
          <div className="flex items-center justify-between gap-4">
            <Primitive.Title className="text-h3 font-semibold">{title}</Primitive.Title>
            <Primitive.Close
              className="rounded-control p-2 text-ink-muted hover:bg-surface-muted"
              aria-label="Close"
            >
              <X aria-hidden className="size-5" />
            </Primitive.Close>
          </div>
          {description && (
            <Primitive.Description className="mt-1 text-ink-muted">
              {description}
            </Primitive.Description>
          )}
          <div className="mt-4 flex-1">{children}</div>
        </Primitive.Content>
      </Primitive.Portal>
    </Primitive.Root>
  );
}

export const DialogClose = Primitive.Close;
