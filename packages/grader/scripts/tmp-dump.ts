import { readFileSync } from 'node:fs';
import path from 'node:path';
import { analyseDocument } from '../src/grade.ts';
import { mupdf } from '../src/pdf/mupdf.ts';
import { openDocument } from '../src/pdf/open-document.ts';
import { createGrammarLinter } from '../src/writing/grammar-linter.ts';
import { lintingInTurns } from '../src/writing/lint-turns.ts';
const linter = lintingInTurns(await createGrammarLinter());
const full = process.argv.includes('--full');
for (const file of process.argv.slice(2).filter((a) => !a.startsWith('--'))) {
  const document = openDocument(new Uint8Array(readFileSync(file)));
  const { findings, grading, context } = await analyseDocument(document, { linter });
  const s = grading.scores;
  console.log(`== ${path.basename(file)} ${grading.finalGrade.Cumulative} ${s.Cumulative} C${s.Content} F${s.Format} W${s.Writing} | ${context.kind.kind} (${context.kind.evidence}; ${context.kind.field}) lang ${context.language.code}`);
  console.log('  sections:', context.layout.sections.map((x) => `${x.kind}${x.heading ? `:${x.heading.text.slice(0, 25)}` : ''}`).join(' | '));
  const byCheck = new Map<string, string[]>();
  for (const f of findings.content) byCheck.set(f.check, [...(byCheck.get(f.check) ?? []), f.mistake.slice(0, full ? 90 : 50)]);
  for (const [k, v] of byCheck) console.log(`  ${k} x${v.length}: ${v.slice(0, full ? 20 : 3).join(' || ')}`);
  const h = new Map<string, number>();
  for (const f of findings.horizontal) h.set(f.check, (h.get(f.check) ?? 0) + 1);
  console.log('  horizontal', [...h], 'vertical', findings.vertical.reduce((n, p) => n + p.misaligned.length, 0));
  console.log('  grammar', findings.grammar.length, findings.grammar.slice(0, full ? 30 : 8).map((g) => g.text).join(', '));
  console.log('  repetition', findings.repetition.map((r) => `${r.word}x${r.occurrences.length}`).join(', '), '| overused', findings.overused.map((o) => o.phrase).join(', '));
  document.destroy();
  mupdf.emptyStore();
}
