import { maxResumeBytes, resumeMessages } from '@resumegrader/contract/resume';
import { describe, expect, it } from 'vitest';
import { fileSizeLabel, pdfFileProblem, uploadFileName } from './pdf-file';

const file = (content: BlobPart[], name = 'cv.pdf') => new File(content, name);

describe('pdfFileProblem', () => {
  it('accepts bytes that start with %PDF-, whatever the name', async () => {
    expect(await pdfFileProblem(file(['%PDF-1.7\n...']))).toBeNull();
    expect(await pdfFileProblem(file(['%PDF-1.4'], 'scan.bin'))).toBeNull();
  });

  it('refuses anything else as not a PDF', async () => {
    expect(await pdfFileProblem(file(['\x89PNG\r\n']))).toBe(resumeMessages.invalidPdf);
    expect(await pdfFileProblem(file([]))).toBe(resumeMessages.invalidPdf);
    expect(await pdfFileProblem(file(['%PDF']))).toBe(resumeMessages.invalidPdf);
  });

  it('refuses more than 10 MB before reading it', async () => {
    const big = file(['%PDF-', new Uint8Array(maxResumeBytes)]);
    expect(await pdfFileProblem(big)).toBe(resumeMessages.tooLarge);
    expect(await pdfFileProblem(file(['%PDF-', new Uint8Array(maxResumeBytes - 5)]))).toBeNull();
  });
});

describe('uploadFileName', () => {
  it('adds .pdf only when missing', () => {
    expect(uploadFileName('cv.pdf')).toBe('cv.pdf');
    expect(uploadFileName('CV.PDF')).toBe('CV.PDF');
    expect(uploadFileName('cv')).toBe('cv.pdf');
  });
});

describe('fileSizeLabel', () => {
  it('shows kilobytes under 1 MB', () => {
    expect(fileSizeLabel(0)).toBe('0 KB');
    expect(fileSizeLabel(51_712)).toBe('51 KB');
  });

  it('shows whole megabytes from 1 MB', () => {
    expect(fileSizeLabel(1024 * 1024)).toBe('1 MB');
    expect(fileSizeLabel(1024 * 1024 - 1)).toBe('1 MB');
    expect(fileSizeLabel(2.6 * 1024 * 1024)).toBe('3 MB');
    expect(fileSizeLabel(10 * 1024 * 1024)).toBe('10 MB');
  });

  it('falls back to 30 MB when the size is unknown', () => {
    expect(fileSizeLabel(undefined)).toBe('30 MB');
  });
});
