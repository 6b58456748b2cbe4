import { describe, expect, it } from 'vitest';
import { contextOf, makePdf, type TextLine } from '../../test/pdf-builder.ts';
import type { GrammarLinter } from './grammar-linter.ts';
import { writingChecks } from './index.ts';

/** Orchestration only: harper itself is exercised in grammar.test.ts. */
function stubLinter(): GrammarLinter & { calls: number } {
  return {
    calls: 0,
    async lint() {
      this.calls++;
      return [];
    },
    async dispose() {},
  };
}

const bullet = (text: string, y: number): TextLine[] => [
  { text: '•', x: 50, y },
  { text, x: 60, y },
];

const spanish = async () =>
  contextOf(
    await makePdf([
      [
        { text: 'EXPERIENCIA', x: 50, y: 60, size: 12, font: 'bold' },
        ...bullet('Desarrollé una plataforma de pagos para los clientes de la empresa', 76),
        ...bullet('Desarrollé los informes de ventas para el equipo de la empresa', 90),
        ...bullet('Desarrollé una aplicación móvil para la empresa con el equipo', 104),
        ...bullet('Formé a la empresa en seguridad junto al equipo de soporte', 118),
      ],
    ]),
  );

describe('the writing checks', () => {
  it('skip grammar and overused words on a Spanish resume, saying why, and still count repeats', async () => {
    const result = await writingChecks(await spanish(), stubLinter());
    // Spelling ran with the Spanish dictionary (dictionary-linter.test.ts), finding nothing.
    expect(result.grammar).toEqual([]);
    expect(result.overused).toEqual([]);
    expect(result.skipped).toEqual([
      {
        check: 'grammar',
        reason:
          'The resume looks Spanish; grammar is checked in English only (spelling was checked with a Spanish dictionary).',
      },
      {
        check: 'overused-words',
        reason: 'The resume looks Spanish; the list of overused words and clichés is English.',
      },
    ]);
    expect(result.repetition.map((f) => f.word)).toEqual(['desarrollé', 'empresa']);
  });

  it('name an Italian dictionary with its article', async () => {
    const context = await spanish();
    const result = await writingChecks(
      { ...context, language: { code: 'it', name: 'Italian', english: false } },
      stubLinter(),
    );
    expect(result.skipped[0]?.reason).toBe(
      'The resume looks Italian; grammar is checked in English only (spelling was checked with an Italian dictionary).',
    );
  });

  it('skip everything on a Chinese resume, whose words have no spaces to count by', async () => {
    const context = await spanish();
    const result = await writingChecks(
      { ...context, language: { code: 'zh', name: 'Chinese', english: false } },
      stubLinter(),
    );
    expect(result.skipped.map((s) => s.check)).toEqual(['grammar', 'overused-words', 'repetition']);
    expect(result.skipped[2]?.reason).toBe(
      'The resume looks Chinese; repeated words are counted only in languages that put spaces between words.',
    );
    expect(result.repetition).toEqual([]);
  });

  it('run every check on an English resume and report a word once, as overused rather than repeated', async () => {
    const linter = stubLinter();
    const context = contextOf(
      await makePdf([
        [
          { text: 'EXPERIENCE', x: 50, y: 60, size: 12, font: 'bold' },
          ...bullet('Utilized Terraform to rebuild the staging environment', 76),
          ...bullet('Utilized feature flags to ship the checkout redesign', 90),
          ...bullet('Utilized load tests to size the new database cluster', 104),
          ...bullet('Utilized tracing to find the slowest payment calls', 118),
        ],
      ]),
    );
    const result = await writingChecks(context, linter);
    expect(linter.calls).toBe(1);
    expect(result.skipped).toEqual([]);
    expect(result.overused.map((f) => [f.phrase, f.severity, f.occurrences.length])).toEqual([
      ['utilize', 'red', 4],
    ]);
    expect(result.repetition).toEqual([]);
  });
});
