import { describe, expect, it } from 'vitest';
import { drawableText, measure, placeholder, runsOf } from './fonts.ts';
import { truncate, wrap } from './layout.ts';

const body =
  "'Developing product strategies and making data-driven…' has no number — add the scale " +
  'or the result it achieved (users, %, time or money saved, team size).';

describe('wrap', () => {
  it('breaks at spaces into lines that fit, losing no word', () => {
    const lines = wrap(body, 'regular', 10, 200);
    expect(lines.length).toBeGreaterThan(2);
    for (const line of lines) {
      expect(line.width).toBeLessThanOrEqual(200);
      expect(line.width).toBeCloseTo(measure(line.text, 'regular', 10), 6);
      expect(line.text).toBe(line.text.trim());
    }
    expect(lines.map((line) => line.text).join(' ')).toBe(body);
    // Greedy: the next line's first word would not have fitted on this one.
    lines.slice(1).forEach((line, index) => {
      const next = `${lines[index]?.text} ${line.text.split(' ')[0]}`;
      expect(measure(next, 'regular', 10)).toBeGreaterThan(200);
    });
  });

  it('measures with the face: bold is wider than regular', () => {
    expect(measure('Resume review', 'bold', 12)).toBeGreaterThan(
      measure('Resume review', 'regular', 12),
    );
    expect(measure('Resume review', 'regular', 24)).toBeCloseTo(
      2 * measure('Resume review', 'regular', 12),
    );
  });

  it('starts a line at every newline and runs of spaces become one', () => {
    const lines = wrap('one   two\nthree\n\nfour', 'regular', 10, 400);
    expect(lines.map((line) => line.text)).toEqual(['one two', 'three', '', 'four']);
  });

  it('cuts a word wider than a line where it reaches the edge', () => {
    const url = 'https://example.com/a/very/long/path/that/never/ends/with/a/space/anywhere';
    const lines = wrap(`see ${url}`, 'regular', 10, 120);
    expect(lines[0]?.text).toBe('see');
    expect(
      lines
        .slice(1)
        .map((line) => line.text)
        .join(''),
    ).toBe(url);
    for (const line of lines) expect(line.width).toBeLessThanOrEqual(120);
  });

  it('breaks Chinese between characters, never before closing punctuation', () => {
    const text = '工作内容：负责后端服务的设计与开发，优化数据库查询，提升系统性能。';
    const lines = wrap(text, 'regular', 10, 60);
    expect(lines.length).toBeGreaterThan(2);
    expect(lines.map((line) => line.text).join('')).toBe(text);
    for (const line of lines) {
      expect(line.width).toBeLessThanOrEqual(60);
      expect(line.text).not.toMatch(/^[，。：]/u);
    }
  });
});

describe('fonts', () => {
  it('draws Latin with the face, CJK and symbols with fallbacks, the rest as a placeholder', () => {
    const runs = runsOf('Résumé 简历 ✔ שלום', 'regular');
    expect(runs.map((run) => [run.font.getName(), run.text])).toEqual([
      ['Helvetica', 'Résumé '],
      ['Droid Sans Fallback Regular', '简历'],
      ['Helvetica', ' '],
      ['ZapfDingbats', '✔'],
      ['Helvetica', ` ${placeholder.repeat(4)}`],
    ]);
  });

  it('composes accents and drops invisible characters before drawing', () => {
    expect(drawableText('Re\u0301sume\u0301\u200b\u00ad\tok')).toBe('Résumé ok');
  });

  it('truncates to the width with an ellipsis', () => {
    const cut = truncate(body, 'regular', 8, 150);
    expect(cut.endsWith('…')).toBe(true);
    expect(measure(cut, 'regular', 8)).toBeLessThanOrEqual(150);
    expect(truncate('short', 'regular', 8, 150)).toBe('short');
  });
});
