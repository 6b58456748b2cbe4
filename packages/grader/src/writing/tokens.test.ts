import { describe, expect, it } from 'vitest';
import { layoutOf, makePdf } from '../../test/pdf-builder.ts';
import { joinLines } from '../layout/text-spans.ts';
import { candidateNameParts, isProtectedToken, protectedWords } from './tokens.ts';

describe('protected tokens', () => {
  it('cover code, contact details, dates, acronyms, tech terms and the candidate’s name', () => {
    const names = ['kowalczyk', 'jane'];
    for (const token of [
      'jane@example.com',
      'github.com/jdoe',
      'https://x.io',
      '(555)',
      '123-4567',
      'ARMv7/v8',
      'NeurIPS',
      'Node.js,',
      'Ph.D.',
      'AWS',
      'T.',
      'Sept.',
      'Dec',
      'kubernetes',
      'SQLAlchemy',
      '(Docker,',
      'janek91',
      'Kowalczyk',
      '张三',
    ]) {
      expect(isProtectedToken(token, names), token).toBe(true);
    }
    for (const token of ['engeneers', 'Designed', 'team,', 'a', 'Express', 'the']) {
      expect(isProtectedToken(token, names), token).toBe(false);
    }
    // Handles made of the name are protected; words that merely contain a short part are not.
    const mark = ['mark', 'pennyworth'];
    expect(isProtectedToken('apennyworth', mark)).toBe(true);
    expect(isProtectedToken('markpennyworth', mark)).toBe(true);
    expect(isProtectedToken('Marketing', mark)).toBe(false);
  });

  it('find the name in the biggest short line of the first page, and handles after link labels', async () => {
    const layout = layoutOf(
      await makePdf([
        [
          { text: 'Jane Kowalczyk', x: 50, y: 60, size: 20, font: 'bold' },
          { text: 'GitHub: deedydas LinkedIn:// jkowal', x: 50, y: 80 },
          { text: 'Built dashboards with the team', x: 50, y: 100 },
          { text: 'and shipped them', x: 50, y: 114 },
        ],
      ]),
    );
    const names = candidateNameParts(layout);
    expect(names).toEqual(['jane', 'kowalczyk']);
    const joined = joinLines(layout.lines.slice(1, 2));
    const flags = protectedWords(joined.words, names);
    expect(joined.words.filter((_, i) => flags[i]).map((w) => w.word.text)).toEqual([
      'GitHub:',
      'deedydas',
      'LinkedIn://',
      'jkowal',
    ]);
  });
});
