// `npm run bench:seeded -w packages/grader`: grades generated resumes with one defect at a
// known place (a bullet, a wrapped line or a summary line shifted, a subject–verb agreement
// error, a misspelling, a bullet in another glyph) and clean controls, and prints how many
// defects of each kind were found and how many findings the clean pages drew, for each of
// two generators: pdf-lib with standard fonts, and Chromium printing HTML and CSS. Targets
// (issue 34): at least 95% of every kind found, at most 0.1 findings per clean page.
import { analyseDocument } from '../src/grade.ts';
import { openDocument } from '../src/pdf/open-document.ts';
import type { Line, Rect } from '../src/layout/types.ts';
import { createGrammarLinter } from '../src/writing/grammar-linter.ts';
import { lintingInTurns } from '../src/writing/lint-turns.ts';
import { defectKinds, generate } from './seeded/generate.ts';
import {
  type HtmlDefectKind,
  htmlDefectKinds,
  htmlGenerator,
  type HtmlSeeded,
} from './seeded/html-generate.ts';

const files = Number(process.env.SEEDED_FILES ?? 40);
const verbose = process.argv.includes('--verbose');

const overlaps = (a: Rect, b: Rect) => a.y0 < b.y1 && b.y0 < a.y1 && a.x0 < b.x1 && b.x0 < a.x1;

// In pieces, as the grammar thread lints every resume of a server.
const linter = lintingInTurns(await createGrammarLinter());

/** Grades `files` resumes from one generator, the kinds spread evenly, one in three clean. */
async function bench<K extends HtmlDefectKind>(
  title: string,
  kinds: readonly K[],
  make: (seed: number, kind: K | null) => Promise<HtmlSeeded>,
) {
  const plan: (K | null)[] = Array.from({ length: files }, (_, i) =>
    i % 3 === 2 ? null : (kinds[(i - Math.floor(i / 3)) % kinds.length] ?? null),
  );
  const found = new Map<HtmlDefectKind, { seeded: number; found: number; missed: string[] }>(
    kinds.map((k) => [k, { seeded: 0, found: 0, missed: [] }]),
  );
  let cleanPages = 0;
  const cleanFindings: string[] = [];

  for (const [seed, kind] of plan.entries()) {
    const seeded = await make(seed + 1, kind);
    const document = openDocument(seeded.bytes);
    try {
      const { findings, context } = await analyseDocument(document, { linter });
      if (!seeded.defect) {
        cleanPages += seeded.pages;
        const all = [
          ...findings.content.map((f) => `content ${f.check}: ${f.mistake}`),
          ...findings.vertical.flatMap((p) =>
            p.misaligned.map((m) => `misaligned: ${m.line.text}`),
          ),
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
      const misaligned = () =>
        findings.vertical.some((p) => p.misaligned.some((m) => m.line.text.includes(key)));
      const hit = {
        'misaligned-bullet': misaligned,
        'misaligned-wrap': misaligned,
        'misaligned-paragraph': misaligned,
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

  console.log(`\n${title}\ndefect                 found / seeded`);
  let allFound = 0;
  let allSeeded = 0;
  for (const [kind, t] of found) {
    allFound += t.found;
    allSeeded += t.seeded;
    console.log(`${kind.padEnd(22)} ${String(t.found).padStart(5)} / ${t.seeded}`);
    if (verbose) for (const m of t.missed) console.log(`    missed ${m}`);
  }
  console.log(
    `\nseeded defects found:      ${(allFound / Math.max(1, allSeeded)).toFixed(2)}   target >= 0.95 of every kind`,
  );
  console.log(
    `findings per clean page:   ${(cleanFindings.length / Math.max(1, cleanPages)).toFixed(2)}   target <= 0.10 (${cleanFindings.length} on ${cleanPages} pages)`,
  );
  if (verbose) for (const f of cleanFindings) console.log(`    clean ${f}`);
}

try {
  await bench('pdf-lib (standard fonts)', defectKinds, generate);
  const chromium = await htmlGenerator();
  try {
    await bench('chromium (HTML and CSS)', htmlDefectKinds, (seed, kind) =>
      chromium.generate(seed, kind),
    );
  } finally {
    await chromium.close();
  }
} finally {
  await linter.dispose();
}
