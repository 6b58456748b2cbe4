import clsx from 'clsx';
import { CircleAlert, CircleCheck } from 'lucide-react';
import type { ItemGroup, ReportItem, Tone } from '@resumegrader/contract/report-views';

const badgeClasses: Record<Tone, string> = {
  red: 'bg-danger-700 text-white',
  yellow: 'bg-amber-700 text-white',
  brand: 'bg-brand-700 text-white',
};

const dotClasses: Record<Tone, string> = {
  red: 'bg-danger-600',
  yellow: 'bg-amber-400',
  brand: 'bg-brand-600',
};

/** Said to screen readers, since colour alone tells red from yellow on screen. */
const toneNames: Record<Tone, string> = {
  red: 'Must fix',
  yellow: 'Worth a look',
  brand: '',
};

function ItemMarker({ item }: { item: ReportItem }) {
  if (item.number === undefined)
    return (
      <span aria-hidden className={clsx('mt-1.5 size-3 rounded-full', dotClasses[item.tone])} />
    );
  return (
    <span
      aria-hidden
      className={clsx(
        'flex size-7 shrink-0 items-center justify-center rounded-full text-sm font-bold',
        badgeClasses[item.tone],
      )}
    >
      {item.number}
    </span>
  );
}

/** An item's marker and words: in the list, and under the page in the mobile popup. */
export function ItemSummary({ item }: { item: ReportItem }) {
  return (
    <>
      <ItemMarker item={item} />
      <span className="min-w-0 flex-1 space-y-1">
        <span className="block font-semibold text-ink">
          {item.number !== undefined && <span className="sr-only">{item.number}. </span>}
          {item.title}
          {toneNames[item.tone] && <span className="sr-only"> ({toneNames[item.tone]})</span>}
        </span>
        {item.detail && <span className="block text-sm text-ink-subtle">{item.detail}</span>}
        {item.quote && (
          <span className="block truncate text-sm text-ink-muted italic">“{item.quote}”</span>
        )}
        <span className="block text-sm text-ink-muted">{item.body}</span>
      </span>
    </>
  );
}

function MistakeCard({
  item,
  selected,
  onSelect,
}: {
  item: ReportItem;
  selected: boolean;
  onSelect: (item: ReportItem) => void;
}) {
  return (
    <button
      type="button"
      aria-pressed={selected}
      onClick={() => onSelect(item)}
      className={clsx(
        'flex w-full gap-3 rounded-card border bg-white p-4 text-left transition-colors',
        selected
          ? 'border-brand-600 bg-brand-50 ring-1 ring-brand-600'
          : 'border-line hover:border-brand-200 hover:bg-surface-tint',
      )}
    >
      <ItemSummary item={item} />
    </button>
  );
}

interface MistakeListProps {
  groups: ItemGroup[];
  selectedItemId: string | null;
  onSelect: (item: ReportItem) => void;
}

/** The tab's mistakes as buttons: choosing one highlights and shows its boxes. */
export function MistakeList({ groups, selectedItemId, onSelect }: MistakeListProps) {
  return (
    <div className="space-y-8">
      {groups.map((group) => (
        <section key={group.id} aria-labelledby={`${group.id}-heading`} className="space-y-3">
          <h3 id={`${group.id}-heading`} className="text-h3 font-semibold">
            {group.heading}
          </h3>
          {group.status && (
            <p
              className={clsx(
                'flex items-start gap-2 rounded-control px-3 py-2 text-sm font-medium',
                group.status.ok ? 'bg-success-50 text-success-700' : 'bg-danger-50 text-danger-700',
              )}
            >
              {group.status.ok ? (
                <CircleCheck aria-hidden className="mt-px size-4 shrink-0" />
              ) : (
                <CircleAlert aria-hidden className="mt-px size-4 shrink-0" />
              )}
              {group.status.text}
            </p>
          )}
          {group.items.length > 0 ? (
            <ul className="space-y-3">
              {group.items.map((item) => (
                <li key={item.id}>
                  <MistakeCard
                    item={item}
                    selected={item.id === selectedItemId}
                    onSelect={onSelect}
                  />
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-ink-muted">{group.emptyText}</p>
          )}
        </section>
      ))}
    </div>
  );
}
