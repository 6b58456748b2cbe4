import { useState } from 'react';

/**
 * The item the pointer is over or the keyboard focus is on: its boxes stand out while it
 * stays there, without choosing it (choosing scrolls the pages, which hovering must not).
 */
export function useHoveredItem() {
  const [hoveredId, setHoveredId] = useState<string | null>(null);
  const leave = (id: string) => setHoveredId((current) => (current === id ? null : current));
  const hoverProps = (id: string) => ({
    onMouseEnter: () => setHoveredId(id),
    onMouseLeave: () => leave(id),
    onFocus: () => setHoveredId(id),
    onBlur: () => leave(id),
  });
  return { hoveredId, hoverProps };
}

export type HoverProps = ReturnType<ReturnType<typeof useHoveredItem>['hoverProps']>;
