// `npm start` (CONTRACT.md section 1): build whatever is missing or older than its sources,
// then run the server in the foreground, passing signals through for a graceful stop.
// `npm run worker` (`--worker`) runs a grading worker process instead of the server.
import { spawn } from 'node:child_process';
import { at, builds, buildIfStale, root } from './builds.mjs';

buildIfStale([builds.grader, builds.web, builds.server]);

/**
 * glibc's malloc serves a large block from mmap, given back when freed, but after the first
 * such free it raises that threshold to the freed size (up to 32 MB), and later blocks of
 * that size (PDFs, page images, WebAssembly compiler zones) come from per-thread arenas that
 * keep their pages: a server grading a burst held about 100 MB more. Setting the threshold
 * turns the raising off (mallopt(3)); an operator's own setting wins. ADR 021.
 */
const allocator = { MALLOC_MMAP_THRESHOLD_: '131072' };

/**
 * The main thread's young generation: V8 lets each of its two semi-spaces grow to 16 MB under
 * a burst of uploads and keeps them; at 8 MB the API's requests per second held (`npm run
 * bench`) with about 30 MB less at peak. The flag is V8's, the whole process's: the server clears
 * it once its main thread runs, so that worker threads keep their own (grader/src/thread-heap.ts).
 */
const heap = ['--max-semi-space-size=8'];

const entry = process.argv.includes('--worker') ? 'worker-main.js' : 'main.js';
const server = spawn(
  process.execPath,
  ['--enable-source-maps', ...heap, at('apps/server/dist', entry)],
  {
    cwd: root,
    env: { ...allocator, ...process.env },
    stdio: 'inherit',
  },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
