import { existsSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CheckContext, Located } from '../checks/findings.ts';
import { contextOf } from '../../test/pdf-builder.ts';
import { corpusDir, corpusFiles, readPdf } from '../../test/shared-files.ts';
import { createGrammarLinter, type GrammarLinter } from './grammar-linter.ts';
import { writingChecks, type WritingResult } from './index.ts';

let linter: GrammarLinter;
beforeAll(async () => {
  linter = await createGrammarLinter();
}, 120_000);

function boxesInsidePages(context: CheckContext, result: WritingResult) {
  const located: Located[] = [
    ...result.grammar,
    ...result.repetition.flatMap((f) => f.occurrences),
    ...result.overused.flatMap((f) => f.occurrences),
  ];
  for (const { page, rect } of located) {
    const size = context.layout.pages[page];
    expect(size, `page ${page}`).toBeDefined();
    expect(rect.x0).toBeGreaterThanOrEqual(0);
    expect(rect.y0).toBeGreaterThanOrEqual(0);
    expect(rect.x1).toBeLessThanOrEqual(size?.width ?? 0);
    expect(rect.y1).toBeLessThanOrEqual(size?.height ?? 0);
    expect(rect.x1).toBeGreaterThan(rect.x0);
    expect(rect.y1).toBeGreaterThan(rect.y0);
  }
}

/** Misspellings the corpus resumes really contain: they must be found. */
const knownTypos: Record<string, string[]> = {
  '01-jakes-resume.pdf': ['algael', 'calcuation'],
  '02-awesome-cv-resume.pdf': ['managable', 'strategiy'],
  // 06-altacv-sample.pdf's 'existant' is in a dummy publication: a leftover line, which
  // gets the leftover finding only.
};

/** Placeholder templates: lorem ipsum is fair game for the spelling check. */
const placeholders = new Set(['17-context-lorem.pdf']);

describe('writing checks over the corpus', () => {
  it('finds the shared corpus beside the repository', () => {
    expect(existsSync(corpusDir), corpusDir).toBe(true);
    expect(corpusFiles().length).toBeGreaterThan(20);
  });

  it.each(corpusFiles())('%s: no crash, boxes on the page, few false spellings', async (file) => {
    const context = contextOf(readPdf(corpusDir, file));
    const result = await writingChecks(context, linter);
    boxesInsidePages(context, result);
    const spelling = result.grammar.filter((f) => f.check === 'spelling');
    console.info(
      `${file} (${context.language.code}): grammar ${result.grammar.length - spelling.length},` +
        ` spelling ${spelling.length}, repetition ${result.repetition.length},` +
        ` overused ${result.overused.length}, skipped ${result.skipped.map((s) => s.check).join('+') || '-'}`,
    );
    if (!context.language.english) {
      expect(result.grammar).toEqual([]);
      expect(result.skipped.map((s) => s.check)).toContain('grammar');
      return;
    }
    expect(result.skipped).toEqual([]);
    const flagged = spelling.map((f) => f.text);
    for (const typo of knownTypos[file] ?? []) expect(flagged).toContain(typo);
    if (!placeholders.has(file)) {
      expect(flagged.filter((t) => !(knownTypos[file] ?? []).includes(t))).toEqual([]);
    }
    // Same input, same output: users re-upload to compare.
    expect(await writingChecks(contextOf(readPdf(corpusDir, file)), linter)).toEqual(result);
  });
});
