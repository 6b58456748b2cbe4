import { BroadcastChannel } from 'node:worker_threads';
import { randomUUID } from 'node:crypto';

/**
 * Grading threads say when they can take a grading at once (harper set up, its tables
 * built), on a channel of their pool's own: piscina starts threads before their module has
 * finished loading, so it cannot tell.
 */
export const newReadyChannel = () => `resumegrader-ready-${randomUUID()}`;

/** In a thread: this one is ready. */
export function announceReady(channelName: string): void {
  const channel = new BroadcastChannel(channelName);
  channel.postMessage('ready');
  channel.close();
}

/** In the pool's thread: resolves once `threads` threads have announced themselves. */
export function whenThreadsReady(channelName: string, threads: number): Promise<void> {
  return new Promise((resolve) => {
    const channel = new BroadcastChannel(channelName);
    let announced = 0;
    channel.onmessage = () => {
      if (++announced < threads) return;
      channel.close();
      resolve();
    };
    // Waiting for threads must not keep a process alive that is otherwise done.
    channel.unref();
  });
}
