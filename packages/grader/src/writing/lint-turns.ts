import type { GrammarLint, GrammarLinter } from './grammar-linter.ts';

/**
 * The most text harper lints at once. Every resume of the corpus gets the very same lints
 * in pieces this long as whole, and a piece of words harper does not know (about 3.5 ms
 * each, for its suggestions) takes it half a second at most.
 */
export const maxPieceChars = 1_000;

interface Piece {
  start: number;
  end: number;
}

/** Where a sentence ends inside a block: after its full stop (or ! ? ;) and space. */
const sentenceEnd = /[.!?;] /gu;

/**
 * How much of a stretch too long to lint at once goes in its piece: up to a blank line,
 * which ends a block (joinBlocks); in a longer block up to a sentence's end, else a space or
 * a line break (a cut mid-sentence would make a sentence start of the word after it); a
 * longer word is cut, never inside a character.
 */
function pieceLength(stretch: string): number {
  const paragraph = stretch.lastIndexOf('\n\n');
  if (paragraph > 0) return paragraph + 2;
  let sentence = -1;
  for (const match of stretch.matchAll(sentenceEnd)) sentence = match.index;
  if (sentence > 0) return sentence + 2;
  const space = Math.max(stretch.lastIndexOf(' '), stretch.lastIndexOf('\n'));
  if (space > 0) return space + 1;
  const last = stretch.charCodeAt(stretch.length - 1);
  return last >= 0xd800 && last <= 0xdbff ? stretch.length - 1 : stretch.length;
}

/** Where a text is cut into pieces of at most `max` characters. */
export function pieces(text: string, max = maxPieceChars): Piece[] {
  const cuts: Piece[] = [];
  for (let start = 0; start < text.length;) {
    const end =
      start + max < text.length ? start + pieceLength(text.slice(start, start + max)) : text.length;
    cuts.push({ start, end });
    start = end;
  }
  return cuts;
}

interface Job {
  text: string;
  ignore: readonly string[];
  dialect: Parameters<GrammarLinter['lint']>[2];
  pieces: Piece[];
  done: number;
  /** Milliseconds harper has spent on this text so far. */
  spent: number;
  lints: GrammarLint[];
  resolve(lints: GrammarLint[]): void;
  reject(error: unknown): void;
}

/**
 * Lints every caller's text in pieces, the next piece always of the text harper has spent
 * the least time on, as one harper serves every grader thread of a process: a resume
 * waits for at most one piece of a long or hostile text (seconds of words harper does not
 * know), not for all of it. The lints are those of the whole text.
 */
export function lintingInTurns(linter: GrammarLinter): GrammarLinter {
  const waiting: Job[] = [];
  let running = false;

  const leastServed = () => {
    let best = 0;
    waiting.forEach((job, i) => {
      if (job.spent < (waiting[best] as Job).spent) best = i;
    });
    return waiting.splice(best, 1)[0];
  };

  const run = async () => {
    running = true;
    for (let job = leastServed(); job; job = leastServed()) {
      const { start, end } = job.pieces[job.done++] as Piece;
      const started = performance.now();
      try {
        const found = await linter.lint(job.text.slice(start, end), job.ignore, job.dialect);
        job.lints.push(...found.map((l) => ({ ...l, start: l.start + start, end: l.end + start })));
      } catch (error) {
        job.reject(error);
        continue;
      }
      job.spent += performance.now() - started;
      const finished = job.done === job.pieces.length;
      if (finished) job.resolve(job.lints);
      // harper runs synchronously: texts that arrived meanwhile join once the event loop
      // has turned.
      await new Promise((resolve) => setImmediate(resolve));
      if (!finished) waiting.push(job);
    }
    running = false;
  };

  const lint: GrammarLinter['lint'] = (text, ignore = [], dialect = 'American') =>
    new Promise((resolve, reject) => {
      const cut = pieces(text);
      if (cut.length === 0) {
        resolve([]);
        return;
      }
      waiting.push({
        text,
        ignore,
        dialect,
        pieces: cut,
        done: 0,
        spent: 0,
        lints: [],
        resolve,
        reject,
      });
      if (!running) void run();
    });
  return { lint, dispose: () => linter.dispose() };
}
