// `npm run bench -w packages/grader` (after bench.ts): how long matching a resume to a job
// description takes (issue 15), for the longest test description against a two-page corpus
// resume. Cold is the first call in a fresh process, which builds the term vocabulary; warm
// is the median of 20 calls. Each is timed on the ATS reading alone and with the PDF read
// first (readDocument). Prints figures; the target (under 300 ms) is never asserted in tests.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { prepareLanguageModel } from '../src/language/detect.ts';
import { matchJob } from '../src/match/job-match.ts';
import { readDocument } from '../src/read-document.ts';
import { corpusDir, readPdf } from '../test/shared-files.ts';

const resume = '12-rm-john-doe.pdf';
const runs = 20;
const today = new Date('2026-11-24');

const descriptionsDir = path.resolve(import.meta.dirname, '../test/job-descriptions');
const [longest] = readdirSync(descriptionsDir)
  .filter((f) => f.endsWith('.txt'))
  .map((file) => ({ file, text: readFileSync(path.join(descriptionsDir, file), 'utf8') }))
  .sort((a, b) => b.text.length - a.text.length || a.file.localeCompare(b.file));
if (!longest) throw new Error(`no job descriptions in ${descriptionsDir}`);
const job = longest;
// As the document thread does before matching.
await prepareLanguageModel(job.text);
const bytes = readPdf(corpusDir, resume);

type Mode = 'match' | 'read-and-match';

/** One match, timed in milliseconds; with the PDF read first when asked. */
function timeOne(mode: Mode, document = readDocument(bytes)): number {
  const start = performance.now();
  const read = mode === 'read-and-match' ? readDocument(bytes) : document;
  const outcome = matchJob(read, job.text, today);
  const ms = performance.now() - start;
  if (!outcome.ok) throw new Error(`${job.file} was refused: ${outcome.reason}`);
  return ms;
}

const coldFlag = process.argv.indexOf('--cold');
if (coldFlag >= 0) {
  // A child: one cold call, its time on stdout. The document for 'match' is read before the
  // clock starts; the vocabulary is built inside the timed call either way.
  const mode = process.argv[coldFlag + 1] as Mode;
  const document = mode === 'match' ? readDocument(bytes) : undefined;
  process.stdout.write(String(timeOne(mode, document)));
  process.exit(0);
}

/** The first call of a fresh process (tsx's loader passed on through execArgv). */
function cold(mode: Mode): number {
  const child = spawnSync(
    process.execPath,
    [...process.execArgv, fileURLToPath(import.meta.url), '--cold', mode],
    { encoding: 'utf8' },
  );
  if (child.status !== 0) throw new Error(`cold ${mode} run failed: ${child.stderr}`);
  return Number(child.stdout);
}

function warm(mode: Mode): number {
  const document = readDocument(bytes);
  timeOne(mode, document); // warm-up: vocabulary, JIT
  const times = Array.from({ length: runs }, () => timeOne(mode, document)).sort((a, b) => a - b);
  return ((times[runs / 2 - 1] ?? 0) + (times[runs / 2] ?? 0)) / 2;
}

const pages = readDocument(bytes).layout.pages.length;
const ms = (n: number) => `${n.toFixed(0)} ms`.padStart(8);
const rows: [string, Mode][] = [
  ['match (document already read)', 'match'],
  ['readDocument + match', 'read-and-match'],
];

console.log(
  `\njob match: ${job.file} (${job.text.length} characters) against ${resume} (${pages} pages)`,
);
console.log(''.padEnd(32), '    cold', `warm (median of ${runs})`);
for (const [label, mode] of rows) console.log(label.padEnd(32), ms(cold(mode)), ms(warm(mode)));
console.log('target: under 300 ms');
