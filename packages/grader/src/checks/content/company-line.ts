import type { ResumeLayout } from '../../layout/types.ts';
import type { ContentFinding } from '../findings.ts';
import { datesIn } from './date-ranges.ts';
import { sectionBullets } from './entries.ts';
import { place } from './places.ts';
import { finding, lineRects, quote, sectionsOf } from './text.ts';

const companySuffix =
  /\b(?:Inc|LLC|L\.L\.C|Ltd|Limited|GmbH|Corp|Corporation|Co|PLC|AG|S\.A|SA|Pvt|LLP)\.?(?=\s*(?:$|[|,·•–—-]))/u;

/** Lower-case words a company, place or date line may hold ('Bank of America', 'to present'). */
const smallWords = new Set(
  `of and the at for in on to de del da do dos das la le und für y e present current now
  today`.split(/\s+/u),
);

/** Every word capitalised, a number or a small word: a name, place or date, not a sentence. */
const properOnly = (text: string) =>
  text
    .split(/\s+/u)
    .map((w) => w.replace(/^[^\p{L}\p{N}]+|(?<![^\p{L}\p{N}])[^\p{L}\p{N}]+$/gu, ''))
    .every((w) => w === '' || !/^\p{Ll}/u.test(w) || smallWords.has(w));

/**
 * Bullets in Experience that are really the company, place or date line of an entry. The
 * resume tips say location and company must not start with bullets; bullets are for
 * what you did. Only short bullets made of names, places and dates count.
 */
export function bulletedCompanyLines(layout: ResumeLayout): ContentFinding[] {
  return sectionsOf(layout, ['experience'])
    .flatMap((section) => sectionBullets(section, layout))
    .filter((b) => {
      if (b.text.split(/\s+/u).length > 12 || !properOnly(b.text)) return false;
      const range = datesIn(b.text).some((d) => d.end !== null);
      return range || place.test(b.text) || companySuffix.test(b.text);
    })
    .map((b) => {
      const head = b.lines[0];
      const quoted = quote(b.text);
      return finding(
        'bulleted-company-line',
        head?.page ?? 0,
        'Bullet before company or location',
        `${quoted} starts with '${head?.bullet ?? '•'}'`,
        `${quoted} is a company, location or date line but starts with a bullet — remove the ` +
          'bullet and keep it as the heading of the job; bullets are for what you did (resume ' +
          'tip: location and company must not start with bullets).',
        lineRects(b.lines),
      );
    });
}
