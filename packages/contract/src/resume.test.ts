import { describe, expect, it } from 'vitest';
import { renameResumeSchema, requestUploadSchema } from './resume.ts';

const upload = (fileName: string) =>
  requestUploadSchema.parse({ fileName, type: 'application/pdf' }).fileName;
const rename = (fileName: string) => renameResumeSchema.parse({ fileName }).fileName;

describe('file names', () => {
  it.each([
    // A terminal's colour code, and a right-to-left override that shows 'bigfdp.png'.
    ['\u001b[31mcv.pdf', '[31mcv.pdf'],
    ['big\u202egnp.pdf', 'biggnp.pdf'],
    ['\u2067cv\u2069 2026.pdf', 'cv 2026.pdf'],
    ['cv\u0085\u200f.pdf', 'cv.pdf'],
    ['Lebenslauf – Müller.pdf', 'Lebenslauf – Müller.pdf'],
  ])('keeps no invisible control of %j, on upload and on rename', (given, stored) => {
    expect(upload(given)).toBe(stored);
    expect(rename(given)).toBe(stored);
  });

  it('refuses a name that is nothing but controls and the extension', () => {
    expect(
      requestUploadSchema.safeParse({ fileName: '\u202e.pdf', type: 'application/pdf' }).success,
    ).toBe(false);
    expect(renameResumeSchema.safeParse({ fileName: '\u0007\u202e' }).success).toBe(false);
  });
});
