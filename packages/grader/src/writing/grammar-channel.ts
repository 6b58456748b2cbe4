import { BroadcastChannel, threadId } from 'node:worker_threads';
import { randomUUID } from 'node:crypto';
import type { EnglishDialect, GrammarLint, GrammarLinter } from './grammar-linter.ts';

/**
 * The grammar thread's protocol. Any thread of the process reaches it by the channel's name
 * alone (BroadcastChannel): grader threads get the name from their pool, with no ports to
 * hand around. Requests go to `name`; each caller hears its answers on a channel of its
 * own; `name-status` says when the thread is up, or lost and being replaced.
 */
export interface LintRequest {
  id: number;
  replyTo: string;
  text: string;
  ignore: readonly string[];
  dialect: EnglishDialect;
}

export type LintReply =
  { id: number; ok: true; lints: GrammarLint[] } | { id: number; ok: false; message: string };

export type GrammarStatus = 'up' | 'lost';

export const statusChannelOf = (name: string) => `${name}-status`;

/** The grammar thread is gone (crashed or replaced) with this lint unanswered. */
export class GrammarThreadLostError extends Error {
  constructor() {
    super('The grammar thread stopped before it answered.');
    this.name = 'GrammarThreadLostError';
  }
}

/**
 * A GrammarLinter that asks the process's grammar thread. Lints sent before the thread is
 * up wait for it; a thread lost mid-lint fails that lint (the grading fails and its job is
 * retried), and later lints wait for its replacement.
 */
export function remoteGrammarLinter(name: string): GrammarLinter {
  const requests = new BroadcastChannel(name);
  const replyTo = `${name}-reply-${threadId}-${randomUUID()}`;
  const replies = new BroadcastChannel(replyTo);
  const status = new BroadcastChannel(statusChannelOf(name));
  const pending = new Map<
    number,
    { resolve(lints: GrammarLint[]): void; reject(e: Error): void }
  >();
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
    const reply = (event as { data: LintReply }).data;
    const call = pending.get(reply.id);
    if (!call) return;
    pending.delete(reply.id);
    if (reply.ok) call.resolve(reply.lints);
    else call.reject(new Error(`grammar thread: ${reply.message}`));
  };
  const send = (text: string, ignore: readonly string[], dialect: EnglishDialect) => {
    const id = nextId++;
    return new Promise<GrammarLint[]>((resolve, reject) => {
      pending.set(id, { resolve, reject });
      const request: LintRequest = { id, replyTo, text, ignore: [...ignore], dialect };
      requests.postMessage(request);
    });
  };
  // An answer to this ping says the thread was already up before `status` was listening.
  send('', [], 'American').then(
    () => markUp(),
    () => undefined,
  );

  return {
    // Sent at once when the thread is up, so the caller's work until its first await
    // overlaps the lint (grade.ts).
    lint(text, ignore = [], dialect = 'American') {
      return isUp ? send(text, ignore, dialect) : up.then(() => send(text, ignore, dialect));
    },
    async dispose() {
      for (const channel of [requests, replies, status]) channel.close();
    },
  };
}
