import { BroadcastChannel } from 'node:worker_threads';
import type { LanguageDetector, LanguageInfo } from '../language/detect.ts';
import { type ChannelReply, type ChannelRequest, channelCaller } from '../thread-channel.ts';
import type { EnglishDialect, GrammarLint, GrammarLinter } from './grammar-linter.ts';

/**
 * The grammar thread's protocol, over the process's thread channels (thread-channel.ts);
 * `name-status` says when the thread is up, or lost and being replaced. Besides lints, it
 * tells the language of texts that need eld's model, which it alone holds.
 */
export type GrammarAsk =
  | { kind: 'lint'; text: string; ignore: readonly string[]; dialect: EnglishDialect }
  | { kind: 'language'; text: string };

export type GrammarRequest = ChannelRequest<GrammarAsk>;

export type GrammarReply = ChannelReply;

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
  const caller = channelCaller<GrammarAsk>(name, 'grammar thread');
  const status = new BroadcastChannel(statusChannelOf(name));

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
    caller.failPending(new GrammarThreadLostError());
  };
  // Sent at once when the thread is up, so the caller's work until its first await
  // overlaps the answer (grade.ts).
  const ask = <T>(request: GrammarAsk) =>
    isUp ? caller.send<T>(request) : up.then(() => caller.send<T>(request));
  // An answer to this ping says the thread was already up before `status` was listening.
  caller.send({ kind: 'lint', text: '', ignore: [], dialect: 'American' }).then(
    () => markUp(),
    () => undefined,
  );

  return {
    lint: (text, ignore = [], dialect = 'American') =>
      ask<GrammarLint[]>({ kind: 'lint', text, ignore: [...ignore], dialect }),
    languageOf: (text) => ask<LanguageInfo>({ kind: 'language', text }),
    async dispose() {
      caller.close();
      status.close();
    },
  };
}
