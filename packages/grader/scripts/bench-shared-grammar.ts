// `npm run bench -w packages/grader` (last part): what one hostile resume costs the other
// users of a process. Two grader threads share one grammar thread; a resume of ten pages of
// words no dictionary knows (new ones every time) is graded on one while a 2-page corpus
// resume is graded on the other. Prints the corpus resume's median grading time alone and
// beside the hostile one, and the hostile one's own time. Built worker threads
// (`npm run build`).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createGradingPool } from '../src/pool.ts';
import { gibberish } from '../test/gibberish.ts';
import { makePdf } from '../test/pdf-builder.ts';
import { corpusDir } from '../test/shared-files.ts';

const runs = Number(process.env.BENCH_RUNS ?? 5);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1] ?? 0;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/** Ten pages of words no dictionary knows, new ones for each seed (harper keeps the old). */
const hostileResume = (seed: number) => {
  const words = gibberish(10 * 40 * 15, seed);
  return makePdf(
    Array.from({ length: 10 }, (_, page) =>
      Array.from({ length: 40 }, (_, line) => {
        const at = (page * 40 + line) * 15;
        return { text: words.slice(at, at + 15).join(' '), x: 30, y: 40 + line * 19, size: 6 };
      }),
    ),
  );
};
const resume = new Uint8Array(readFileSync(path.join(corpusDir, '10-rm-alfred-pennyworth.pdf')));

const pool = createGradingPool({
  workerFile: path.resolve(import.meta.dirname, '../dist/worker.js'),
  threads: 2,
  timeoutMs: 120_000,
});
try {
  await pool.ready();
  const timed = async (bytes: Uint8Array) => {
    const started = performance.now();
    await pool.grade(bytes, { images: false });
    return performance.now() - started;
  };
  // Harper keeps what it worked out about words: the resume once first, as a warm server.
  await timed(resume);
  const alone: number[] = [];
  for (let i = 0; i < runs; i++) alone.push(await timed(resume));
  const beside: number[] = [];
  const hostileTimes: number[] = [];
  for (let i = 0; i < runs; i++) {
    const other = timed(await hostileResume(i + 1));
    // Once the hostile text is with the grammar thread.
    await new Promise((resolve) => setTimeout(resolve, 300));
    beside.push(await timed(resume));
    hostileTimes.push(await other);
  }
  console.log('\none hostile resume (10 pages of unknown words) beside a user, 2 grader threads');
  console.log(`  the user's 2-page resume alone: ${seconds(median(alone))} (median of ${runs})`);
  console.log(
    `  beside the hostile one: ${seconds(median(beside))} (${(median(beside) / median(alone)).toFixed(1)}x); the hostile one took ${seconds(median(hostileTimes))}`,
  );
} finally {
  await pool.close();
}
