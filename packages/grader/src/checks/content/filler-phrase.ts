import type { ResumeLayout } from '../../layout/types.ts';
import type { Conventions } from '../../kind/document-kind.ts';
import type { ContentFinding } from '../findings.ts';
import { fillerPhrases } from './filler-phrases.ts';
import { finding, matchesIn, quoteAround, statementSectionsOf, textOf } from './text.ts';
import { textUnits } from './units.ts';

/** One regex for the whole list; a phrase may wrap onto the next line. */
const pattern = new RegExp(
  fillerPhrases
    .map(
      ({ pattern: p }) => `(?<![\\p{L}\\p{N}-])(?:${p.replaceAll(' ', '\\s+')})(?![\\p{L}\\p{N}-])`,
    )
    .join('|'),
  'giu',
);

const advice = fillerPhrases.map((f) => ({ whole: new RegExp(`^(?:${f.pattern})$`, 'iu'), ...f }));
const adviceFor = (phrase: string) =>
  advice.find((a) => a.whole.test(phrase))?.advice ?? 'make it specific';

/** Vague or filler phrases in the Summary, Experience, Projects, Volunteering and Skills. English only. */
export function vagueWording(layout: ResumeLayout, conventions: Conventions): ContentFinding[] {
  return statementSectionsOf(
    layout,
    ['summary', 'experience', 'projects', 'volunteering', 'skills'],
    conventions,
  )
    .flatMap((section) => textUnits(section, layout))
    .flatMap((unit) => {
      const text = textOf(unit);
      return matchesIn(unit, pattern).map((m) => {
        const phrase = m.text.replace(/\s+/g, ' ');
        const quoted = quoteAround(text, m.index, m.text.length);
        return finding(
          'filler-phrase',
          m.page,
          'Vague wording',
          quoted,
          `${quoted}: '${phrase}' is vague filler — ${adviceFor(phrase)}.`,
          m.rects,
        );
      });
    });
}
