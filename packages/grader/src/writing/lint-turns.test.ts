import { describe, expect, it } from 'vitest';
import { createGrammarLinter, type GrammarLint } from './grammar-linter.ts';
import { lintingInTurns, maxPieceChars, pieces } from './lint-turns.ts';

const paragraph = (n: number) =>
  `Led a teem of ${n} engeneers and shiped the billing service. They was responsible for it.`;

describe('pieces', () => {
  it('cut after a blank line, else a sentence, else a space, else inside a word', () => {
    const text = [
      'a'.repeat(30),
      'b'.repeat(30),
      `${'c'.repeat(30)}. ${'c'.repeat(30)} ${'d'.repeat(30)}`,
      `${'e'.repeat(40)} ${'f'.repeat(40)}`,
      'g'.repeat(90),
    ].join('\n\n');
    const cut = pieces(text, 64);
    expect(cut.map(({ start, end }) => text.slice(start, end))).toEqual([
      `${'a'.repeat(30)}\n\n${'b'.repeat(30)}\n\n`,
      `${'c'.repeat(30)}. `,
      `${'c'.repeat(30)} ${'d'.repeat(30)}\n\n`,
      `${'e'.repeat(40)} `,
      `${'f'.repeat(40)}\n\n`,
      'g'.repeat(64),
      'g'.repeat(26),
    ]);
  });

  it('cut a list of words, one a line, between words, and never inside a character', () => {
    const words = Array.from({ length: 30 }, (_, i) => `palabra${i}`).join('\n');
    for (const { start, end } of pieces(words, 64)) {
      expect(words.slice(start, end)).toMatch(/^(\w+\n)*\w+\n?$/u);
    }
    const emoji = '😀'.repeat(40);
    expect(pieces(emoji, 63).map(({ start, end }) => emoji.slice(start, end))).toEqual([
      '😀'.repeat(31),
      '😀'.repeat(9),
    ]);
  });

  it('leave a text that fits whole, and an empty one without pieces', () => {
    expect(pieces('Led a team.')).toEqual([{ start: 0, end: 11 }]);
    expect(pieces('')).toEqual([]);
  });
});

describe('linting in turns', () => {
  it('finds in pieces what harper finds in the whole text, where it finds it', async () => {
    const linter = await createGrammarLinter();
    const text = Array.from({ length: 60 }, (_, i) => paragraph(i)).join('\n\n');
    expect(pieces(text).length).toBeGreaterThan(2);
    const whole = await linter.lint(text, ['billing']);
    expect(whole.filter((lint) => lint.problem === 'engeneers')).toHaveLength(60);
    expect(await lintingInTurns(linter).lint(text, ['billing'])).toEqual(whole);
    // A word a line, as the dictionary linter asks which words are English.
    const list = Array.from({ length: 150 }, (_, i) => `engeneers\nmanaged\ndesarollo${i}`)
      .join('\n')
      .slice(0, 5000);
    expect(await lintingInTurns(linter).lint(list)).toEqual(await linter.lint(list));
  });

  it('lints next a piece of the text it has spent the least time on', async () => {
    const linted: string[] = [];
    const { lint } = lintingInTurns({
      async lint(text) {
        linted.push(text.slice(0, 5));
        // A piece of the long text takes harper a while; the others next to nothing.
        const until = performance.now() + (text.startsWith('long') ? 20 : 0);
        while (performance.now() < until);
        return [];
      },
      dispose: async () => undefined,
    });
    const long = Array.from({ length: 4 }, (_, i) => `long${i}`.padEnd(maxPieceChars - 2)).join(
      '\n\n',
    );
    const medium = Array.from({ length: 3 }, (_, i) => `med${i}`.padEnd(maxPieceChars - 2)).join(
      '\n\n',
    );
    const finished: string[] = [];
    const texts = { long, medium, short: 'short text' };
    await Promise.all(
      Object.entries(texts).map(([name, text]) => lint(text).then(() => finished.push(name))),
    );
    // The short text and every piece of the medium one before the long one's second piece.
    expect(linted).toEqual([
      'long0',
      'med0 ',
      'short',
      'med1 ',
      'med2 ',
      'long1',
      'long2',
      'long3',
    ]);
    expect(finished).toEqual(['short', 'medium', 'long']);
  });

  it('fails only the text whose piece failed', async () => {
    const { lint } = lintingInTurns({
      async lint(text): Promise<GrammarLint[]> {
        if (text.startsWith('bad')) throw new Error('harper trapped');
        return [];
      },
      dispose: async () => undefined,
    });
    const [bad, good] = await Promise.allSettled([lint('bad text'), lint('good text')]);
    expect(bad.status).toBe('rejected');
    expect(good).toEqual({ status: 'fulfilled', value: [] });
  });
});
