import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { BroadcastChannel } from 'node:worker_threads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type GrammarReply,
  type GrammarRequest,
  GrammarThreadLostError,
  grammarThreadClient,
  statusChannelOf,
} from './grammar-channel.ts';
import { createGrammarLinter, type GrammarLinter } from './grammar-linter.ts';
import { type GrammarThread, startGrammarThread } from './grammar-thread.ts';
import { gibberish } from '../../test/gibberish.ts';

const workerFile = path.resolve(import.meta.dirname, '../../dist/grammar-worker.js');
const text =
  'Led a teem of five engeneers at a startup.\n\nThey was responsible for the colour scheme.';

describe('the grammar thread', () => {
  let thread: GrammarThread;
  let local: GrammarLinter;
  beforeAll(async () => {
    thread = startGrammarThread(workerFile, { warmUp: false });
    local = await createGrammarLinter();
  }, 60_000);
  afterAll(() => thread.close());

  it('answers every caller of the process with what a linter of its own would find', async () => {
    const [first, second] = [
      grammarThreadClient(thread.channel),
      grammarThreadClient(thread.channel),
    ];
    try {
      const [a, b, british] = await Promise.all([
        first.lint(text, ['startup']),
        second.lint(text),
        second.lint(text, [], 'British'),
      ]);
      expect(a).toEqual(await local.lint(text, ['startup']));
      expect(b).toEqual(await local.lint(text));
      expect(british).toEqual(await local.lint(text, [], 'British'));
      // The lints are real: the misspellings are among them.
      expect(b.map((lint) => lint.problem)).toEqual(
        expect.arrayContaining(['engeneers', 'colour']),
      );
    } finally {
      await first.dispose();
      await second.dispose();
    }
  });

  it('tells the language of a text with the model it holds, for any caller', async () => {
    const client = grammarThreadClient(thread.channel);
    try {
      const spanish =
        'EXPERIENCIA\nIngeniera de software, Banco Central, 2019–2023\n• Diseñé y desarrollé una ' +
        'API de pagos que procesa dos millones de operaciones al mes\n• Reduje el tiempo de ' +
        'respuesta en un 40 % migrando servicios a Kubernetes\nFORMACIÓN\nGrado en Ingeniería ' +
        'Informática, Universidad de Sevilla';
      expect(await client.languageOf(spanish)).toEqual({
        code: 'es',
        name: 'Spanish',
        english: false,
      });
    } finally {
      await client.dispose();
    }
  });

  it('answers a short text while a long one of unknown words is still being linted', async () => {
    // Words harper does not know cost it milliseconds each, for its suggestions: seconds
    // for a page of them.
    const words = gibberish(880);
    const long = Array.from({ length: 8 }, (_, i) => words.slice(i * 110, i * 110 + 110).join(' '));
    const [first, second] = [
      grammarThreadClient(thread.channel),
      grammarThreadClient(thread.channel),
    ];
    try {
      const answered: string[] = [];
      const longLints = first.lint(long.join('\n\n')).then((lints) => {
        answered.push('long');
        return lints;
      });
      // Once the long text is with the grammar thread.
      await new Promise((resolve) => setTimeout(resolve, 100));
      await second.lint(text).then(() => answered.push('short'));
      expect((await longLints).length).toBeGreaterThan(500);
      expect(answered).toEqual(['short', 'long']);
    } finally {
      await first.dispose();
      await second.dispose();
    }
  });

  it('fails a lint in flight when its thread is lost, and sends later ones to the next', async () => {
    // A stand-in grammar thread on a channel of its own: it answers only when told to, so
    // the loss is announced while the lint is surely unanswered.
    const name = `test-grammar-${randomUUID()}`;
    const status = new BroadcastChannel(statusChannelOf(name));
    const requests = new BroadcastChannel(name);
    let answering = false;
    let received!: () => void;
    const lintReceived = new Promise<void>((resolve) => (received = resolve));
    requests.onmessage = (event) => {
      const request = (event as { data: GrammarRequest }).data;
      if (request.text) received();
      if (!answering) return;
      const replies = new BroadcastChannel(request.replyTo);
      replies.postMessage({ id: request.id, ok: true, value: [] } satisfies GrammarReply);
      replies.close();
    };
    const linter = grammarThreadClient(name);
    try {
      status.postMessage('up');
      const inFlight = linter.lint(text);
      await lintReceived;
      status.postMessage('lost');
      await expect(inFlight).rejects.toBeInstanceOf(GrammarThreadLostError);
      answering = true;
      const later = linter.lint(text);
      status.postMessage('up');
      expect(await later).toEqual([]);
    } finally {
      status.close();
      requests.close();
      await linter.dispose();
    }
  });
});
