import clsx from 'clsx';
import { ChevronDown } from 'lucide-react';
import { Accordion as Primitive } from 'radix-ui';
import type { ReactNode } from 'react';

export interface AccordionItem {
  id: string;
  title: string;
  content: ReactNode;
}

/** One item open at a time; keyboard handling and ARIA come from Radix. */
export function Accordion({ items, className }: { items: AccordionItem[]; className?: string }) {
  return (
    <Primitive.Root type="single" collapsible className={clsx('divide-y divide-line', className)}>
      {items.map((item) => (
        <Primitive.Item key={item.id} value={item.id}>
          <Primitive.Header asChild>
            <h3>
              <Primitive.Trigger className="group flex h-faq-row w-full items-center justify-between gap-6 text-left text-lg font-semibold text-ink hover:text-brand-700">
                {item.title}
                <ChevronDown
                  aria-hidden
                  className="size-5 shrink-0 text-ink-subtle transition-transform group-data-[state=open]:rotate-180"
                />
              </Primitive.Trigger>
            </h3>
          </Primitive.Header>
          <Primitive.Content className="overflow-hidden pb-6 text-ink-muted data-[state=closed]:hidden">
            {item.content}
          </Primitive.Content>
        </Primitive.Item>
      ))}
    </Primitive.Root>
  );
}
