import { BroadcastChannel, threadId } from 'node:worker_threads';
import { randomUUID } from 'node:crypto';
import type { LanguageDetector, LanguageInfo } from '../language/detect.ts';
import type { EnglishDialect, GrammarLint, GrammarLinter } from './grammar-linter.ts';

/**
 * The grammar thread's protocol. Any thread of the process reaches it by the channel's name
 * alone (BroadcastChannel): grader threads get the name from their pool, with no ports to
 * hand around. Requests go to `name`; each caller hears its answers on a channel of its
 * own; `name-status` says when the thread is up, or lost and being replaced. Besides
 * lints, it tells the language of texts that need eld's model, which it alone holds.
 */
export type GrammarAsk =
  | { kind: 'lint'; text: string; ignore: readonly string[]; dialect: EnglishDialect }
  | { kind: 'language'; text: string };

export type GrammarRequest = { id: number; replyTo: string } & GrammarAsk;

export type GrammarReply =
  | { id: number; ok: true; value: GrammarLint[] | LanguageInfo }
  | { id: number; ok: false; message: string };

export type GrammarStatus = 'up' | 'lost';

export const statusChannelOf = (name: string) => `${name}-status`;

/** The grammar thread is gone (crashed or replaced) with this lint unanswered. */
export class GrammarThreadLostError extends Error {
  constructor() {
    super('The grammar thread stopped before it answered.');
    this.name = 'GrammarThreadLostError';
  }
}

export interface GrammarThreadClient extends GrammarLinter {
  /** The language of a text, told with the grammar thread's eld model. */
  languageOf: LanguageDetector;
}

/**
 * A GrammarLinter that asks the process's grammar thread. Requests sent before the thread
 * is up wait for it; a thread lost mid-request fails that request (the grading fails and
 * its job is retried), and later ones wait for its replacement.
 */
export function grammarThreadClient(name: string): GrammarThreadClient {
  const requests = new BroadcastChannel(name);
  const replyTo = `${name}-reply-${threadId}-${randomUUID()}`;
  const replies = new BroadcastChannel(replyTo);
  const status = new BroadcastChannel(statusChannelOf(name));
  const pending = new Map<number, { resolve(value: unknown): void; reject(e: Error): void }>();
  let nextId = 0;

  let isUp = false;
  let markUp!: () => void;
  const waitForUp = () =>
    new Promise<void>((resolve) => {
      markUp = () => {
        isUp = true;
        resolve();
      };
    });
  let up = waitForUp();
  status.onmessage = (event) => {
    const message = (event as { data: GrammarStatus }).data;
    if (message === 'up') {
      markUp();
      return;
    }
    isUp = false;
    up = waitForUp();
    for (const call of pending.values()) call.reject(new GrammarThreadLostError());
    pending.clear();
  };
  replies.onmessage = (event) => {
    const reply = (event as { data: GrammarReply }).data;
    const call = pending.get(reply.id);
    if (!call) return;
    pending.delete(reply.id);
    if (reply.ok) call.resolve(reply.value);
    else call.reject(new Error(`grammar thread: ${reply.message}`));
  };
  const send = <T>(request: GrammarAsk) => {
    const id = nextId++;
    return new Promise<T>((resolve, reject) => {
      pending.set(id, { resolve: (value) => resolve(value as T), reject });
      requests.postMessage({ ...request, id, replyTo } satisfies GrammarRequest);
    });
  };
  // Sent at once when the thread is up, so the caller's work until its first await
  // overlaps the answer (grade.ts).
  const ask = <T>(request: GrammarAsk) =>
    isUp ? send<T>(request) : up.then(() => send<T>(request));
  // An answer to this ping says the thread was already up before `status` was listening.
  send({ kind: 'lint', text: '', ignore: [], dialect: 'American' }).then(
    () => markUp(),
    () => undefined,
  );

  return {
    lint: (text, ignore = [], dialect = 'American') =>
      ask<GrammarLint[]>({ kind: 'lint', text, ignore: [...ignore], dialect }),
    languageOf: (text) => ask<LanguageInfo>({ kind: 'language', text }),
    async dispose() {
      for (const channel of [requests, replies, status]) channel.close();
    },
  };
}
