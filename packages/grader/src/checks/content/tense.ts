import nlp from 'compromise';
import type { Conventions } from '../../kind/document-kind.ts';
import type { Line, ResumeLayout } from '../../layout/types.ts';
import type { ContentFinding } from '../findings.ts';
import { strongPast } from './action-verbs.ts';
import { datesIn } from './date-ranges.ts';
import { sectionEntries } from './entries.ts';
import { bare, capitalise } from '../../writing/tokens.ts';
import { excerpt, finding, quote, statementSectionsOf } from './text.ts';

/**
 * The year a job ended, when its heading dates it to a past end ('2018 – 2021'); null for
 * a current job ('– Present') or one with no range.
 */
function endedIn(header: Line[]): number | null {
  const ranges = header.flatMap((line) => datesIn(line.text)).filter((d) => d.end !== null);
  if (ranges.length === 0 || ranges.some((d) => d.end === 'present')) return null;
  return Math.max(...ranges.map((d) => (d.end === 'present' || d.end === null ? 0 : d.end.year)));
}

/** Words that open a verb's object: 'Lead the team', 'Manage 5 engineers', 'Build our …'. */
const objectOpener =
  /^(?:the|a|an|our|my|their|its|his|her|all|every|each|several|multiple|many|new|\d[\d,.%+]*|and)$/iu;

/**
 * The past form of a bullet's present-tense opening verb ('Lead the team' → 'Led',
 * 'Manages' → 'Managed'), or null when it opens otherwise. A bare form counts only before
 * its object's article, possessive or number: 'Lead engineer on …' and 'Research
 * integrated into …' open with nouns.
 */
function pastOfPresent(words: string[]): string | null {
  const first = bare(words[0] ?? '').toLowerCase();
  if (first.length < 3 || first.endsWith('ing') || first.endsWith('ed')) return null;
  const past = strongPast(first);
  if (!past || past === first) return null;
  const [sentence] = nlp(words.slice(0, 6).join(' ')).json() as { terms: { tags: string[] }[] }[];
  const tags = sentence?.terms[0]?.tags ?? [];
  const thirdPerson = tags.includes('PresentTense') && first.endsWith('s');
  const beforeObject = objectOpener.test(bare(words[1] ?? ''));
  return thirdPerson || beforeObject ? capitalise(past) : null;
}

/**
 * Bullets of a job that has ended written in the present tense (issue 12, point 3: past
 * roles in past tense). A current job may be in either tense; sub-bullets follow their
 * parent. English only.
 */
export function tenseOfPastRoles(layout: ResumeLayout, conventions: Conventions): ContentFinding[] {
  return statementSectionsOf(layout, ['experience'], conventions)
    .flatMap((section) => sectionEntries(section, layout))
    .flatMap((entry) => {
      const ended = endedIn(entry.header);
      if (ended === null) return [];
      return entry.bullets.flatMap((bullet) => {
        const words = bullet.text.split(/\s+/u);
        const past = bullet.nested ? null : pastOfPresent(words);
        const [first] = bullet.words;
        const line = bullet.lines[0];
        if (!past || !first || !line) return [];
        const quoted = quote(bullet.text);
        return [
          finding(
            'tense',
            line.page,
            'Present tense in a past role',
            quoted,
            `${quoted} is in the present tense, but this role ended in ${ended} — write it in ` +
              `the past: '${past} ${excerpt(words.slice(1).join(' '), 35)}'.`,
            [first.rect],
          ),
        ];
      });
    });
}
