// `npm run bench -w packages/grader` (after bench-match.ts): how long drawing the report PDF
// takes (issue 16) for a two-page corpus resume, and for a two-page Chinese one (the CJK
// font is loaded and subset). The first call is timed in a fresh process, where the fonts
// are not loaded yet; warm is the median of 10 calls. The resumes are graded first, outside
// the clock. Prints figures; the target (under 1 s) is never asserted in tests.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { deserialize, serialize } from 'node:v8';
import { suggestionCount } from '@resumegrader/contract/grading';
import { gradePdf } from '../src/grade.ts';
import { type ReportPdfInput, renderReportPdf } from '../src/report/report-pdf.ts';
import { createGrammarLinter } from '../src/writing/grammar-linter.ts';
import { corpusDir, readPdf } from '../test/shared-files.ts';

const resumes = ['10-rm-alfred-pennyworth.pdf', '08-moderncv-zh.pdf'];
const runs = 10;

const timed = (input: ReportPdfInput) => {
  const start = performance.now();
  const pdf = renderReportPdf(input);
  return { ms: performance.now() - start, pdf };
};

const coldFlag = process.argv.indexOf('--cold');
if (coldFlag >= 0) {
  // A child: one call in a fresh process, its time on stdout.
  const input = deserialize(readFileSync(process.argv[coldFlag + 1] ?? '')) as ReportPdfInput;
  process.stdout.write(String(timed(input).ms));
  process.exit(0);
}

/** The first call of a fresh process (tsx's loader passed on through execArgv). */
function cold(input: ReportPdfInput): number {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-report-'));
  try {
    const file = path.join(dir, 'input.bin');
    writeFileSync(file, serialize(input));
    const child = spawnSync(
      process.execPath,
      [...process.execArgv, fileURLToPath(import.meta.url), '--cold', file],
      { encoding: 'utf8' },
    );
    if (child.status !== 0) throw new Error(`cold run failed: ${child.stderr}`);
    return Number(child.stdout);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function warm(input: ReportPdfInput): number {
  timed(input);
  const times = Array.from({ length: runs }, () => timed(input).ms).sort((a, b) => a - b);
  return ((times[runs / 2 - 1] ?? 0) + (times[runs / 2] ?? 0)) / 2;
}

const linter = await createGrammarLinter();
const ms = (n: number) => `${n.toFixed(0)} ms`.padStart(8);
console.log('\nreport PDF (renderReportPdf)');
console.log(''.padEnd(58), '   first', `warm (median of ${runs})`);
for (const file of resumes) {
  const { grading, images } = await gradePdf(readPdf(corpusDir, file), { linter });
  const input: ReportPdfInput = {
    fileName: file,
    gradedAt: new Date().toISOString(),
    grading,
    pages: images.map(({ png, width, height }) => ({ png, width, height })),
    comparison: null,
  };
  const { pdf } = timed(input);
  const size = `${Math.round(pdf.length / 1000)} kB`;
  const label = `${file} (${images.length} p., ${suggestionCount(grading)} findings, ${size})`;
  console.log(label.padEnd(58), ms(cold(input)), ms(warm(input)));
}
console.log('target: under 1 s');
await linter.dispose();
