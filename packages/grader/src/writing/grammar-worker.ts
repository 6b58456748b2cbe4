import { BroadcastChannel, workerData } from 'node:worker_threads';
import { detectLanguageHere, loadLanguageModel } from '../language/detect.ts';
import { answerRequests } from '../thread-channel.ts';
import { type GrammarAsk, type GrammarStatus, statusChannelOf } from './grammar-channel.ts';
import { createGrammarLinter } from './grammar-linter.ts';
import { lintingInTurns } from './lint-turns.ts';

export interface GrammarThreadData {
  channel: string;
  warmUp: boolean;
}

/**
 * The process's one harper and one eld language model (grammar-thread.ts starts it): every
 * grader thread's lints, and its texts whose language needs the model, are answered here,
 * so each extra grader thread costs the PDF work only, not another copy of harper's
 * dictionary and tables or of the model (about 30 MB of heap). Texts are linted a piece
 * of each in turn (lint-turns.ts): no caller waits for all of a long one.
 */
const { channel, warmUp } = workerData as GrammarThreadData;
// Warmed, the model is loaded with harper: a grader's first resume in another language
// must not wait for it, nor raise the memory of a server already serving.
const [linter] = await Promise.all([
  createGrammarLinter({ warmUp }).then(lintingInTurns),
  warmUp ? loadLanguageModel() : undefined,
]);
answerRequests<GrammarAsk>(
  channel,
  async (ask) => {
    if (ask.kind === 'language') return detectLanguageHere(ask.text);
    return linter.lint(ask.text, ask.ignore, ask.dialect);
  },
  // A trap inside harper may leave its memory inconsistent: start afresh (grammar-thread).
  (ask) => {
    if (ask.kind === 'lint') process.exit(1);
  },
);

// After listening: a caller that missed this hears its ping answered instead.
const status = new BroadcastChannel(statusChannelOf(channel));
status.postMessage('up' satisfies GrammarStatus);
status.close();
