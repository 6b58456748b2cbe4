import { DropdownMenu } from 'radix-ui';
import type { ReactNode } from 'react';

/** The one look of every dropdown menu's panel: portalled, right-aligned under its trigger. */
export function MenuContent({
  children,
  sideOffset = 6,
}: {
  children: ReactNode;
  sideOffset?: number;
}) {
  return (
    <DropdownMenu.Portal>
      <DropdownMenu.Content
        align="end"
        sideOffset={sideOffset}
        className="z-40 min-w-44 rounded-card border border-line bg-white p-1.5 shadow-card"
      >
        {children}
      </DropdownMenu.Content>
    </DropdownMenu.Portal>
  );
}
