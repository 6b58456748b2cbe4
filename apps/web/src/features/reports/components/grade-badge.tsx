import clsx from 'clsx';
import { bandOf, gradeSchema } from '@resumegrader/contract/grades';

/**
 * The cumulative grade in its band's colours (SPEC section 3, 'Grade colour entry'). The
 * text stays dark: the lighter band colours are too faint for text on their backgrounds.
 */
export function GradeBadge({
  grade,
  size = 'md',
}: {
  grade: string | null;
  /** 'sm' beside an earlier version: said as 'graded B+', apart from the card's own grade. */
  size?: 'md' | 'sm';
}) {
  const parsed = gradeSchema.safeParse(grade);
  const sizeClasses = size === 'sm' ? 'px-2 text-xs' : 'px-2.5 text-sm';
  if (!parsed.success) {
    return (
      <span
        className={clsx(
          'rounded-full border border-line bg-surface-muted py-0.5 font-medium whitespace-nowrap text-ink-muted',
          sizeClasses,
        )}
      >
        Not graded
      </span>
    );
  }
  const band = bandOf(parsed.data);
  return (
    <span
      className={clsx(
        'rounded-full border-2 py-0.5 font-bold whitespace-nowrap text-ink',
        sizeClasses,
      )}
      style={{ borderColor: band.borderColor, backgroundColor: band.backgroundColor }}
    >
      <span className="sr-only">{size === 'sm' ? 'graded ' : 'Grade '}</span>
      {parsed.data}
    </span>
  );
}
