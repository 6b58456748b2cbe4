import { BroadcastChannel, workerData } from 'node:worker_threads';
import { detectLanguageHere, loadLanguageModel } from '../language/detect.ts';
import {
  type GrammarReply,
  type GrammarRequest,
  type GrammarStatus,
  statusChannelOf,
} from './grammar-channel.ts';
import { createGrammarLinter } from './grammar-linter.ts';

export interface GrammarThreadData {
  channel: string;
  warmUp: boolean;
}

/**
 * The process's one harper and one eld language model (grammar-thread.ts starts it): every
 * grader thread's lints, and its texts whose language needs the model, are answered here,
 * one at a time, so each extra grader thread costs the PDF work only, not another copy of
 * harper's dictionary and tables or of the model (about 30 MB of heap).
 */
const { channel, warmUp } = workerData as GrammarThreadData;
// Warmed, the model is loaded with harper: a grader's first resume in another language
// must not wait for it, nor raise the memory of a server already serving.
const [linter] = await Promise.all([
  createGrammarLinter({ warmUp }),
  warmUp ? loadLanguageModel() : undefined,
]);
const requests = new BroadcastChannel(channel);

const answer = async (request: GrammarRequest) => {
  if (request.kind === 'language') return detectLanguageHere(request.text);
  return request.text ? linter.lint(request.text, request.ignore, request.dialect) : [];
};

requests.onmessage = async (event) => {
  const request = (event as { data: GrammarRequest }).data;
  let reply: GrammarReply;
  let failed = false;
  try {
    reply = { id: request.id, ok: true, value: await answer(request) };
  } catch (error) {
    reply = { id: request.id, ok: false, message: String(error) };
    failed = request.kind === 'lint';
  }
  // A channel per answer, closed at once: callers come and go (a grader thread stopped at
  // its time limit is replaced), and none may leave a channel behind here.
  const replies = new BroadcastChannel(request.replyTo);
  replies.postMessage(reply);
  replies.close();
  // A trap inside harper may leave its memory inconsistent: start afresh (grammar-thread).
  if (failed) process.exit(1);
};

// After listening: a caller that missed this hears its ping answered instead.
const status = new BroadcastChannel(statusChannelOf(channel));
status.postMessage('up' satisfies GrammarStatus);
status.close();
