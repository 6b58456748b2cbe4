import type { DocumentKind } from '../../kind/document-kind.ts';
import { type Field, summaryExample } from '../../kind/field.ts';
import type { ResumeLayout } from '../../layout/types.ts';
import type { ContentFinding } from '../findings.ts';
import { date } from './personal-data.ts';
import { finding, matchesIn, quote, sectionsOf } from './text.ts';

interface Convention {
  pattern: RegExp;
  title: string;
  advice: (field: Field) => string;
  /** An academic CV keeps it: a CV is revised all career long, and says when it was. */
  academic: boolean;
}

/** Lines every recruiter reads as dated: the habits of resumes from another decade. */
const conventions: Convention[] = [
  {
    pattern: new RegExp(
      String.raw`(?:\blast\s+updated|(?:^|(?<=\n)|(?<=[|·•]\s{0,3}))updated)(?:\s+(?:on|in))?\s*(?::\s*)?${date}`,
      'giu',
    ),
    title: 'Update stamp',
    academic: true,
    advice: () =>
      'Remove the update stamp: a date on the resume only tells a recruiter how old the document is. ' +
      'Send the current version instead.',
  },
  {
    pattern:
      /\breferences[ \t]+(?:are[ \t]+)?(?:available[ \t]+)?(?:up)?on[ \t]+request\b|(?:^|(?<=\n))available[ \t]+(?:up)?on[ \t]+request\b/giu,
    title: 'Needless line',
    academic: false,
    advice: () =>
      "Remove 'references available upon request': every recruiter assumes it. Use the line for a skill or a result.",
  },
  {
    pattern:
      /(?:^|(?<=\n))(?:(?:career[ \t]+)?objective[ \t]*(?::[ \t]*)?)?(?:seeking|looking[ \t]+for|to[ \t]+obtain|to[ \t]+secure)[ \t]+(?:a|an)[ \t]+\S+/giu,
    title: 'Objective statement',
    academic: false,
    advice: (field) =>
      'Replace the objective with a two-line summary of what you have done: a recruiter knows you are ' +
      `seeking a role, and wants to read what you bring (e.g. '${summaryExample[field]}').`,
  },
];

/** A high school, listed under a degree it led to. */
const school =
  /\b(?:high\s+school|secondary\s+school|secondary\s+education|sixth\s+form|grammar\s+school)\b/iu;
const degree =
  /\b(?:bachelor|master|ph\.?\s?d|doctor|mba|b\.?\s?s\.?c?|b\.?\s?a\.?|b\.?\s?eng|m\.?\s?s\.?c?|m\.?\s?eng|m\.?\s?a\.?|university|college|institute\s+of\s+technology)\b/iu;

function highSchool(layout: ResumeLayout): ContentFinding[] {
  const lines = sectionsOf(layout, ['education']).flatMap((s) => s.lines);
  const schoolLine = lines.find((l) => school.test(l.text));
  if (!schoolLine || !lines.some((l) => l !== schoolLine && degree.test(l.text))) return [];
  return [
    finding(
      'dated-filler',
      schoolLine.page,
      'High school beside a degree',
      quote(schoolLine.text),
      'Drop the high school: once you hold a degree, recruiters read only the degree, and the line ' +
        'is better spent on a project, a certificate or a skill.',
      [schoolLine.rect],
    ),
  ];
}

/** Habits that date a resume: an update stamp, references on request, an objective, a high school. */
export function datedConventions(layout: ResumeLayout, kind: DocumentKind): ContentFinding[] {
  return [
    ...conventions.flatMap(({ pattern, title, advice, academic }) => {
      if (academic && kind.kind === 'academic-cv') return [];
      const [match] = matchesIn(layout.lines, pattern);
      if (!match) return [];
      return [
        finding(
          'dated-filler',
          match.page,
          title,
          quote(match.text),
          advice(kind.field),
          match.rects,
        ),
      ];
    }),
    ...highSchool(layout),
  ];
}
