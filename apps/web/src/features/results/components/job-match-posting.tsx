import type { ReportItem } from '@resumegrader/contract/report-views';
import clsx from 'clsx';
import { CircleCheck, CircleX } from 'lucide-react';
import { useEffect, useId, useMemo, useRef } from 'react';
import type { HoverProps } from '../hooks/use-hovered-item';
import { type PostingPiece, type PostingTerm, postingPieces } from '../utils/posting-highlights';
import { centreInPane } from '../utils/scroll-pane';

/**
 * Found and missing differ by icon and underline (solid, dashed) as well as by colour, so
 * the difference does not rest on colour alone.
 */
const markStyles = {
  found: {
    label: 'Found in your resume',
    Icon: CircleCheck,
    idle: 'bg-green-100 decoration-green-700 hover:bg-green-200',
    emphasised: 'bg-green-200 decoration-green-800 ring-2 ring-green-700',
    icon: 'text-green-700',
  },
  missing: {
    label: 'Missing from your resume',
    Icon: CircleX,
    idle: 'bg-amber-100 decoration-dashed decoration-amber-600 hover:bg-amber-200',
    emphasised: 'bg-amber-200 decoration-dashed decoration-amber-700 ring-2 ring-amber-600',
    icon: 'text-amber-700',
  },
} as const;

type MarkStatus = keyof typeof markStyles;
const statusOf = (term: PostingTerm): MarkStatus => (term.found ? 'found' : 'missing');

/** The key to the highlights; its labels also describe each highlight to screen readers. */
function PostingLegend({ labelIds }: { labelIds: Record<MarkStatus, string> }) {
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-ink-muted">
      {(Object.keys(markStyles) as MarkStatus[]).map((status) => {
        const { label, Icon, idle, icon } = markStyles[status];
        return (
          <li key={status} className="flex items-center gap-1.5">
            <span
              aria-hidden
              className={clsx(
                'inline-flex h-5 w-7 items-center justify-center rounded-sm underline decoration-2',
                idle,
              )}
            >
              <Icon className={clsx('size-3.5', icon)} />
            </span>
            <span id={labelIds[status]}>{label}</span>
          </li>
        );
      })}
    </ul>
  );
}

interface PostingMarkProps {
  piece: PostingPiece;
  term: PostingTerm;
  labelId: string;
  selected: boolean;
  emphasised: boolean;
  onChoose: (item: ReportItem) => void;
  hoverProps: HoverProps;
}

/** One place the posting names a term: choosing it chooses the term, as the list does. */
function PostingMark({
  piece,
  term,
  labelId,
  selected,
  emphasised,
  onChoose,
  hoverProps,
}: PostingMarkProps) {
  const { label, Icon, idle, icon, ...styles } = markStyles[statusOf(term)];
  return (
    <button
      type="button"
      data-posting-mark={term.item.id}
      data-selected={emphasised || undefined}
      aria-pressed={selected}
      aria-describedby={labelId}
      title={label}
      // One tab stop a term: a long posting would otherwise take a hundred presses to leave.
      tabIndex={piece.tabStop ? 0 : -1}
      onClick={() => onChoose(term.item)}
      {...hoverProps}
      className={clsx(
        'rounded-sm px-0.5 leading-6 text-ink underline decoration-2 underline-offset-[3px] transition-colors',
        emphasised ? styles.emphasised : idle,
      )}
    >
      <Icon aria-hidden className={clsx('mr-0.5 inline size-3 align-[-0.1em]', icon)} />
      {piece.text}
    </button>
  );
}

interface MatchPostingProps {
  text: string;
  terms: PostingTerm[];
  /** The chosen term: brought into view here when chosen elsewhere. */
  selectedId: string | null;
  /** The term whose places stand out: the chosen one, or one the pointer is over. */
  highlightedId: string | null;
  onSelect: (item: ReportItem) => void;
  hoverProps: (id: string) => HoverProps;
}

/**
 * Issue 36: the saved job description with each term it asks for highlighted as found in
 * the resume or missing from it, the way Jobscan and Teal show a posting. It scrolls within
 * its own panel, so bringing a term into view never moves the list the user is reading.
 */
export function MatchPosting({
  text,
  terms,
  selectedId,
  highlightedId,
  onSelect,
  hoverProps,
}: MatchPostingProps) {
  const pieces = useMemo(
    () => postingPieces(text, terms, highlightedId),
    [text, terms, highlightedId],
  );
  const headingId = useId();
  const labelIds = { found: useId(), missing: useId() };
  const panel = useRef<HTMLDivElement>(null);
  // A term chosen here is already in view: only a choice made in the list scrolls the panel.
  const chosenHere = useRef<string | null>(null);

  useEffect(() => {
    const chosenInPanel = chosenHere.current === selectedId;
    chosenHere.current = null;
    const box = panel.current;
    if (!selectedId || chosenInPanel || !box) return;
    const mark = box.querySelector<HTMLElement>(`[data-posting-mark="${selectedId}"]`);
    if (!mark) return;
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    centreInPane(box, mark, reduceMotion ? 'auto' : 'smooth');
  }, [selectedId]);

  const choose = (item: ReportItem) => {
    chosenHere.current = item.id;
    onSelect(item);
  };
  const highlighted = pieces.some((piece) => piece.term);

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-2">
        <h4 id={headingId} className="font-semibold text-ink">
          The job description
        </h4>
        {highlighted && <PostingLegend labelIds={labelIds} />}
      </div>
      {/* The panel scrolls by itself, so it takes focus for keyboard users (axe
          scrollable-region). */}
      <div
        ref={panel}
        role="region"
        aria-labelledby={headingId}
        tabIndex={0}
        className="max-h-[min(22rem,34dvh)] overflow-y-auto rounded-card border border-line bg-white px-4 py-3 text-sm leading-7 break-words whitespace-pre-wrap text-ink-muted"
      >
        {pieces.map((piece) =>
          piece.term ? (
            <PostingMark
              key={piece.start}
              piece={piece}
              term={piece.term}
              labelId={labelIds[statusOf(piece.term)]}
              selected={piece.term.item.id === selectedId}
              emphasised={piece.term.item.id === highlightedId}
              onChoose={choose}
              hoverProps={hoverProps(piece.term.item.id)}
            />
          ) : (
            <span key={piece.start}>{piece.text}</span>
          ),
        )}
      </div>
    </div>
  );
}
