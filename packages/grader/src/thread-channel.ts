import { BroadcastChannel, threadId } from 'node:worker_threads';
import { randomUUID } from 'node:crypto';

/**
 * Requests between the threads of one process over named BroadcastChannels: any thread
 * reaches a service by its channel's name alone, with no ports to hand around (grader
 * threads get the names from their pool). Requests go to the service's channel; each
 * caller hears its answers on a channel of its own.
 */
export type ChannelRequest<Ask extends object> = { id: number; replyTo: string } & Ask;

export type ChannelReply =
  { id: number; ok: true; value: unknown } | { id: number; ok: false; message: string };

export interface ChannelCaller<Ask extends object> {
  send<T>(ask: Ask): Promise<T>;
  /** Fails every request still unanswered: its answer will never come. */
  failPending(error: Error): void;
  close(): void;
}

/** Asks the service listening on `name`; its errors come back prefixed with `service`. */
export function channelCaller<Ask extends object>(
  name: string,
  service: string,
): ChannelCaller<Ask> {
  const requests = new BroadcastChannel(name);
  const replyTo = `${name}-reply-${threadId}-${randomUUID()}`;
  const replies = new BroadcastChannel(replyTo);
  const pending = new Map<number, { resolve(value: unknown): void; reject(e: Error): void }>();
  let nextId = 0;
  replies.onmessage = (event) => {
    const reply = (event as { data: ChannelReply }).data;
    const call = pending.get(reply.id);
    if (!call) return;
    pending.delete(reply.id);
    if (reply.ok) call.resolve(reply.value);
    else call.reject(new Error(`${service}: ${reply.message}`));
  };
  return {
    send<T>(ask: Ask) {
      const id = nextId++;
      return new Promise<T>((resolve, reject) => {
        pending.set(id, { resolve: (value) => resolve(value as T), reject });
        requests.postMessage({ ...ask, id, replyTo } satisfies ChannelRequest<Ask>);
      });
    },
    failPending(error) {
      for (const call of pending.values()) call.reject(error);
      pending.clear();
    },
    close() {
      requests.close();
      replies.close();
    },
  };
}

/**
 * Answers every request on channel `name` with `answer`, concurrently. `failed` hears of a
 * request whose answer threw, once the caller has been told.
 */
export function answerRequests<Ask extends object>(
  name: string,
  answer: (ask: Ask) => Promise<unknown>,
  failed?: (ask: Ask) => void,
): BroadcastChannel {
  const requests = new BroadcastChannel(name);
  requests.onmessage = async (event) => {
    const request = (event as { data: ChannelRequest<Ask> }).data;
    let reply: ChannelReply;
    let threw = false;
    try {
      reply = { id: request.id, ok: true, value: await answer(request) };
    } catch (error) {
      reply = { id: request.id, ok: false, message: String(error) };
      threw = true;
    }
    // A channel per answer, closed at once: callers come and go (a grader thread stopped at
    // its time limit is replaced), and none may leave a channel behind here.
    const replies = new BroadcastChannel(request.replyTo);
    replies.postMessage(reply);
    replies.close();
    if (threw) failed?.(request);
  };
  return requests;
}
