import { conventionsOf, type DocumentKind } from '../../kind/document-kind.ts';
import { resultExample } from '../../kind/field.ts';
import type { ResumeLayout } from '../../layout/types.ts';
import type { ContentFinding } from '../findings.ts';
import { sectionStatements } from './entries.ts';
import { finding, lineRects, quote, statementSectionsOf } from './text.ts';

/** Digits, currency and percent signs are universal; number words are English. */
const measure =
  /[\d%$€£¥]|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|hundreds?|thousands?|millions?|billions?|dozens?|doubl\w*|tripl\w*|quadrupl\w*|halv\w*|half|third|quarter|percent)\b/iu;

/**
 * Marks at most this many bullets. One finding per bullet, in reading order, so the boxes
 * sit on the first offenders a reader meets; past the cap the last message gives the count
 * of the rest instead of flooding the page (the score caps this check's penalty anyway).
 */
const cap = 5;
/** The mistakes a resume with no number in any statement counts as. */
const fullUnits = 6;

/** Experience bullets and sentences with no number, percentage, money amount or count. */
export function quantifiedResults(layout: ResumeLayout, kind: DocumentKind): ContentFinding[] {
  const statements = statementSectionsOf(layout, ['experience'], conventionsOf(kind))
    .flatMap((section) => sectionStatements(section, layout))
    .filter((b) => !b.nested);
  const bare = statements.filter((b) => !measure.test(b.text));
  const omitted = bare.length - cap;
  const shown = Math.min(cap, bare.length);
  // The habit is weighed by its share: 5 bare bullets of 30 is a strong record, 5 of 5 not.
  const units = (fullUnits * bare.length) / Math.max(1, statements.length) / Math.max(1, shown);
  return bare.slice(0, cap).map((bullet, i) => {
    const quoted = quote(bullet.text);
    const more =
      i === cap - 1 && omitted > 0
        ? ` ${omitted} more bullet${omitted === 1 ? '' : 's'} without a number ${omitted === 1 ? 'is' : 'are'} not marked.`
        : '';
    return {
      ...finding(
        'quantified-result',
        bullet.lines[0]?.page ?? 0,
        'No measurable result',
        quoted,
        `${quoted} has no number — add the scale or the result it achieved (%, time or ` +
          `money saved, people served), e.g. '${resultExample[kind.field]}'.${more}`,
        lineRects(bullet.lines),
      ),
      units,
    };
  });
}
