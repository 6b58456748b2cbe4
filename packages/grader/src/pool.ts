import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import { UnreadablePdfError } from './errors.ts';
import type { GradeResult } from './grade.ts';
import type { PreviewResult } from './preview.ts';
import type { WorkerTask, WorkerTaskResult } from './worker.ts';

export interface GradingPoolOptions {
  /** The built worker (dist/worker.js): Node 20 workers cannot load TypeScript. */
  workerFile: string;
  threads?: number;
  /** A grading run taking longer is stopped and its thread replaced. */
  timeoutMs?: number;
  /** V8 heap cap per thread; a run that exceeds it kills only its own thread. */
  maxHeapMb?: number;
}

export class GradingFailedError extends Error {
  constructor(
    readonly reason: 'Timeout' | 'Crashed',
    message: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = 'GradingFailedError';
  }
}

export interface GradingPool {
  grade(bytes: Uint8Array, options?: { images?: boolean; imageUrl?: string }): Promise<GradeResult>;
  /** Page images and the thumbnail only: fast, no grading. */
  preview(bytes: Uint8Array): Promise<PreviewResult>;
  close(): Promise<void>;
}

/**
 * Grades in worker threads so the API's event loop never waits on a PDF. Threads stay warm
 * (minThreads = maxThreads, no idle timeout) because each pays harper's start-up once.
 */
export function createGradingPool(options: GradingPoolOptions): GradingPool {
  const threads = options.threads ?? Math.max(1, availableParallelism() - 1);
  const timeoutMs = options.timeoutMs ?? 30_000;
  const pool = new Piscina<WorkerTask, WorkerTaskResult>({
    filename: options.workerFile,
    minThreads: threads,
    maxThreads: threads,
    idleTimeout: Number.MAX_SAFE_INTEGER,
    resourceLimits: { maxOldGenerationSizeMb: options.maxHeapMb ?? 512 },
  });
  async function run(task: WorkerTask): Promise<GradeResult | PreviewResult> {
    let outcome: WorkerTaskResult;
    try {
      outcome = await pool.run(task, { signal: AbortSignal.timeout(timeoutMs) });
    } catch (error) {
      const timedOut =
        error instanceof Error && /abort|timeout/i.test(`${error.name} ${error.message}`);
      throw timedOut
        ? new GradingFailedError(
            'Timeout',
            `Grading took longer than ${timeoutMs} ms and was stopped.`,
            {
              cause: error,
            },
          )
        : new GradingFailedError('Crashed', 'The grading worker failed on this file.', {
            cause: error,
          });
    }
    if (!outcome.ok) throw new UnreadablePdfError(outcome.reason, outcome.message);
    return outcome.result;
  }

  return {
    async grade(bytes, { images = true, imageUrl } = {}) {
      return (await run({
        kind: 'grade',
        bytes,
        images,
        ...(imageUrl ? { imageUrl } : {}),
      })) as GradeResult;
    },
    async preview(bytes) {
      return (await run({ kind: 'preview', bytes })) as PreviewResult;
    },
    close: () => pool.destroy(),
  };
}

/**
 * A pool whose threads start on first use, or on `start()`: a process that may never grade
 * (a test's server) pays nothing, a long-running one warms its threads at boot.
 */
export function lazyGradingPool(create: () => GradingPool): GradingPool & { start(): void } {
  let pool: GradingPool | undefined;
  const get = () => (pool ??= create());
  return {
    start: () => void get(),
    grade: (bytes, options) => get().grade(bytes, options),
    preview: (bytes) => get().preview(bytes),
    close: async () => {
      await pool?.close();
    },
  };
}
