import { describe, expect, it } from 'vitest';
import { summaryLength } from './summary-length.ts';
import { heading, lineWith, resume } from '../../../test/resume-rows.ts';

const sentence = 'Backend engineer who builds payment systems that scale well';

describe('summary-length', () => {
  it('flags a summary over 80 words, boxing its lines', async () => {
    const { layout } = await resume([
      heading('SUMMARY'),
      ...Array.from({ length: 9 }, (_, i) => `${sentence} ${i}.`),
      heading('EXPERIENCE'),
    ]);
    const found = summaryLength(layout);
    expect(found).toHaveLength(1);
    expect(found[0]?.mistake).toBe("'SUMMARY': 9 lines, 90 words");
    expect(found[0]?.rects).toHaveLength(9);
    expect(found[0]?.rects[0]).toEqual(lineWith(layout, `${sentence} 0.`).rect);
  });

  it('accepts a short summary and many short lines of few words', async () => {
    const short = await resume([heading('SUMMARY'), sentence, sentence, heading('EXPERIENCE')]);
    expect(summaryLength(short.layout)).toEqual([]);
    const narrow = await resume([
      heading('SUMMARY'),
      ...Array.from({ length: 8 }, () => 'Builds payment systems'),
      heading('EXPERIENCE'),
    ]);
    expect(summaryLength(narrow.layout)).toEqual([]);
  });
});
