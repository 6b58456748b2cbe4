import { describe, expect, it } from 'vitest';
import { attachment, personFileName } from '../../src/http/attachment.ts';

describe('download names', () => {
  it("write a person's name as a file name would: capitals tamed, separators as hyphens", () => {
    expect(personFileName('JOHN DOE')).toBe('John-Doe');
    expect(personFileName('Jane  van der Berg')).toBe('Jane-van-der-Berg');
    expect(personFileName('José Núñez, PhD')).toBe('José-Núñez-PhD');
    expect(personFileName('../../etc/passwd')).toBe('etc-passwd');
    expect(personFileName('★ ★')).toBe('');
  });

  it('carry an ASCII name for old clients and the exact one for the rest', () => {
    expect(attachment('José-resume-review.pdf')).toBe(
      `attachment; filename="Jos_-resume-review.pdf"; filename*=UTF-8''Jos%C3%A9-resume-review.pdf`,
    );
    expect(attachment('a"b\\c.pdf')).toBe(
      `attachment; filename="a_b_c.pdf"; filename*=UTF-8''a%22b%5Cc.pdf`,
    );
  });
});
