// `npm run bench -w packages/grader`: grading time per corpus resume (median and p95 of
// warm runs on one thread), peak memory, and how grading time compares with rendering the
// page images alone. Prints figures; targets are in issue 3, never asserted in tests.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gradePdf } from '../src/grade.ts';
import { openDocument } from '../src/pdf/open-document.ts';
import { extractPageText } from '../src/pdf/extract-words.ts';
import { renderPageImages } from '../src/render/page-images.ts';
import { createGrammarLinter } from '../src/writing/grammar-linter.ts';
import { corpusDir } from '../test/shared-files.ts';

const corpus = corpusDir;
const runs = Number(process.env.BENCH_RUNS ?? 5);

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};
const ms = (n: number) => `${n.toFixed(0)} ms`;

let t = performance.now();
const linter = await createGrammarLinter();
console.log(`grammar linter set-up: ${ms(performance.now() - t)} (once per worker thread)\n`);

const rows: { file: string; pages: number; median: number; p95: number; render: number }[] = [];
for (const file of readdirSync(corpus)
  .filter((f) => f.endsWith('.pdf'))
  .sort()) {
  const bytes = new Uint8Array(readFileSync(path.join(corpus, file)));
  await gradePdf(bytes, { linter }); // warm-up: JIT and harper's first-lint cost
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    t = performance.now();
    await gradePdf(bytes, { linter });
    times.push(performance.now() - t);
  }
  const document = openDocument(bytes);
  const pages = extractPageText(document);
  const renders: number[] = [];
  for (let i = 0; i < runs; i++) {
    t = performance.now();
    renderPageImages(document, pages);
    renders.push(performance.now() - t);
  }
  document.destroy();
  rows.push({
    file,
    pages: pages.length,
    median: percentile(times, 50),
    p95: percentile(times, 95),
    render: percentile(renders, 50),
  });
}

console.log(
  'file'.padEnd(40),
  'pages',
  'median'.padStart(9),
  'p95'.padStart(9),
  'render'.padStart(9),
  'grade/render',
);
for (const r of rows) {
  console.log(
    r.file.padEnd(40),
    String(r.pages).padStart(5),
    ms(r.median).padStart(9),
    ms(r.p95).padStart(9),
    ms(r.render).padStart(9),
    `${(r.median / r.render).toFixed(2)}x`.padStart(12),
  );
}
const twoPage = rows.filter((r) => r.pages === 2).map((r) => r.median);
const all = rows.map((r) => r.median);
console.log(
  `\nmedian, two-page resumes: ${ms(percentile(twoPage, 50))} (target < 1000 ms on one core)`,
);
console.log(
  `median, all resumes:      ${ms(percentile(all, 50))}; p95: ${ms(
    percentile(
      rows.map((r) => r.p95),
      95,
    ),
  )}`,
);
console.log(
  `grading / rendering time: ${(all.reduce((a, b) => a + b, 0) / rows.reduce((a, r) => a + r.render, 0)).toFixed(2)}x`,
);
console.log(`peak RSS: ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB (target < 400 MB)`);
