/** Why a file cannot be graded; never turned into a low grade (issue 3, point 11). */
export type UnreadableReason =
  | 'Empty'
  | 'NotPdf'
  | 'Damaged'
  | 'Encrypted'
  | 'NoPages'
  | 'TooManyPages'
  | 'NoTextLayer'
  | 'TooComplex'
  | 'TooMuchText';

export class UnreadablePdfError extends Error {
  constructor(
    readonly reason: UnreadableReason,
    message: string,
  ) {
    super(message);
    this.name = 'UnreadablePdfError';
  }
}

export const maxPages = 10;
/**
 * Characters of text a resume can hold: ten dense pages of small type are about 60,000. A
 * file with more is something else, and would keep a grading thread busy for a minute.
 */
export const maxTextChars = 60_000;

export const unreadableMessages: Record<UnreadableReason, string> = {
  Empty: 'The file is empty. Please upload your resume as a PDF.',
  NotPdf: 'The file is not a PDF. Please export your resume as a PDF and upload that.',
  Damaged:
    'The PDF is damaged and cannot be read. Please export your resume as a PDF again and upload the new file.',
  Encrypted:
    'The PDF is protected with a password. Please remove the password (or print it to a new PDF) and upload it again.',
  NoPages: 'The PDF has no pages.',
  TooManyPages: `The PDF has more than ${maxPages} pages; a resume should have one or two.`,
  NoTextLayer:
    'This PDF is a scanned image, with no text layer to read: export it from your editor as PDF (in Word or Google Docs, File › Download or Save as › PDF) and upload that file.',
  TooMuchText: `The PDF holds far more text than a resume (over ${maxTextChars.toLocaleString('en-US')} characters). Please upload your resume on its own.`,
  TooComplex:
    'The PDF is too complex to display: its pages ask for far more drawing than a resume needs. Please export your resume as a PDF again from your editor and upload the new file.',
};

export const unreadable = (reason: UnreadableReason) =>
  new UnreadablePdfError(reason, unreadableMessages[reason]);
