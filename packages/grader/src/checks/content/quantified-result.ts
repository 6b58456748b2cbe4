import { conventionsOf, type DocumentKind } from '../../kind/document-kind.ts';
import { resultExample } from '../../kind/field.ts';
import type { Line, ResumeLayout } from '../../layout/types.ts';
import type { LineRole } from '../line-roles.ts';
import type { ContentFinding } from '../findings.ts';
import { sectionStatements } from './entries.ts';
import { finding, lineRects, quote, statementSectionsOf } from './text.ts';

/** Digits, currency and percent signs are universal; number words are English. */
const measure =
  /[\d%$€£¥]|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|hundreds?|thousands?|millions?|billions?|dozens?|doubl\w*|tripl\w*|quadrupl\w*|halv\w*|half|third|quarter|percent)\b/iu;

/**
 * A statement that claims a gain or a saving: where a figure belongs most (issue 33: a
 * reviewer calls a bare duty 'nice to have a number', a bare claim a real gap).
 */
const claim =
  /\b(?:improv\w*|increas\w*|reduc\w*|decreas\w*|grow(?:s|n|ing)?|grew|boost\w*|cut(?:ting|s)?|sav(?:e|ed|es|ing)|enhanc\w*|optimi[sz]\w*|accelerat\w*|expand\w*|rais(?:e|ed|ing)|lower(?:ed|ing)|minimi[sz]\w*|maximi[sz]\w*|streamlin\w*|faster|mejor\w*|aument\w*|reduj\w*|melhor\w*|verbesser\w*|steiger\w*|senk\w*|amélior\w*|augment\w*|migliora\w*|ridott\w*|ridu[cz]\w*)\b/iu;

/** Claims marked one by one, in reading order; past the cap the last says how many more. */
const cap = 5;
/** Statements enough to call a record without numbers a habit. */
const minStatements = 4;
/** The share of statements without a number that makes the habit worth a finding. */
const habitShare = 0.7;
/** The mistakes a record with no number in any statement counts as. */
const fullUnits = 6;

/**
 * Experience statements without a number, percentage, money amount or count: each claim of
 * a gain without its figure, and a record of statements that mostly give none (one finding,
 * weighed by its share: 5 bare bullets of 30 is a strong record, 5 of 5 not).
 */
export function quantifiedResults(
  layout: ResumeLayout,
  kind: DocumentKind,
  roles: Map<Line, LineRole>,
): ContentFinding[] {
  // The record is what the writer states: not a label, a date line or a paragraph the prose
  // finding already speaks for.
  const statements = statementSectionsOf(layout, ['experience'], conventionsOf(kind))
    .flatMap((section) => sectionStatements(section, layout))
    .filter((b) => !b.nested && !roles.has(b.lines[0] as Line));
  const bare = statements.filter((b) => !measure.test(b.text));
  const example = resultExample[kind.field];
  const claims = bare.filter((b) => claim.test(b.text));
  const omitted = claims.length - cap;
  const findings: ContentFinding[] = claims.slice(0, cap).map((bullet, i) => {
    const quoted = quote(bullet.text);
    const more =
      i === cap - 1 && omitted > 0
        ? ` ${omitted} more claim${omitted === 1 ? '' : 's'} without a figure ${omitted === 1 ? 'is' : 'are'} not marked.`
        : '';
    return finding(
      'quantified-result',
      bullet.lines[0]?.page ?? 0,
      'Result without a figure',
      quoted,
      `${quoted} claims a gain but gives no figure — say how much (%, time or money saved, ` +
        `people served), e.g. '${example}'.${more}`,
      lineRects(bullet.lines),
    );
  });
  const share = bare.length / Math.max(1, statements.length);
  const [first] = bare;
  if (statements.length >= minStatements && share >= habitShare && first) {
    const quoted = quote(first.text);
    findings.push({
      ...finding(
        'quantified-result',
        first.lines[0]?.page ?? 0,
        'Few measurable results',
        `${bare.length} of ${statements.length} statements give no number, such as ${quoted}`,
        `${bare.length} of your ${statements.length} statements give no number: a recruiter ` +
          'reads duties, not results. For your main roles, add the scale or the outcome ' +
          `(how many, how much, how fast), e.g. '${example}'.`,
        lineRects(first.lines),
      ),
      units: fullUnits * share,
    });
  }
  return findings;
}
