import { BroadcastChannel, workerData } from 'node:worker_threads';
import {
  type GrammarStatus,
  type LintReply,
  type LintRequest,
  statusChannelOf,
} from './grammar-channel.ts';
import { createGrammarLinter } from './grammar-linter.ts';

export interface GrammarThreadData {
  channel: string;
  warmUp: boolean;
}

/**
 * The process's one harper (grammar-thread.ts starts it): every grader thread's lints run
 * here, one at a time, so each extra grader thread costs the PDF work only, not another
 * copy of harper's dictionary and tables.
 */
const { channel, warmUp } = workerData as GrammarThreadData;
const linter = await createGrammarLinter({ warmUp });
const requests = new BroadcastChannel(channel);

requests.onmessage = async (event) => {
  const request = (event as { data: LintRequest }).data;
  let reply: LintReply;
  let failed = false;
  try {
    const lints = request.text
      ? await linter.lint(request.text, request.ignore, request.dialect)
      : [];
    reply = { id: request.id, ok: true, lints };
  } catch (error) {
    reply = { id: request.id, ok: false, message: String(error) };
    failed = true;
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
