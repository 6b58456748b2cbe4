import { randomUUID } from 'node:crypto';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { Piscina } from 'piscina';
import { type Admit, admission, type TaskOwner } from './admission.ts';
import { UnreadablePdfError } from './errors.ts';
import { newReadyChannel, whenThreadsReady } from './thread-ready.ts';
import { answerRequests } from './thread-channel.ts';
import {
  forgetRetired,
  isRetiring,
  type RetiringThreads,
  retiringThreads,
} from './thread-retirement.ts';
import { threadYoungGenerationMb } from './thread-heap.ts';
import { grammarWorkerFileBeside, startGrammarThread } from './writing/grammar-thread.ts';
import type { GradeResult } from './grade.ts';
import type { AtsReading } from '@resumegrader/contract/ats-reading';
import type { DocumentResult, DocumentTask } from './document-worker.ts';
import type { JobMatchOutcome } from './match/job-match.ts';
import type { PreviewResult } from './preview.ts';
import type { ReportPdfInput } from './report/report-pdf.ts';
import type { SpellingAsk } from './writing/dictionary-thread.ts';
import type { GrammarLint } from './writing/grammar-linter.ts';
import type { GradeTask } from './worker.ts';
import type { WorkerOutcome } from './worker-outcome.ts';

interface PoolOptions {
  /** The built worker (dist/…): Node 20 workers cannot load TypeScript. */
  workerFile: string;
  threads?: number;
  /** A run taking longer is stopped and its thread replaced; waiting for a thread is free. */
  timeoutMs?: number;
  /** V8 heap cap per thread; a run that exceeds it kills only its own thread. */
  maxHeapMb?: number;
}

/** How long a document thread beyond the first lives without work. */
const documentThreadIdleMs = 60_000;

/**
 * How long the dictionary thread lives without work. Loading a dictionary again takes
 * 0.1–0.5 s; holding them all takes about 70 MB.
 */
const dictionaryThreadIdleMs = 60_000;

/** The longest a pool waits for its threads to load before it times tasks anyway. */
const startUpGraceMs = 60_000;

export { PoolBusyError, type TaskOwner } from './admission.ts';

/** What every thread of a pool is given besides its own kind's data. */
export interface PoolThreadData {
  /** Where it marks itself when it takes no more tasks (worker-memory.ts). */
  retiring: RetiringThreads;
}

/** What each document thread is given at start: where it says it has loaded. */
export interface DocumentThreadData {
  readyChannel: string;
}

/** What each thread of a pool is given at start (piscina's workerData). */
export interface GraderThreadData {
  /** Where the thread announces that it is ready (thread-ready.ts). */
  readyChannel: string;
  /** Where the pool's grammar thread listens (writing/grammar-channel.ts). */
  grammarChannel: string;
  /** Where the pool's dictionary thread is asked (writing/dictionary-thread.ts). */
  dictionaryChannel: string;
}

/** What the dictionary thread is given at start. */
export interface DictionaryThreadData {
  grammarChannel: string;
}

export interface GradingPoolOptions extends PoolOptions {
  /** How long the dictionary thread lives without work (default a minute). */
  dictionaryIdleMs?: number;
}

export interface DocumentPoolOptions extends PoolOptions {
  /** Callers that may wait for a thread; one more is refused with PoolBusyError. */
  maxQueue?: number;
  /** Tasks of one owner that may wait; one more of theirs is refused likewise. */
  maxQueuePerOwner?: number;
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
  /** Resolves once every thread has set up and takes a grading at warm speed. */
  ready(): Promise<void>;
  close(): Promise<void>;
}

/** Each task is run for its `owner`: one at a time per owner, owners taking turns. */
export interface DocumentPool {
  /** Page images and the thumbnail only: fast, no grading. */
  preview(bytes: Uint8Array, owner?: TaskOwner): Promise<PreviewResult>;
  /** What an applicant tracking system reads from the resume (issue 15). */
  read(bytes: Uint8Array, owner?: TaskOwner): Promise<AtsReading>;
  /** The resume matched to a job description; `today` dates its ongoing roles. */
  match(
    bytes: Uint8Array,
    description: string,
    today: Date,
    owner?: TaskOwner,
  ): Promise<JobMatchOutcome>;
  /** The graded report as a PDF (issue 16), drawn from the grading and its page images. */
  report(input: ReportPdfInput, owner?: TaskOwner): Promise<Uint8Array>;
  /**
   * Resolves once a thread has loaded mupdf. Asking starts the pool: a long-running server
   * asks at boot, so the first upload neither waits for a thread nor brings its memory
   * (50–70 MB) to a server already serving.
   */
  ready(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Worker threads for one task kind. Threads stay warm (no idle timeout) unless `elastic`
 * says otherwise: each pays its start-up once. Tasks enter piscina only when a thread is
 * free, so the time limit, which starts as a task enters, never counts time spent waiting:
 * a busy pool makes callers wait, it does not make their runs fail.
 */
function workerPool<Task, Result>(
  options: Required<PoolOptions> & {
    /**
     * Threads started at once; piscina starts the others up to `threads` while all are busy
     * and ends them after `idleMs` without work. Defaults to all of them, kept for good.
     */
    elastic?: { minThreads: number; idleMs: number };
    workerData?: GraderThreadData | DocumentThreadData | DictionaryThreadData;
    /**
     * Resolves once the threads have loaded: a time limit that started before would count
     * their start-up (mupdf's WebAssembly: seconds on a busy machine) against the first
     * file, and refuse it as too complex.
     */
    ready?: Promise<void>;
  },
  admit: Admit,
  names: { task: string; worker: string },
) {
  const retiring = retiringThreads();
  const pool = new Piscina<Task, WorkerOutcome<Result>>({
    filename: options.workerFile,
    workerData: { ...options.workerData, retiring } satisfies Partial<PoolThreadData>,
    // A free thread that is not retiring. Every task here can be stopped (its time limit),
    // so piscina gives a thread one task at a time, as its own balancer does.
    loadBalancer: (_task, workers) =>
      workers.find((w) => w.currentUsage === 0 && !isRetiring(retiring, w.id)) ?? null,
    minThreads: options.elastic?.minThreads ?? options.threads,
    maxThreads: options.threads,
    idleTimeout: options.elastic?.idleMs ?? Number.MAX_SAFE_INTEGER,
    resourceLimits: {
      maxOldGenerationSizeMb: options.maxHeapMb,
      maxYoungGenerationSizeMb: threadYoungGenerationMb,
    },
  });
  // A thread that never loads (a missing worker file) must fail its tasks, not hang them.
  const started = options.ready
    ? Promise.race([
        options.ready,
        new Promise<void>((resolve) => setTimeout(resolve, startUpGraceMs).unref()),
      ])
    : undefined;
  const runAdmitted = async (
    task: Task,
    holdUntil: (until: Promise<unknown>) => void,
  ): Promise<Result> => {
    await started;
    const signal = AbortSignal.timeout(options.timeoutMs);
    let outcome: WorkerOutcome<Result>;
    try {
      // Aborting a running task terminates its thread; piscina starts a fresh one.
      outcome = await pool.run(task, { signal });
    } catch (error) {
      // Its thread may have marked itself retiring before it was stopped.
      forgetGone();
      const [reason, message] = signal.aborted
        ? ([
            'Timeout',
            `${names.task} took longer than ${options.timeoutMs} ms and was stopped.`,
          ] as const)
        : (['Crashed', `The ${names.worker} worker failed on this file.`] as const);
      throw new GradingFailedError(reason, message, { cause: error });
    }
    // The slot is free once the thread has ended: piscina then counts it no more and starts
    // a thread for the next task, rather than queueing it behind a busy one.
    if (outcome.retiring !== undefined) holdUntil(retire(outcome.retiring));
    if (!outcome.ok) throw new UnreadablePdfError(outcome.reason, outcome.message);
    return outcome.result;
  };
  // The thread has answered and is given no more tasks: ending it now stops nothing.
  const retire = async (threadId: number) => {
    await pool.threads.find((t) => t.threadId === threadId)?.terminate();
    forgetGone();
  };
  /** Frees the marks of threads piscina no longer has: ended, or stopped mid-task. */
  const forgetGone = () => {
    const live = new Set(pool.threads.map((t) => t.threadId));
    for (const threadId of retiring)
      if (threadId !== 0 && !live.has(threadId)) forgetRetired(retiring, threadId);
  };
  return {
    run: (task: Task, owner?: TaskOwner) =>
      admit((holdUntil) => runAdmitted(task, holdUntil), owner),
    /** Resolves once the threads have loaded, or at once for a pool that does not wait. */
    started: async () => {
      await started;
    },
    close: () => pool.destroy(),
  };
}

/** Grades in worker threads so the API's event loop never waits on a PDF. */
export function createGradingPool(options: GradingPoolOptions): GradingPool {
  const threads = options.threads ?? Math.max(1, availableParallelism() - 1);
  const readyChannel = newReadyChannel();
  const ready = whenThreadsReady(readyChannel, threads);
  // One harper for all the pool's threads, warmed once (writing/grammar-worker.ts).
  const grammar = startGrammarThread(grammarWorkerFileBeside(options.workerFile), {
    warmUp: true,
  });
  const dictionaries = startDictionaryThread(
    path.join(path.dirname(options.workerFile), 'dictionary-worker.js'),
    grammar.channel,
    options.dictionaryIdleMs ?? dictionaryThreadIdleMs,
  );
  const pool = workerPool<GradeTask, GradeResult>(
    {
      workerFile: options.workerFile,
      threads,
      timeoutMs: options.timeoutMs ?? 30_000,
      maxHeapMb: options.maxHeapMb ?? 512,
      workerData: {
        readyChannel,
        grammarChannel: grammar.channel,
        dictionaryChannel: dictionaries.channel,
      },
    },
    // Gradings are durable jobs, already limited to one per thread: none is refused.
    admission(threads, Infinity),
    { task: 'Grading', worker: 'grading' },
  );
  return {
    grade: (bytes, { images = true, imageUrl } = {}) =>
      pool.run({ bytes, images, ...(imageUrl ? { imageUrl } : {}) }),
    ready: () => ready,
    async close() {
      await pool.close();
      await dictionaries.close();
      await grammar.close();
    },
  };
}

/**
 * The process's hunspell dictionaries for resumes in other languages, in one thread for
 * all the grader threads (all six take about 70 MB), started when a resume first needs
 * one. It ends after `idleMs` without work, and its memory with it: ending its thread is
 * the only way to give WebAssembly memory back. Its requests come over a thread channel
 * and are handed to it here, in the pool's thread.
 */
function startDictionaryThread(workerFile: string, grammarChannel: string, idleMs: number) {
  const channel = `resumegrader-dictionaries-${randomUUID()}`;
  const pool = workerPool<SpellingAsk, GrammarLint[]>(
    {
      workerFile,
      workerData: { grammarChannel },
      elastic: { minThreads: 0, idleMs },
      threads: 1,
      // A resume's near-miss searches are bounded (dictionary-linter.ts): a second or two.
      timeoutMs: 30_000,
      maxHeapMb: 128,
    },
    // One resume at a time; the others wait their turn, as they wait for the grammar thread.
    admission(1, Infinity),
    { task: 'Spelling', worker: 'dictionary' },
  );
  const requests = answerRequests<SpellingAsk>(channel, ({ language, text, ignore }) =>
    pool.run({ language, text, ignore }),
  );
  // Listening must not keep a process alive that is otherwise done.
  requests.unref();
  return {
    channel,
    async close() {
      requests.close();
      await pool.close();
    },
  };
}

/**
 * Reads PDFs in threads of their own (dist/document-worker.js, mupdf only): upload
 * previews, ATS readings, job matches and report PDFs. A hostile file can hold a document
 * thread until its time limit, never a grading one. A full waiting line refuses at once
 * (PoolBusyError) rather than queueing without end.
 */
export function createDocumentPool(options: DocumentPoolOptions): DocumentPool {
  const threads = options.threads ?? 2;
  const readyChannel = newReadyChannel();
  const pool = workerPool<DocumentTask, DocumentResult>(
    {
      workerFile: options.workerFile,
      workerData: { readyChannel },
      // One thread serves a steady flow (a preview takes tens of milliseconds); the others
      // start while it is held, by a slow or hostile file, and end when the rush is over,
      // each costing 50–70 MB while it lives. A task given to a starting thread waits for
      // its mupdf (under a second) within its own time limit.
      elastic: { minThreads: 1, idleMs: documentThreadIdleMs },
      ready: whenThreadsReady(readyChannel, 1),
      threads,
      timeoutMs: options.timeoutMs ?? 10_000,
      // mupdf's memory is WebAssembly's, outside this cap; no harper here.
      maxHeapMb: options.maxHeapMb ?? 256,
    },
    admission(threads, options.maxQueue ?? 32, options.maxQueuePerOwner ?? 8),
    { task: 'Reading the PDF', worker: 'document' },
  );
  return {
    preview: async (bytes, owner) =>
      (await pool.run({ kind: 'preview', bytes }, owner)) as PreviewResult,
    read: async (bytes, owner) => (await pool.run({ kind: 'read', bytes }, owner)) as AtsReading,
    match: async (bytes, description, today, owner) =>
      (await pool.run(
        { kind: 'match', bytes, description, today: today.toISOString() },
        owner,
      )) as JobMatchOutcome,
    report: async (input, owner) =>
      (await pool.run({ kind: 'report', input }, owner)) as Uint8Array,
    ready: pool.started,
    close: pool.close,
  };
}

/**
 * A pool whose threads start on first use: a process that may never grade or preview (a
 * test's server) pays nothing; a long-running one asks a grading pool whether it is
 * `ready()` at boot, which starts it. Any pool's methods are passed through, so grading and
 * preview pools share this helper.
 */
export function lazyPool<P extends { close(): Promise<void> }>(create: () => P): P {
  let pool: P | undefined;
  const get = () => (pool ??= create());
  const own = {
    close: async () => {
      await pool?.close();
    },
  };
  return new Proxy(own, {
    get(target, key) {
      if (key in target) return target[key as keyof typeof own];
      // Not a promise (`await` looks for `then`), and no symbol is a pool method.
      if (typeof key === 'symbol' || key === 'then') return undefined;
      return (...args: unknown[]) =>
        (get()[key as keyof P] as (...a: unknown[]) => unknown)(...args);
    },
  }) as P;
}
