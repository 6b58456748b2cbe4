import type { ResumeLayout } from '../../layout/types.ts';
import type { HorizontalFinding } from '../findings.ts';
import { quote } from './text.ts';

/** '2', 'Page 1', '1/2', '1 of 2': a page number and nothing else. */
const pageNumber = /^(?:page\s*)?(\d{1,2})(?:\s*(?:\/|of)\s*(\d{1,2}))?$/iu;

/** The share of the page's height at its top and bottom where headers and footers print. */
const band = 0.1;

/**
 * A page number that names a page the resume does not have (yellow): '2' on a one-page
 * resume, 'Page 3 of 3' on page 2 — a word processor's page field left from an older
 * version, or a page cut since. A right number is no fault.
 */
export function pageNumberFindings(layout: ResumeLayout): HorizontalFinding[] {
  const pages = layout.pages.length;
  return layout.pages.flatMap((page) =>
    page.lines.flatMap((line) => {
      const header = line.rect.y1 < page.height * band;
      if (!header && line.rect.y0 < page.height * (1 - band)) return [];
      const number = pageNumber.exec(line.text.trim());
      if (!number) return [];
      // A column of numbers is a table's (the months of a Japanese CV), not a page field.
      const inColumn = page.lines.some(
        (other) =>
          other !== line &&
          Math.abs(other.rect.x0 - line.rect.x0) < 2 &&
          /^\d{1,2}$/u.test(other.text.trim()),
      );
      const [, at, of] = number;
      if (inColumn) return [];
      if (Number(at) === page.index + 1 && (of === undefined || Number(of) === pages)) return [];
      const own = pages === 1 ? 'a one-page resume' : `page ${page.index + 1} of ${pages}`;
      return [
        {
          check: 'page-number' as const,
          severity: 'yellow' as const,
          page: page.index,
          rect: line.rect,
          message: `The ${header ? 'header' : 'footer'} numbers this page ${quote(line.text.trim())}, on ${own} — correct the page number or delete it.`,
        },
      ];
    }),
  );
}
