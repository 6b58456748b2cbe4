import nlp from 'compromise';
import type { Conventions } from '../../kind/document-kind.ts';
import type { Line, ResumeLayout } from '../../layout/types.ts';
import type { ContentFinding } from '../findings.ts';
import { finding, quoteAround, statementSectionsOf, spanIn, textOf } from './text.ts';
import { sectionBullets } from './entries.ts';

/** Forms of 'be' that make a passive; bare 'be' ('to be used by') reads as a purpose. */
const be = '(?:am|is|are|was|were|been|being)';

/** Irregular participles the -ed/-en rule misses. */
const irregular =
  'built|made|done|led|run|won|held|kept|sent|set|put|cut|paid|sold|told|taught|thought|brought|bought|found|left|lost|met|read|spent|understood|hit|shut|spread|hung|struck|sought|dealt|meant|drawn|grown|shown|known|thrown|flown|seen|begun|sung|rung';

/** Adverbs that may sit between 'be' and the participle ('is now used', 'was not tested'). */
const adverb = '(?:\\p{L}+ly|now|also|still|then|later|often|already|not|never|being)';

/** be + optional adverb + participle; the regex fallback for what compromise misses. */
const passive = new RegExp(
  `(?<![\\p{L}])${be}\\s+(?:${adverb}\\s+)?(?:\\p{L}{2,}ed|\\p{L}{2,}en|${irregular})(?![\\p{L}])`,
  'giu',
);

/**
 * Words the -ed/-en rule takes for participles that are not ('is experienced in', 'is
 * based in', 'are often'), so no passive is reported for them.
 */
const adjectives = new Set(
  `interested excited experienced skilled dedicated motivated talented qualified committed
  passionate based located focused detailed seasoned open often even seven eleven`.split(/\s+/u),
);

const participleOf = (phrase: string) => phrase.split(/\s+/u).at(-1)?.toLowerCase() ?? '';

interface Span {
  index: number;
  length: number;
}

/** A form of 'be' and the few words after it: all compromise needs to read a passive. */
const beWindow = new RegExp(`(?<![\\p{L}])${be}(?:\\s+\\S+){1,3}`, 'giu');

/** Passive phrases in a text: the regex plus compromise's reading, overlapping ones once. */
function passiveSpans(text: string): Span[] {
  const spans: Span[] = [...text.matchAll(passive)].map((m) => ({
    index: m.index,
    length: m[0].length,
  }));
  // Tagging only the windows after 'was', 'are', ... keeps compromise off most of the text.
  for (const window of text.matchAll(beWindow)) {
    const tagged = nlp(window[0])
      .match('(am|is|are|was|were|been|being) #Adverb? (#PastTense|#Participle)')
      .json({ offset: true }) as { offset: { start: number; length: number } }[];
    for (const { offset } of tagged) {
      // compromise's span may carry the punctuation after the participle ('dropped,').
      const phrase = window[0]
        .slice(offset.start, offset.start + offset.length)
        .replace(/(?<![^\p{L}])[^\p{L}]+$/u, '');
      spans.push({ index: window.index + offset.start, length: phrase.length });
    }
  }
  const kept: Span[] = [];
  for (const span of spans.sort((a, b) => a.index - b.index || b.length - a.length)) {
    const phrase = text.slice(span.index, span.index + span.length);
    const last = kept.at(-1);
    if (last && span.index < last.index + last.length) continue;
    if (!adjectives.has(participleOf(phrase))) kept.push(span);
  }
  return kept;
}

function check(unit: Line[]): ContentFinding[] {
  const text = textOf(unit);
  return passiveSpans(text).flatMap((span) => {
    const match = spanIn(unit, span.index, span.length);
    if (!match) return [];
    const phrase = match.text.replace(/\s+/g, ' ');
    const participle = participleOf(phrase);
    const verb = participle.charAt(0).toUpperCase() + participle.slice(1);
    const quoted = quoteAround(text, span.index, span.length);
    return [
      finding(
        'passive-voice',
        match.page,
        'Passive voice',
        quoted,
        `${quoted} uses the passive '${phrase}', which hides who did it — make yourself the ` +
          `actor, e.g. start with '${verb} …' and say what it achieved.`,
        match.rects,
      ),
    ];
  });
}

/**
 * Passive constructions in bullets (be + past participle). English only. Prose is left
 * alone: in a paragraph 'was when', 'were overjoyed' and 'was understaffed' are no passives
 * to rewrite (a reviewer found 2 of 9 prose findings real, issue 33).
 */
export function passiveVoice(layout: ResumeLayout, conventions: Conventions): ContentFinding[] {
  return statementSectionsOf(layout, ['experience', 'projects', 'volunteering'], conventions)
    .flatMap((section) => sectionBullets(section, layout))
    .flatMap((bullet) => check(bullet.lines));
}
