import { describe, expect, it } from 'vitest';
import { type PostingTerm, postingPieces } from './posting-highlights';

const posting = 'Google Cloud Platform, Python and Go.\nPython daily.';

const term = (id: string, found: boolean, spans: [number, number][]): PostingTerm => ({
  item: { id, tone: found ? 'brand' : 'red', title: id, body: '', page: null },
  found,
  spans,
});

const gcp = term('gcp', true, [[0, 21]]);
const cloud = term('cloud', false, [[0, 12]]);
const python = term('python', true, [
  [23, 29],
  [38, 44],
]);
const go = term('go', false, [[34, 36]]);

/** Each run as text and the id of the term it shows, '' for plain text. */
const runs = (terms: PostingTerm[], preferredId: string | null = null) =>
  postingPieces(posting, terms, preferredId).map((piece) => [
    piece.text,
    piece.term?.item.id ?? '',
  ]);

describe('postingPieces', () => {
  it('cuts the posting into plain runs and term runs, line breaks kept', () => {
    expect(runs([python, go])).toEqual([
      ['Google Cloud Platform, ', ''],
      ['Python', 'python'],
      [' and ', ''],
      ['Go', 'go'],
      ['.\n', ''],
      ['Python', 'python'],
      [' daily.', ''],
    ]);
  });

  it('shows the longer of two overlapping places, unless the other is pointed at', () => {
    expect(runs([cloud, gcp]).slice(0, 2)).toEqual([
      ['Google Cloud Platform', 'gcp'],
      [', Python and Go.\nPython daily.', ''],
    ]);
    expect(runs([cloud, gcp], 'cloud').slice(0, 3)).toEqual([
      ['Google Cloud', 'cloud'],
      [' Platform', 'gcp'],
      [', Python and Go.\nPython daily.', ''],
    ]);
  });

  it('shows every character once when places cross', () => {
    const left = term('left', true, [[0, 12]]);
    const right = term('right', false, [[7, 21]]);
    const pieces = postingPieces(posting, [left, right], null);
    expect(pieces.map((piece) => piece.text).join('')).toBe(posting);
    expect(runs([left, right]).slice(0, 2)).toEqual([
      ['Google ', 'left'],
      ['Cloud Platform', 'right'],
    ]);
  });

  it('makes only the first run of each term a tab stop', () => {
    const pieces = postingPieces(posting, [python, go], null);
    expect(pieces.filter((piece) => piece.tabStop).map((piece) => piece.start)).toEqual([23, 34]);
  });

  it('clips offsets past the text and drops empty places', () => {
    const stray = term('stray', true, [
      [38, 500],
      [5, 5],
      [-3, 2],
    ]);
    expect(runs([stray])).toEqual([
      ['Go', 'stray'],
      ['ogle Cloud Platform, Python and Go.\n', ''],
      ['Python daily.', 'stray'],
    ]);
  });

  it('is the plain text for a match saved before places were kept', () => {
    expect(runs([term('old', true, [])])).toEqual([[posting, '']]);
    expect(postingPieces('', [python], null)).toEqual([]);
  });
});
