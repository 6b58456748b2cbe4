import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { threadYoungGenerationMb } from './thread-heap.ts';

/**
 * New-space sizes (MB) of a process started with the main thread's flag, as `npm start`
 * starts the server, and of a worker thread it then starts with our young generation, both
 * after allocating a few hundred MB of short-lived objects.
 */
async function newSpaces(confine: boolean): Promise<{ main: number; worker: number }> {
  const script = `
    import v8 from 'node:v8';
    import { Worker } from 'node:worker_threads';
    import { confineSemiSpaceFlagToMainThread, threadYoungGenerationMb } from ${JSON.stringify(
      new URL('./thread-heap.ts', import.meta.url).href,
    )};
    ${confine ? 'confineSemiSpaceFlagToMainThread();' : ''}
    function churnedNewSpaceMb(v8) {
      let kept = [];
      for (let i = 0; i < 3e6; i++) {
        kept.push({ i, s: 'x' + i });
        if (kept.length > 50000) kept = [];
      }
      const space = v8.getHeapSpaceStatistics().find((s) => s.space_name === 'new_space');
      return space.space_size / 2 ** 20;
    }
    const worker = new Worker(
      \`require('node:worker_threads').parentPort.postMessage((\${churnedNewSpaceMb})(require('node:v8')))\`,
      {
        eval: true,
        execArgv: [],
        resourceLimits: { maxYoungGenerationSizeMb: threadYoungGenerationMb },
      },
    );
    const workerMb = await new Promise((resolve) => worker.once('message', resolve));
    console.log(JSON.stringify({ main: churnedNewSpaceMb(v8), worker: workerMb }));`;
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--max-semi-space-size=8', '--import', 'tsx', '--input-type=module', '-e', script],
    { cwd: import.meta.dirname },
  );
  return JSON.parse(stdout) as { main: number; worker: number };
}

describe('confineSemiSpaceFlagToMainThread', () => {
  it("leaves the main thread's flag and gives a worker thread the young generation it asks for", async () => {
    const flagEverywhere = await newSpaces(false);
    expect(flagEverywhere.worker).toBe(16);

    const confined = await newSpaces(true);
    expect(confined.main).toBe(16);
    expect(confined.worker).toBeLessThanOrEqual(threadYoungGenerationMb);
  }, 30_000);
});
