import type { Line, PageLayout, ResumeLayout } from '../../layout/types.ts';
import type { HorizontalFinding } from '../findings.ts';
import { supportedRightEdge } from './columns.ts';
import { runningLines } from './roles.ts';
import { pt, quote } from './text.ts';

/** Past the margin by more than this is visible (glyph overhang and kerning stay below). */
const overrun = 4;
/**
 * Closer than this to the page edge, text falls in the strip many printers cannot print
 * (about 4mm). Some templates deliberately run to 14–18pt, so the bar is set below them.
 */
const printableInset = 12;

/**
 * The right margin of a page: where the rightmost full lines end (on two-column pages the
 * right column's) on this page or, as one template sets every page, on pages of its size;
 * and never left of the mirror image of the left margin. Null where no lines share a right
 * edge: ragged text keeps no margin for a line to run past.
 */
function rightMargin(layout: ResumeLayout, page: PageLayout): number | null {
  const sameSize = layout.pages.filter((p) => p.width === page.width).flatMap((p) => p.lines);
  const supported = Math.max(
    supportedRightEdge(page.lines) ?? 0,
    supportedRightEdge(sameSize) ?? 0,
  );
  if (supported === 0) return null;
  const mirror = page.width - Math.min(...page.lines.map((l) => l.rect.x0));
  return Math.max(supported, mirror);
}

/**
 * This many lines past the margin on one page are one block of text set wider than the
 * rest: one fix (narrow its frame), so one finding.
 */
const frameLines = 3;

function wideFrame(page: number, over: Line[], margin: number): HorizontalFinding {
  const furthest = over.reduce((a, l) => (l.rect.x1 > a.rect.x1 ? l : a));
  return {
    check: 'right-margin',
    severity: 'red',
    page,
    rect: furthest.rect,
    message: `${quote(furthest.text)} and ${over.length - 1} other lines run up to ${pt(furthest.rect.x1 - margin)} past the right margin the rest of the page keeps — set their block as wide as the others.`,
  };
}

/**
 * Lines running past the right margin (red, each; one finding for a block of them), and text printed so close to the page's
 * right edge that printers clip it (red, once per page, on the line reaching furthest).
 * Page numbers and running heads sit where the template puts them, margin or not.
 */
export function rightMarginFindings(layout: ResumeLayout): HorizontalFinding[] {
  const running = runningLines(layout);
  return layout.pages.flatMap((page) => {
    const lines = page.lines.filter((l) => !running.has(l));
    if (lines.length === 0) return [];
    const margin = rightMargin(layout, page);
    const over = margin === null ? [] : lines.filter((l) => l.rect.x1 > margin + overrun);
    const findings: HorizontalFinding[] =
      margin === null
        ? []
        : over.length >= frameLines
          ? [wideFrame(page.index, over, margin)]
          : over.map((l) => ({
              check: 'right-margin',
              severity: 'red',
              page: page.index,
              rect: l.rect,
              message: `${quote(l.text)} runs ${pt(l.rect.x1 - margin)} past the right margin the other lines keep — shorten it or let it wrap.`,
            }));
    const edge = page.width - printableInset;
    const beyond = lines.filter(
      (l) => l.rect.x1 > edge && (margin === null || l.rect.x1 <= margin + overrun),
    );
    const furthest = beyond.reduce<Line | undefined>(
      (a, l) => (!a || l.rect.x1 > a.rect.x1 ? l : a),
      undefined,
    );
    if (furthest) {
      const others = beyond.length - 1;
      const what =
        others === 0
          ? `${quote(furthest.text)} ends`
          : `${quote(furthest.text)} and ${others} other line${others > 1 ? 's' : ''} end`;
      findings.push({
        check: 'right-margin',
        severity: 'red',
        page: page.index,
        rect: furthest.rect,
        message: `${what} ${pt(page.width - furthest.rect.x1)} from the page edge, where printers may cut text off — keep a margin of at least 0.5in.`,
      });
    }
    return findings;
  });
}
