import type { ResumeSort } from '@resumegrader/contract/resume';
import { ArrowUpDown, Check } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { buttonClasses } from '@/components/ui/button';
import { MenuContent } from '@/components/ui/menu-content';

/**
 * SPEC section 2's three orders, Date, Ascending and Descending, each saying what it sorts
 * by: the date newest first, the file name either way.
 */
const sortLabels: Record<ResumeSort, string> = {
  date: 'Date, newest first',
  asc: 'Ascending, name A–Z',
  desc: 'Descending, name Z–A',
};

export function SortMenu({
  value,
  onChange,
}: {
  value: ResumeSort;
  onChange: (sort: ResumeSort) => void;
}) {
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger className={buttonClasses('outline', 'md', 'shrink-0')}>
        <ArrowUpDown aria-hidden className="size-4" />
        Sort: {sortLabels[value]}
      </DropdownMenu.Trigger>
      <MenuContent>
        <DropdownMenu.RadioGroup
          value={value}
          onValueChange={(sort) => onChange(sort as ResumeSort)}
        >
          {Object.entries(sortLabels).map(([sort, label]) => (
            <DropdownMenu.RadioItem
              key={sort}
              value={sort}
              className="relative flex cursor-pointer items-center rounded-control py-2 pr-3 pl-8 text-ink outline-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-800"
            >
              <DropdownMenu.ItemIndicator className="absolute left-2.5">
                <Check aria-hidden className="size-4 text-brand-700" />
              </DropdownMenu.ItemIndicator>
              {label}
            </DropdownMenu.RadioItem>
          ))}
        </DropdownMenu.RadioGroup>
      </MenuContent>
    </DropdownMenu.Root>
  );
}
