// `npm run bench:quality -w packages/grader`: grades each development set and compares it
// with a recruiter's judgement of each resume, all under shared/resumes/RUBRIC.md: the shared
// corpus (corpus-judgements.json), the shared template samples (samples-judgements.json) and,
// where its PDFs are present on this machine, the real-resume set (quality/real: a manifest
// and judgements are committed, the PDFs never are). Prints, per resume and per set: the
// rank correlation of the Cumulative score with the judged rank, the pairwise order, the
// error in points and in grade steps, the recall of judged problems and every finding on text
// the recruiter called fine. Targets (issues 12 and 33): corpus rho >= 0.85, samples and real
// rho >= 0.85 / 0.75, mean error <= 5 points, pairwise order >= 0.8, recall >= 0.6, no
// finding on a fine quote. Exits non-zero only when it cannot run or the corpus's rho falls
// below QUALITY_MIN_RHO (0.7): a report, not a gate. `--set NAME` runs one set.
import { existsSync, readFileSync } from 'node:fs';
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
  pairwiseOrder,
  spearman,
} from './quality/judge.ts';

const resumes = path.join(sharedDir, 'resumes');
const realDir = path.resolve(import.meta.dirname, '../quality/real');

interface DevelopmentSet {
  name: string;
  pdfs: string;
  judgements: string;
}
const sets: DevelopmentSet[] = [
  {
    name: 'corpus',
    pdfs: path.join(resumes, 'corpus'),
    judgements: path.join(resumes, 'corpus-judgements.json'),
  },
  {
    name: 'samples',
    pdfs: path.join(resumes, 'samples'),
    judgements: path.join(resumes, 'samples-judgements.json'),
  },
  {
    name: 'real',
    pdfs: path.join(realDir, 'pdfs'),
    judgements: path.join(realDir, 'judgements.json'),
  },
];
const minRho = Number(process.env.QUALITY_MIN_RHO ?? 0.7);
const verbose = process.argv.includes('--verbose');
const only = process.argv.includes('--set')
  ? process.argv[process.argv.indexOf('--set') + 1]
  : null;

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
/** Grades every judged resume of a set present here; prints its table and figures; its rho. */
async function measure(set: DevelopmentSet): Promise<number> {
  const judged = (
    JSON.parse(readFileSync(set.judgements, 'utf8')) as { resumes: Judgement[] }
  ).resumes.filter((j) => existsSync(path.join(set.pdfs, j.file)));
  const rows: Row[] = [];
  for (const judgement of judged) {
    const document = openDocument(
      new Uint8Array(readFileSync(path.join(set.pdfs, judgement.file))),
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

  console.log(`\n${set.name}: ${rows.length} resumes`);
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

  const rho = printFigures(set.name, rows);
  // A set judged in batches (the real-resume set: each drawn and judged apart) is also
  // measured batch by batch: a new batch's figures are the engine's first look at it.
  const batches = [...new Set(rows.flatMap((r) => (r.judgement.batch ? [r.judgement.batch] : [])))];
  if (batches.length > 1) {
    for (const batch of batches.sort()) {
      const own = rows.filter((r) => r.judgement.batch === batch);
      const ranks = rankWithin(own.map((r) => r.judgement.score));
      printFigures(
        `${set.name}, batch ${batch} (${own.length} resumes)`,
        own.map((r, i) => ({ ...r, judgement: { ...r.judgement, rank: ranks[i] ?? 0 } })),
      );
    }
  }
  console.log(
    verbose ? '' : 'Run with --verbose for the findings on fine text and the problems missed.',
  );
  return rho;
}

/** A set's figures against its judgement: prints them, returns the rank correlation. */
function printFigures(name: string, rows: Row[]): number {
  const rho = spearman(
    rows.map((r) => r.score),
    rows.map((r) => -r.judgement.rank),
  );
  const pairs = pairwiseOrder(
    rows.map((r) => r.score),
    rows.map((r) => r.judgement.rank),
  );
  const meanPoints =
    rows.reduce((n, r) => n + Math.abs(r.score - r.judgement.score), 0) / rows.length;
  const meanSteps =
    rows.reduce((n, r) => n + Math.abs(gradeSteps(r.grade) - gradeSteps(r.judgement.grade)), 0) /
    rows.length;
  const problems = rows.reduce((n, r) => n + r.judgement.problems.length, 0);
  const recall = rows.reduce((n, r) => n + r.matched, 0) / problems;
  const onFine = rows.reduce((n, r) => n + r.onFine.length, 0);
  const findings = rows.reduce((n, r) => n + r.found, 0);
  console.log(`
${name}
rank correlation (Spearman rho, score vs judged rank): ${rho.toFixed(3)}
pairwise order right:                                  ${pairs.toFixed(3)}   target >= 0.8
mean error in points:                                  ${meanPoints.toFixed(1)}    target <= 5
mean error in grade steps:                             ${meanSteps.toFixed(2)}    target <= 1.5
recall of judged problems:                             ${recall.toFixed(3)}   target >= 0.6 (${rows.reduce((n, r) => n + r.matched, 0)} of ${problems})
findings on text judged fine:                          ${onFine}       target 0
findings in all:                                       ${findings}`);
  return rho;
}

/** Ranks by judged score, best first (1), ties in file order: as the judgements rank a set. */
function rankWithin(scores: number[]): number[] {
  const order = scores
    .map((score, i) => ({ score, i }))
    .sort((a, b) => b.score - a.score || a.i - b.i);
  const ranks = new Array<number>(scores.length);
  order.forEach(({ i }, position) => {
    ranks[i] = position + 1;
  });
  return ranks;
}

const pad = (text: string | number, width: number) => String(text).padStart(width);
for (const set of sets) {
  if (only && set.name !== only) continue;
  if (!existsSync(set.judgements) || !existsSync(set.pdfs)) {
    console.log(
      `\n${set.name}: no PDFs or judgements here (${path.relative(process.cwd(), set.pdfs)})`,
    );
    continue;
  }
  const rho = await measure(set);
  if (set.name === 'corpus' && !(rho >= minRho)) {
    console.error(`corpus rank correlation ${rho.toFixed(3)} is below ${minRho}`);
    process.exit(1);
  }
}
