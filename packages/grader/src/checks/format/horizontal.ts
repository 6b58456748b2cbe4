import { atsMisreadFindings } from './ats-misreads.ts';
import type { CheckContext, HorizontalFinding } from '../findings.ts';
import { bulletGlyphFindings } from './bullet-glyphs.ts';
import { dateAlignmentFindings, dateFormatFindings, dateJoinerFindings } from './date-checks.ts';
import { dateOrderFindings } from './date-order.ts';
import { fontFaceFindings } from './font-face.ts';
import { fontSizeFindings } from './font-size.ts';
import { pageNumberFindings } from './page-number.ts';
import { rightMarginFindings } from './right-margin.ts';
import { rolesOf } from './roles.ts';
import { shortLastPageFindings } from './last-page.ts';
import { sectionSpacingFindings } from './section-spacing.ts';

/**
 * Horizontal format: mixed font sizes or typefaces within one role, mixed bullet glyphs,
 * text past the right margin, inconsistent date formats or alignment, dated lists in no
 * order, uneven spacing before sections, a last page of a few lines, a page number on a
 * single page. Sorted by page, then top to bottom, then left to right.
 */
export function horizontalFormat(context: CheckContext): HorizontalFinding[] {
  const { layout } = context;
  const roles = rolesOf(layout);
  return [
    ...fontSizeFindings(roles, layout),
    ...fontFaceFindings(roles, layout),
    ...bulletGlyphFindings(layout),
    ...rightMarginFindings(layout),
    ...dateFormatFindings(layout, roles),
    ...dateJoinerFindings(layout, roles),
    ...dateAlignmentFindings(layout, roles),
    ...dateOrderFindings(layout),
    ...sectionSpacingFindings(layout, roles),
    ...shortLastPageFindings(layout),
    ...pageNumberFindings(layout),
    ...atsMisreadFindings(layout),
  ].sort(
    (a, b) =>
      a.page - b.page ||
      a.rect.y0 - b.rect.y0 ||
      a.rect.x0 - b.rect.x0 ||
      (a.check < b.check ? -1 : a.check > b.check ? 1 : 0),
  );
}
