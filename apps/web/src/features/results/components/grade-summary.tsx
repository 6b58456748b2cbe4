import { bandOf } from '@resumegrader/contract/grades';
import {
  type AreaGrade,
  type DocumentKindReading,
  type Grading,
  notApplicable,
} from '@resumegrader/contract/grading';
import type { ComparedArea, GradeChange } from '@resumegrader/contract/versions';
import clsx from 'clsx';

/** An area that could not be graded: grey, not a band colour that would read as a verdict. */
const notApplicableColours = { borderColor: '#9ca3af', backgroundColor: '#f3f4f6' };

/**
 * A letter grade in its band's colours (SPEC section 9). The letter stays ink-coloured:
 * the yellow and light-green borders are too pale for text on their own backgrounds.
 */
export function GradeChip({ grade, size = 'md' }: { grade: AreaGrade; size?: 'md' | 'lg' }) {
  const band = grade === notApplicable ? notApplicableColours : bandOf(grade);
  return (
    <span
      className={clsx(
        'inline-flex items-center justify-center rounded-control border-2 font-extrabold text-ink',
        size === 'lg' ? 'size-24 text-5xl' : 'h-10 min-w-12 px-2 text-xl',
      )}
      style={{ borderColor: band.borderColor, backgroundColor: band.backgroundColor }}
    >
      {grade}
    </span>
  );
}

const areas = [
  {
    key: 'Content',
    label: 'Content',
    tab: 'Content',
    about: 'Sections, achievements and the words recruiters look for.',
  },
  {
    key: 'Format',
    label: 'Format',
    tab: 'Formatting',
    about: 'Alignment, spacing, fonts and dates that line up.',
  },
  {
    key: 'Writing',
    label: 'Writing',
    tab: 'Writing',
    about: 'Grammar, spelling and fresh, varied wording.',
  },
] as const;

const score = (value: number) => Math.round(value);

const directionLook = {
  up: { arrow: '↑', words: 'Up from', className: 'text-success-700' },
  down: { arrow: '↓', words: 'Down from', className: 'text-danger-700' },
  same: { arrow: '=', words: 'The same as', className: 'text-ink-muted' },
} as const;

/**
 * The area's grade in the version before, and which way it went: '↑ B- → B+', '↓ B → C',
 * '= B'. The arrows are for the eye; a screen reader hears it in words.
 */
function GradeChangeNote({ change, since }: { change: GradeChange; since: number }) {
  const look = directionLook[change.direction];
  const shown =
    change.direction === 'same'
      ? `= ${change.after}`
      : `${look.arrow} ${change.before} → ${change.after}`;
  return (
    <p className="text-sm" data-testid={`change-${change.area.toLowerCase()}`}>
      <span aria-hidden className={clsx('font-bold whitespace-nowrap', look.className)}>
        {shown}
      </span>
      <span aria-hidden className="text-ink-muted">
        {' '}
        since v{since}
      </span>
      <span className="sr-only">
        {look.words} {change.before} in version {since}
      </span>
    </p>
  );
}

/** What the version before had, for the areas it compares (issue 16). */
export interface GradeHistory {
  /** The earlier version's number. */
  since: number;
  changes: GradeChange[];
}

const changeOf = (history: GradeHistory | undefined, area: ComparedArea) =>
  history?.changes.find((change) => change.area === area);

/** An area's score, or why it has none (the area's tab lists each check's reason). */
function AreaScore({ value, label }: { value: number | null; label: string }) {
  return (
    <p className="mt-auto text-sm text-ink-muted">
      Score{' '}
      {value === null ? (
        <>
          <span className="font-semibold text-ink">N/A</span>: none of its checks could run on this
          resume; the {label} tab says why.
        </>
      ) : (
        <>
          <span className="font-semibold text-ink">{score(value)}</span>/100
        </>
      )}
    </p>
  );
}

/**
 * What kind of document the review read (issue 33): 'Read as an academic CV', why, and what
 * that changes, so a user sees why its advice differs from a plain resume's.
 */
function ReadAs({ kind }: { kind: DocumentKindReading }) {
  if (kind.note === null) return null;
  return (
    <p
      className="rounded-card border border-line bg-white px-5 py-3 text-sm lg:col-span-2"
      data-testid="read-as"
    >
      <span className="font-semibold text-ink">Read as {kind.label}</span>{' '}
      <span className="text-ink-muted">
        ({kind.evidence}). {kind.note}
      </span>
    </p>
  );
}

/** The 'Final Grade' card and one card per area, each with its grade chip and score. */
export function GradeSummary({ grading, history }: { grading: Grading; history?: GradeHistory }) {
  const cumulative = grading.finalGrade.Cumulative;
  const cumulativeChange = changeOf(history, 'Cumulative');
  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(16rem,1fr)_2fr]">
      <section
        aria-labelledby="final-grade"
        className="flex items-center gap-6 rounded-card border-2 p-6"
        style={{
          borderColor: bandOf(cumulative).borderColor,
          backgroundColor: bandOf(cumulative).backgroundColor,
        }}
        data-testid="final-grade"
      >
        <GradeChip grade={cumulative} size="lg" />
        <div>
          <h3 id="final-grade" className="text-h3 font-bold">
            Final Grade
          </h3>
          <p className="mt-1 text-ink-muted">
            Score <span className="font-semibold text-ink">{score(grading.scores.Cumulative)}</span>{' '}
            out of 100
          </p>
          {history && cumulativeChange && (
            <div className="mt-1">
              <GradeChangeNote change={cumulativeChange} since={history.since} />
            </div>
          )}
        </div>
      </section>
      <ul className="grid gap-4 sm:grid-cols-3">
        {areas.map((area) => {
          const change = changeOf(history, area.key);
          return (
            <li
              key={area.key}
              className="flex flex-col gap-3 rounded-card border border-line bg-white p-5 shadow-card"
              data-testid={`grade-${area.key.toLowerCase()}`}
            >
              <div className="flex items-center justify-between gap-3">
                <h3 className="text-h3 font-semibold">{area.label}</h3>
                <GradeChip grade={grading.finalGrade[area.key]} />
              </div>
              {history && change && <GradeChangeNote change={change} since={history.since} />}
              <p className="text-sm text-ink-muted">{area.about}</p>
              <AreaScore value={grading.scores[area.key]} label={area.tab} />
            </li>
          );
        })}
      </ul>
      {grading.documentKind && <ReadAs kind={grading.documentKind} />}
    </div>
  );
}
