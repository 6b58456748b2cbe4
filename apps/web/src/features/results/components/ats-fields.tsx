import clsx from 'clsx';
import { TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import type { HoverProps } from '../hooks/use-hovered-item';
import type { AtsEntry, AtsField } from '../utils/ats-reading-view';
import type { ReportItem } from '@resumegrader/contract/report-views';

/** How a field tells the tab it is pointed at or chosen, and whether it is the chosen one. */
export interface FieldEvents {
  selectedId: string | null;
  onSelect: (item: ReportItem) => void;
  hoverProps: (id: string) => HoverProps;
}

/** A field's own warning, beside it: why the reader may have it wrong. */
export function FieldWarning({ text }: { text: string }) {
  return (
    <p className="mt-1 flex items-start gap-1.5 text-sm text-amber-900">
      <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0 text-amber-700" />
      <span>
        <span className="sr-only">Warning: </span>
        {text}
      </span>
    </p>
  );
}

/** The text the reader found, as a button that shows where it is printed. */
export function FieldButton({
  field: { field, item },
  events,
  look = 'text',
}: {
  field: AtsField;
  events: FieldEvents;
  /** 'text' reads as the resume's own words; 'chip' is one of many short ones side by side. */
  look?: 'text' | 'chip';
}) {
  const selected = item.id === events.selectedId;
  return (
    <button
      type="button"
      aria-pressed={selected}
      onClick={() => events.onSelect(item)}
      {...events.hoverProps(item.id)}
      className={clsx(
        'max-w-full rounded-control border px-2 py-1 text-left break-words text-ink transition-colors',
        // Text keeps the left edge of the label above it; its padding is for the hover wash.
        look === 'text' && '-mx-2',
        selected
          ? 'border-brand-600 bg-brand-50 ring-1 ring-brand-600'
          : field.warning
            ? 'border-amber-300 bg-amber-50 hover:border-amber-500'
            : look === 'chip'
              ? 'border-line bg-white hover:border-brand-200 hover:bg-surface-tint'
              : 'border-transparent hover:border-brand-200 hover:bg-surface-tint',
      )}
    >
      {field.text}
    </button>
  );
}

export function FieldValue({ field, events }: { field: AtsField; events: FieldEvents }) {
  return (
    <>
      <FieldButton field={field} events={events} />
      {field.field.warning && <FieldWarning text={field.field.warning} />}
    </>
  );
}

export const notFound = <span className="text-ink-subtle italic">Not found</span>;

/** A label and its value: over each other on a phone, in the dl's two columns from sm up. */
export function Slot({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="sm:contents">
      <dt className="text-sm font-medium text-ink-muted">{label}</dt>
      <dd className="min-w-0">{children}</dd>
    </div>
  );
}

/** Labelled slots, one under the other, each with its text or 'Not found'. */
export function Entries({
  entries,
  events,
  extra,
  children,
}: {
  entries: AtsEntry[];
  events: FieldEvents;
  /** Said after a slot's value, e.g. the dates as understood. */
  extra?: Partial<Record<string, string>>;
  /** More slots after these. */
  children?: ReactNode;
}) {
  return (
    <dl className="grid items-baseline gap-x-4 gap-y-3 sm:grid-cols-[8rem_minmax(0,1fr)] sm:gap-y-2">
      {entries.map((entry) => (
        <Slot key={entry.label} label={entry.label}>
          {entry.field ? <FieldButton field={entry.field} events={events} /> : notFound}
          {entry.field && extra?.[entry.label] && (
            <p className="mt-0.5 text-sm text-ink-muted">{extra[entry.label]}</p>
          )}
          {entry.field?.field.warning && <FieldWarning text={entry.field.field.warning} />}
        </Slot>
      ))}
      {children}
    </dl>
  );
}

export function FieldList({
  fields,
  events,
  empty,
  inline = false,
}: {
  fields: AtsField[];
  events: FieldEvents;
  empty: string;
  /** Short fields (skills) flow side by side; sentences go one under the other. */
  inline?: boolean;
}) {
  if (fields.length === 0) return <p className="text-ink-subtle italic">{empty}</p>;
  return (
    <ul className={inline ? 'flex flex-wrap gap-2' : 'space-y-1'}>
      {fields.map((field) => (
        <li key={field.item.id} className={inline ? 'max-w-full' : undefined}>
          {inline ? (
            <>
              <FieldButton field={field} events={events} look="chip" />
              {field.field.warning && <FieldWarning text={field.field.warning} />}
            </>
          ) : (
            <FieldValue field={field} events={events} />
          )}
        </li>
      ))}
    </ul>
  );
}
