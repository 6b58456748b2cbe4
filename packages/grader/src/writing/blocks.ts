import type { JoinedText } from '../layout/text-spans.ts';
import { wrapsOverPage } from '../layout/items.ts';
import type { Line, ResumeLayout, SectionKind, Word } from '../layout/types.ts';

/** A bullet with its wrapped lines, or a paragraph, or a lone line (a title, a date). */
export interface TextBlock {
  section: SectionKind;
  lines: Line[];
  bulleted: boolean;
}

/** Blocks joined into one text, a blank line apart, with each block's character range. */
export interface BlockText extends JoinedText {
  ranges: { block: TextBlock; start: number; end: number }[];
}

/**
 * Whether a line carries on the block: the next printed row of the same column, close
 * below the previous line, starting at the block's text edge (past the bullet), or a
 * sentence wrapped over a page break (`before` is the line read just before). A line
 * opening in lower case is a wrapped sentence even under a hanging or first-line indent.
 * Paragraphs also keep their weight and (within half a point: TeX varies it) their size,
 * so a bold company line does not merge into the title under it.
 */
function continues(block: TextBlock, line: Line, before: Line | undefined): boolean {
  const head = block.lines[0] as Line;
  const previous = block.lines.at(-1) as Line;
  if (line.bullet !== null || line.heading !== null) return false;
  const edge = block.bulleted ? head.textX0 : head.rect.x0;
  if (previous === before && wrapsOverPage(previous, line, edge)) return true;
  if (line.page !== previous.page || line.column !== previous.column) return false;
  const offset = Math.abs(line.rect.x0 - edge);
  if (offset > 3 && !(offset <= 24 && /^\p{Ll}/u.test(line.text))) return false;
  if (!block.bulleted && (Math.abs(line.size - head.size) > 0.5 || line.bold !== head.bold)) {
    return false;
  }
  return line.baseline > previous.baseline + 1 && line.rect.y0 - previous.rect.y1 < line.size * 0.9;
}

/**
 * How many recent blocks a line may continue: a date printed at the right of a bullet's
 * first row comes between that row and the bullet's next one in reading order.
 */
const lookBack = 3;

/** Every section's lines grouped into blocks, in reading order; headings are left out. */
export function textBlocks(layout: ResumeLayout): TextBlock[] {
  const blocks: TextBlock[] = [];
  for (const section of layout.sections) {
    const open: TextBlock[] = [];
    let before: Line | undefined;
    for (const line of section.lines) {
      const previous = before;
      before = line;
      const block = open.slice(-lookBack).findLast((b) => continues(b, line, previous));
      if (block) {
        block.lines.push(line);
      } else {
        const created = { section: section.kind, lines: [line], bulleted: line.bullet !== null };
        open.push(created);
        blocks.push(created);
      }
    }
  }
  return blocks;
}

/**
 * Words that keep their hyphen when a line breaks after them ('cross-' + 'functional'):
 * the text layer cannot tell a compound's hyphen from a hyphenation point, and these are
 * the common compounds' first halves in resumes.
 */
const compoundHeads = new Set(
  (
    'back client co cost cross cutting data detail end fast first front full go hands hard ' +
    'high in large long low mid multi non on one open part peer real results self short ' +
    'small team third time top user well world'
  ).split(' '),
);

/** 'Cross-' → 'cross', 'end-to-' → 'to'. */
const compoundHead = (text: string) => (text.slice(0, -1).split('-').pop() ?? '').toLowerCase();

/**
 * Whether a line ending in a hyphen breaks a compound rather than a word: a known first
 * half, or a compound already hyphenated before the break ('point-of-' + 'service'), where
 * the hyphen at the break is the compound's own.
 */
const isCompoundBreak = (text: string) =>
  compoundHeads.has(compoundHead(text)) || text.slice(0, -1).includes('-');

/** Soft and non-breaking hyphens: one code unit each, so offsets stay one-to-one. */
const hyphens = /[\u00ad\u2010\u2011]/gu;

function normalised(word: Word): Word {
  const text = word.text.replace(hyphens, '-');
  return text === word.text ? word : { ...word, text };
}

/** The word without its last character, its box narrowed by one character's width. */
function dropLastChar(word: Word): Word {
  const perChar = (word.rect.x1 - word.rect.x0) / word.text.length;
  return {
    ...word,
    text: word.text.slice(0, -1),
    rect: { ...word.rect, x1: word.rect.x1 - perChar },
  };
}

/**
 * Joins blocks into one text for linters and pattern matching, each word's offsets kept
 * so spanRects can box any character range. Lines of a block are joined by a space, and
 * a word hyphenated across a line break is joined back ('imple-' + 'mented'), since the
 * halves would otherwise read as two misspellings.
 */
export function joinBlocks(blocks: TextBlock[]): BlockText {
  const words: BlockText['words'] = [];
  const ranges: BlockText['ranges'] = [];
  let text = '';
  for (const block of blocks) {
    if (text.length > 0) text += '\n\n';
    const start = text.length;
    for (const line of block.lines) {
      line.words.forEach((original, index) => {
        const word = normalised(original);
        const previous = words.at(-1);
        const broken =
          index === 0 &&
          previous !== undefined &&
          previous.start >= start &&
          /\p{L}{2}-$/u.test(previous.word.text) &&
          /^\p{Ll}/u.test(word.text);
        if (!broken) {
          if (text.length > start) text += ' ';
        } else if (!isCompoundBreak(previous.word.text)) {
          previous.word = dropLastChar(previous.word);
          previous.end -= 1;
          text = text.slice(0, -1);
        }
        words.push({ word, line, start: text.length, end: text.length + word.text.length });
        text += word.text;
      });
    }
    ranges.push({ block, start, end: text.length });
  }
  return { text, words, ranges };
}
