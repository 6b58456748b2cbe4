import { bandOf, gradeSchema } from '@resumegrader/contract/grades';

/**
 * The cumulative grade in its band's colours (SPEC section 3, 'Grade colour entry'). The
 * text stays dark: the lighter band colours are too faint for text on their backgrounds.
 */
export function GradeBadge({ grade }: { grade: string | null }) {
  const parsed = gradeSchema.safeParse(grade);
  if (!parsed.success) {
    return (
      <span className="rounded-full border border-line bg-surface-muted px-2.5 py-0.5 text-sm font-medium text-ink-muted">
        Not graded
      </span>
    );
  }
  const band = bandOf(parsed.data);
  return (
    <span
      className="rounded-full border-2 px-2.5 py-0.5 text-sm font-bold text-ink"
      style={{ borderColor: band.borderColor, backgroundColor: band.backgroundColor }}
    >
      <span className="sr-only">Grade </span>
      {parsed.data}
    </span>
  );
}
