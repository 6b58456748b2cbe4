import { describe, expect, it } from 'vitest';
import { contextOf } from '../../../test/pdf-builder.ts';
import { badDir, corpusDir, readPdf } from '../../../test/shared-files.ts';
import type { ContentCheck } from '../findings.ts';
import { contentChecks } from './index.ts';

const checksOf = (dir: string, file: string) => {
  const findings = contentChecks(contextOf(readPdf(dir, file)));
  return { findings, has: (check: ContentCheck) => findings.some((f) => f.check === check) };
};

describe('content checks on the shared resumes', () => {
  it.each([
    '01-jakes-resume.pdf',
    '10-rm-alfred-pennyworth.pdf',
    '11-rm-barry-allen.pdf',
    '13-rm-chrome-modern-1col.pdf',
    '18-rendercv-classic.pdf',
  ])('%s (a good one-column resume) is a resume with its core sections in one column', (file) => {
    const { findings, has } = checksOf(corpusDir, file);
    expect(has('not-a-resume')).toBe(false);
    expect(findings.filter((f) => f.check === 'missing-section').map((f) => f.title)).not.toContain(
      'Missing Experience section',
    );
    expect(findings.filter((f) => f.check === 'missing-section').map((f) => f.title)).not.toContain(
      'Missing Education section',
    );
    expect(has('two-column')).toBe(false);
    expect(has('job-title')).toBe(false);
    expect(has('bulleted-company-line')).toBe(false);
  });

  it.each(['04-deedy-openfont.pdf', '14-rm-chrome-2col.pdf'])(
    '%s is flagged as two-column',
    (file) => {
      expect(checksOf(corpusDir, file).has('two-column')).toBe(true);
    },
  );

  it.each([
    '21-rxresume-azurill.pdf',
    '23-rxresume-onyx.pdf',
    '24-rxresume-gengar.pdf',
    '17-context-lorem.pdf',
  ])('%s (headings without bold or size) is still a resume', (file) => {
    expect(checksOf(corpusDir, file).has('not-a-resume')).toBe(false);
  });

  it('says the cover letter does not look like a resume', () => {
    const { findings } = checksOf(badDir, '11-cover-letter-not-resume.pdf');
    const found = findings.find((f) => f.check === 'not-a-resume');
    expect(found?.feedback).toMatch(
      /does not look like a resume: it has no experience or education section/,
    );
    expect(findings.some((f) => f.check === 'missing-section')).toBe(false);
  });

  it('flags the five-page CV for its length', () => {
    const { findings } = checksOf(badDir, '10-five-pages-cv.pdf');
    expect(findings.filter((f) => f.check === 'length').map((f) => f.mistake)).toEqual(['5 pages']);
  });
});
