import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { BroadcastChannel, Worker } from 'node:worker_threads';
import { type GrammarStatus, statusChannelOf } from './grammar-channel.ts';
import { threadYoungGenerationMb } from '../thread-heap.ts';
import type { GrammarThreadData } from './grammar-worker.ts';

export interface GrammarThread {
  /** What grammarThreadClient needs to reach it, from any thread of this process. */
  channel: string;
  close(): Promise<void>;
}

/** The built grammar thread, beside the other built entry points (dist/). */
export const grammarWorkerFileBeside = (builtFile: string) =>
  path.join(path.dirname(builtFile), 'grammar-worker.js');

/**
 * Starts the process's grammar thread (grammar-worker.ts) and keeps one running: a thread
 * that dies is announced as lost, so waiting lints fail rather than hang, and replaced.
 */
export function startGrammarThread(
  workerFile: string,
  options: { warmUp: boolean },
): GrammarThread {
  const channel = `resumegrader-grammar-${randomUUID()}`;
  const status = new BroadcastChannel(statusChannelOf(channel));
  status.unref();
  let closing = false;
  let worker: Worker;

  const start = () => {
    const data: GrammarThreadData = { channel, warmUp: options.warmUp };
    worker = new Worker(workerFile, {
      workerData: data,
      // Harper's memory is WebAssembly's, outside this cap; lint results are small.
      resourceLimits: {
        maxOldGenerationSizeMb: 256,
        maxYoungGenerationSizeMb: threadYoungGenerationMb,
      },
    });
    worker.on('error', () => undefined);
    worker.once('exit', () => {
      if (closing) return;
      status.postMessage('lost' satisfies GrammarStatus);
      // A second apart: a thread that cannot start at all must not spin a core.
      setTimeout(() => {
        if (!closing) start();
      }, 1_000).unref();
    });
  };
  start();

  return {
    channel,
    async close() {
      closing = true;
      status.close();
      await worker.terminate();
    },
  };
}
