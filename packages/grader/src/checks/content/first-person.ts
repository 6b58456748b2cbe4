import type { ResumeLayout } from '../../layout/types.ts';
import type { Conventions } from '../../kind/document-kind.ts';
import type { ContentFinding } from '../findings.ts';
import { finding, matchesIn, quote, quoteAround, statementSectionsOf, textOf } from './text.ts';
import { textUnits } from './units.ts';

/**
 * First-person pronouns as words. 'I' only before a lower-case word or an apostrophe, so
 * 'Engineer I, Netflix', 'I/O' and 'I2C' pass; 'ME' (a degree) and 'US' are not pronouns.
 */
const pronoun =
  /(?<![\p{L}\p{N}'’/&.@-])(?:I(?=['’]\p{L}|\s+\p{Ll})|[Mm]e|[Mm]y|[Mm]ine|[Mm]yself|[Ww]e|[Oo]ur|[Oo]urs)(?![\p{L}\p{N}/&@-])/gu;

/** Roman numerals after a title or a phase: 'Phase I of', 'Level I in'. */
const numeralBefore = /\b(?:phase|part|type|level|tier|class|grade|series|stage|war)\s+$/iu;

/**
 * First-person pronouns in the Summary and Experience: resumes use the implied first
 * person. One finding per bullet or paragraph, boxing each pronoun in it. English only.
 */
export function firstPerson(layout: ResumeLayout, conventions: Conventions): ContentFinding[] {
  return statementSectionsOf(layout, ['summary', 'experience'], conventions)
    .flatMap((section) => textUnits(section, layout))
    .flatMap((unit) => {
      const text = textOf(unit);
      const hits = matchesIn(unit, pronoun).filter(
        (m) => !(m.text === 'I' && numeralBefore.test(text.slice(0, m.index))),
      );
      const first = hits[0];
      if (!first) return [];
      const words = [...new Set(hits.map((m) => m.text))].map((w) => `'${w}'`).join(', ');
      // 'I created the app' → 'Created the app'.
      const dropped = text.replace(/^I\s+(\p{Ll})/u, (_, c: string) => c.toUpperCase());
      const example = dropped === text ? '' : `, e.g. ${quote(dropped, 40)}`;
      const quoted = quoteAround(text, first.index, first.text.length);
      return [
        finding(
          'first-person',
          first.page,
          'First-person pronoun',
          quoted,
          `${quoted} uses ${words} — drop first-person pronouns and start with the verb${example}.`,
          hits.filter((m) => m.page === first.page).flatMap((m) => m.rects),
        ),
      ];
    });
}
