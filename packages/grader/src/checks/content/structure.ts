import type { Conventions } from '../../kind/document-kind.ts';
import type { Rect, ResumeLayout, SectionKind } from '../../layout/types.ts';
import { sectionKindsOf } from '../../layout/headings.ts';
import type { ContentFinding } from '../findings.ts';
import { finding } from './text.ts';

/** A section filed under another kind counts too when its title names this one ('Certifications and Skills'). */
const has = (layout: ResumeLayout, kind: SectionKind) =>
  layout.sections.some(
    (s) => s.kind === kind || (s.heading !== null && sectionKindsOf(s.heading.text).includes(kind)),
  );

/** Where a missing section is pointed at: the first section heading, else the first line. */
function anchor(layout: ResumeLayout): { page: number; rects: Rect[] } {
  const line = layout.sections.find((s) => s.heading)?.heading ?? layout.lines[0];
  return line ? { page: line.page, rects: [line.rect] } : { page: 0, rects: [] };
}

/** 'Jan 2020 – Present', '2016 - 2018', '03/2019 – heute': the span of an entry. */
const dateRange =
  /(?:19|20)\d{2}\s*(?:[-–—]|\bto\b|\bbis\b|\ba\b|\bà\b)\s*(?:\p{L}+\.?\s*|\d{1,2}[./])?(?:(?:19|20)\d{2}|\p{L}{3,})/u;
/** Dated entries enough to be a career's, whatever the sections are called. */
const minDatedEntries = 2;

/**
 * A document with neither an Experience nor an Education section is not a resume (a cover
 * letter, say): one finding says so, instead of one per missing section. Dated entries make
 * it a resume whose headings were not recognised, never 'not a resume'.
 */
export function notAResume(layout: ResumeLayout): ContentFinding[] {
  if (has(layout, 'experience') || has(layout, 'education')) return [];
  if (layout.lines.filter((l) => dateRange.test(l.text)).length >= minDatedEntries) return [];
  const first = layout.lines[0];
  return [
    finding(
      'not-a-resume',
      first?.page ?? 0,
      'Does not look like a resume',
      'No Experience or Education section',
      'This document does not look like a resume: it has no experience or education section. ' +
        'If it is a cover letter or another document, upload your resume instead; if it is your ' +
        "resume, add sections titled 'Experience' and 'Education'.",
      first ? [first.rect] : [],
    ),
  ];
}

/**
 * Section headings read before a missing section is called missing: with fewer, the
 * document's headings are worded or set in ways not read here, and a section may well be
 * there under a title the engine does not know.
 */
const minReadHeadings = 3;

/** One finding per section the document's kind expects and it lacks. */
export function missingSections(layout: ResumeLayout, conventions: Conventions): ContentFinding[] {
  const read = layout.sections.filter(
    (s) => s.heading !== null && s.kind !== 'other' && s.kind !== 'contact',
  );
  if (read.length < minReadHeadings) return [];
  const { page, rects } = anchor(layout);
  return conventions.expectedSections
    .filter(({ kinds }) => !kinds.some((kind) => has(layout, kind)))
    .map(({ name, why }) =>
      finding(
        'missing-section',
        page,
        `Missing ${name} section`,
        `No ${name} section`,
        `Add a section titled '${name}': ${why}. Recruiters and applicant tracking systems ` +
          'look for it by that title.',
        rects,
      ),
    );
}
