// `npm run bench:seeded -w packages/grader`: grades generated resumes with one defect at a
// known place (a bullet or a wrapped line shifted 2.5–6 pt, a subject–verb agreement error,
// a misspelling, a bullet in another glyph) and clean controls, and prints how many
// defects of each kind were found and how many findings the clean pages drew. Targets
// (issue 12): at least 90% of every kind found, at most 0.2 findings per clean page.
import { analyseDocument } from '../src/grade.ts';
import { openDocument } from '../src/pdf/open-document.ts';
import type { Line, Rect } from '../src/layout/types.ts';
import { createGrammarLinter } from '../src/writing/grammar-linter.ts';
import { lintingInTurns } from '../src/writing/lint-turns.ts';
import { type DefectKind, defectKinds, generate, type Seeded } from './seeded/generate.ts';

const files = Number(process.env.SEEDED_FILES ?? 40);
const verbose = process.argv.includes('--verbose');

const plan: (DefectKind | null)[] = Array.from({ length: files }, (_, i) =>
  i % 3 === 2
    ? null
    : (defectKinds[Math.floor((i - Math.floor(i / 3)) % defectKinds.length)] ?? null),
);

const overlaps = (a: Rect, b: Rect) => a.y0 < b.y1 && b.y0 < a.y1 && a.x0 < b.x1 && b.x0 < a.x1;

// In pieces, as the grammar thread lints every resume of a server.
const linter = lintingInTurns(await createGrammarLinter());
const found = new Map<DefectKind, { seeded: number; found: number; missed: string[] }>(
  defectKinds.map((k) => [k, { seeded: 0, found: 0, missed: [] }]),
);
let cleanPages = 0;
const cleanFindings: string[] = [];

for (const [seed, kind] of plan.entries()) {
  const seeded: Seeded = await generate(seed + 1, kind);
  const document = openDocument(seeded.bytes);
  try {
    const { findings, context } = await analyseDocument(document, { linter });
    if (!seeded.defect) {
      cleanPages += seeded.pages;
      const all = [
        ...findings.content.map((f) => `content ${f.check}: ${f.mistake}`),
        ...findings.vertical.flatMap((p) => p.misaligned.map((m) => `misaligned: ${m.line.text}`)),
        ...findings.horizontal.map((f) => `${f.check}: ${f.message}`),
        ...findings.grammar.map((f) => `${f.check}: ${f.message}`),
        ...findings.repetition.map((f) => `repetition: ${f.word}`),
        ...findings.overused.map((f) => `overused: ${f.phrase}`),
      ];
      cleanFindings.push(...all.map((f) => `${seeded.name}  ${f}`));
      continue;
    }
    const { kind: defectKind, key } = seeded.defect;
    const lines = context.layout.lines.filter((l: Line) => l.text.includes(key));
    const onLine = (page: number, rect: Rect) =>
      lines.some((l) => l.page === page && overlaps(l.rect, rect));
    const hit = {
      'misaligned-bullet': () =>
        findings.vertical.some((p) => p.misaligned.some((m) => m.line.text.includes(key))),
      'misaligned-wrap': () =>
        findings.vertical.some((p) => p.misaligned.some((m) => m.line.text.includes(key))),
      agreement: () =>
        findings.grammar.some((f) => f.check === 'grammar' && onLine(f.page, f.rect)),
      spelling: () => findings.grammar.some((f) => f.check === 'spelling' && f.text === key),
      'bullet-glyph': () =>
        findings.horizontal.some((f) => f.check === 'bullet-glyph' && onLine(f.page, f.rect)),
    }[defectKind]();
    const tally = found.get(defectKind);
    if (!tally) continue;
    tally.seeded++;
    if (hit) tally.found++;
    else tally.missed.push(`${seeded.name}: ${key}`);
  } finally {
    document.destroy();
  }
}
await linter.dispose();

console.log('defect                 found / seeded');
let allFound = 0;
let allSeeded = 0;
for (const [kind, t] of found) {
  allFound += t.found;
  allSeeded += t.seeded;
  console.log(`${kind.padEnd(22)} ${String(t.found).padStart(5)} / ${t.seeded}`);
  if (verbose) for (const m of t.missed) console.log(`    missed ${m}`);
}
console.log(
  `\nseeded defects found:      ${(allFound / Math.max(1, allSeeded)).toFixed(2)}   target >= 0.90 of every kind`,
);
console.log(
  `findings per clean page:   ${(cleanFindings.length / Math.max(1, cleanPages)).toFixed(2)}   target <= 0.20 (${cleanFindings.length} on ${cleanPages} pages)`,
);
if (verbose) for (const f of cleanFindings) console.log(`    clean ${f}`);
