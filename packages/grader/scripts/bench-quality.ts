// `npm run bench:quality -w packages/grader`: grades the shared corpus and compares it with
// a recruiter's judgement of each resume (shared/resumes/corpus-judgements.json, under
// shared/resumes/RUBRIC.md). Prints, per resume and in total: the rank correlation of the
// Cumulative score with the judged rank, the error in grade steps, the recall of judged
// problems and every finding on text the recruiter called fine. Targets (issue 12): rho >=
// 0.85, mean error <= 1.5 steps, recall >= 0.6, no finding on a fine quote. Exits non-zero
// only when it cannot run or rho falls below QUALITY_MIN_RHO (0.7): a report, not a gate.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { analyseDocument } from '../src/grade.ts';
import { mupdf } from '../src/pdf/mupdf.ts';
import { openDocument } from '../src/pdf/open-document.ts';
import { createGrammarLinter } from '../src/writing/grammar-linter.ts';
import { lintingInTurns } from '../src/writing/lint-turns.ts';
import { sharedDir } from '../test/shared-files.ts';
import {
  answers,
  flagsFine,
  foundTexts,
  gradeSteps,
  type Judgement,
  spearman,
} from './quality/judge.ts';

const resumes = path.join(sharedDir, 'resumes');
const judged = (
  JSON.parse(readFileSync(path.join(resumes, 'corpus-judgements.json'), 'utf8')) as {
    resumes: Judgement[];
  }
).resumes;
const minRho = Number(process.env.QUALITY_MIN_RHO ?? 0.7);
const verbose = process.argv.includes('--verbose');

// In pieces, as the grammar thread lints every resume of a server.
const linter = lintingInTurns(await createGrammarLinter());
interface Row {
  judgement: Judgement;
  score: number;
  grade: string;
  found: number;
  matched: number;
  onFine: string[];
  missed: string[];
}
const rows: Row[] = [];
for (const judgement of judged) {
  const document = openDocument(
    new Uint8Array(readFileSync(path.join(resumes, 'corpus', judgement.file))),
  );
  try {
    const { findings, grading, context } = await analyseDocument(document, { linter });
    const found = foundTexts(findings, context.layout);
    const matched = judgement.problems.filter((p) => found.some((f) => answers(p, f)));
    const onFine = judgement.fine.flatMap((fine) =>
      found.filter((f) => flagsFine(fine.quote, f)).map((f) => `${f.check}: "${f.quote}"`),
    );
    rows.push({
      judgement,
      score: grading.scores.Cumulative,
      grade: grading.finalGrade.Cumulative,
      found: found.length,
      matched: matched.length,
      onFine,
      missed: judgement.problems
        .filter((p) => !matched.includes(p))
        .map((p) => `${p.area}/${p.kind}: "${p.quote}"`),
    });
  } finally {
    document.destroy();
    mupdf.emptyStore();
  }
}

const pad = (text: string | number, width: number) => String(text).padStart(width);
console.log(
  'file'.padEnd(38),
  'judged',
  'rank',
  '  ours',
  ' score',
  'steps',
  'problems found',
  'on fine',
);
for (const row of rows.sort((a, b) => a.judgement.rank - b.judgement.rank)) {
  const { judgement } = row;
  console.log(
    judgement.file.padEnd(38),
    pad(judgement.grade, 6),
    pad(judgement.rank, 4),
    pad(row.grade, 6),
    pad(row.score.toFixed(1), 6),
    pad(gradeSteps(row.grade) - gradeSteps(judgement.grade), 5),
    pad(`${row.matched}/${judgement.problems.length} of ${row.found}`, 14),
    pad(row.onFine.length, 7),
  );
  if (verbose) {
    for (const line of row.onFine) console.log(`    on fine  ${line}`);
    for (const line of row.missed) console.log(`    missed   ${line}`);
  }
}

const rho = spearman(
  rows.map((r) => r.score),
  rows.map((r) => -r.judgement.rank),
);
const meanSteps =
  rows.reduce((n, r) => n + Math.abs(gradeSteps(r.grade) - gradeSteps(r.judgement.grade)), 0) /
  rows.length;
const problems = rows.reduce((n, r) => n + r.judgement.problems.length, 0);
const recall = rows.reduce((n, r) => n + r.matched, 0) / problems;
const onFine = rows.reduce((n, r) => n + r.onFine.length, 0);
const findings = rows.reduce((n, r) => n + r.found, 0);
console.log(`
rank correlation (Spearman rho, score vs judged rank): ${rho.toFixed(3)}   target >= 0.85
mean error in grade steps:                             ${meanSteps.toFixed(2)}    target <= 1.5
recall of judged problems:                             ${recall.toFixed(3)}   target >= 0.6 (${rows.reduce((n, r) => n + r.matched, 0)} of ${problems})
findings on text judged fine:                          ${onFine}       target 0
findings in all:                                       ${findings}
${verbose ? '' : 'Run with --verbose for the findings on fine text and the problems missed.'}`);

if (!(rho >= minRho)) {
  console.error(`rank correlation ${rho.toFixed(3)} is below ${minRho}`);
  process.exit(1);
}
