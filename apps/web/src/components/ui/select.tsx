import clsx from 'clsx';
import { Check, ChevronDown, ChevronUp } from 'lucide-react';
import { Select as Primitive } from 'radix-ui';
import type { Ref } from 'react';
import { controlClasses, FieldShell } from './form-field';

export interface SelectGroup {
  label: string;
  options: readonly string[];
}

export interface SelectFieldProps {
  label: string;
  /** '' shows the placeholder (nothing chosen yet). */
  value: string;
  onValueChange: (value: string) => void;
  onBlur?: () => void;
  placeholder: string;
  /** Either a flat list or labelled groups (job titles). */
  options?: readonly string[];
  groups?: readonly SelectGroup[];
  error?: string | undefined;
  disabled?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

function Option({ value }: { value: string }) {
  return (
    <Primitive.Item
      value={value}
      className={clsx(
        'relative flex cursor-default items-center rounded-md py-2 pr-3 pl-8 text-sm text-ink select-none',
        'outline-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-800',
        'data-[state=checked]:font-semibold',
      )}
    >
      <Primitive.ItemIndicator className="absolute left-2 inline-flex items-center">
        <Check aria-hidden className="size-4 text-brand-700" />
      </Primitive.ItemIndicator>
      <Primitive.ItemText>{value}</Primitive.ItemText>
    </Primitive.Item>
  );
}

/**
 * A labelled select on Radix: arrow keys, typeahead, Home/End, Escape and focus return come
 * from Radix; the label, error and look match TextField.
 */
export function SelectField({
  label,
  value,
  onValueChange,
  onBlur,
  placeholder,
  options = [],
  groups = [],
  error,
  disabled,
  ref,
}: SelectFieldProps) {
  return (
    <FieldShell label={label} error={error}>
      {({ id, errorId }) => (
        <Primitive.Root
          value={value}
          onValueChange={onValueChange}
          disabled={disabled ?? false}
          onOpenChange={(open) => {
            if (!open) onBlur?.();
          }}
        >
          <Primitive.Trigger
            id={id}
            ref={ref}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            className={clsx(
              controlClasses(error),
              'flex h-11 items-center justify-between gap-2 text-left',
              'disabled:cursor-not-allowed disabled:bg-surface-muted data-[placeholder]:text-ink-subtle',
            )}
          >
            <span className="truncate">
              <Primitive.Value placeholder={placeholder} />
            </span>
            <Primitive.Icon>
              <ChevronDown aria-hidden className="size-4 text-ink-muted" />
            </Primitive.Icon>
          </Primitive.Trigger>
          <Primitive.Portal>
            <Primitive.Content
              position="popper"
              sideOffset={4}
              className={clsx(
                'z-50 max-h-[min(22rem,var(--radix-select-content-available-height))] w-[var(--radix-select-trigger-width)]',
                'overflow-hidden rounded-control border border-line bg-white shadow-card',
              )}
            >
              <Primitive.ScrollUpButton className="flex h-6 items-center justify-center text-ink-muted">
                <ChevronUp aria-hidden className="size-4" />
              </Primitive.ScrollUpButton>
              <Primitive.Viewport className="p-1">
                {options.map((option) => (
                  <Option key={option} value={option} />
                ))}
                {groups.map((group, index) => (
                  <Primitive.Group key={group.label}>
                    {index > 0 && <Primitive.Separator className="mx-2 my-1 h-px bg-line" />}
                    <Primitive.Label className="px-3 pt-2 pb-1 text-xs font-semibold tracking-wide text-ink-subtle uppercase">
                      {group.label}
                    </Primitive.Label>
                    {group.options.map((option) => (
                      <Option key={option} value={option} />
                    ))}
                  </Primitive.Group>
                ))}
              </Primitive.Viewport>
              <Primitive.ScrollDownButton className="flex h-6 items-center justify-center text-ink-muted">
                <ChevronDown aria-hidden className="size-4" />
              </Primitive.ScrollDownButton>
            </Primitive.Content>
          </Primitive.Portal>
        </Primitive.Root>
      )}
    </FieldShell>
  );
}
