import { validate } from '@jsonresume/schema';
import { describe, expect, it } from 'vitest';
import { readDocument } from '../read-document.ts';
import { corpusDir, corpusFiles, readPdf } from '../../test/shared-files.ts';
import { toJsonResume } from './json-resume.ts';

const exported = (file: string) => toJsonResume(readDocument(readPdf(corpusDir, file)).reading);

/** The official schema's verdict: its error messages, none when valid. */
function schemaErrors(document: unknown): string[] {
  let errors: string[] = [];
  validate(document, (found: { stack: string }[] | null) => {
    errors = (found ?? []).map((e) => e.stack);
  });
  return errors;
}

describe('the JSON Resume export', () => {
  it.each(corpusFiles())('of %s validates against the JSON Resume schema', (file) => {
    const document = exported(file);
    expect(schemaErrors(document)).toEqual([]);
    expect(document.$schema).toMatch(/v1\.0\.0/u);
  });

  it('catches what the schema forbids, so the check above can fail', () => {
    expect(
      schemaErrors({ basics: { email: 'not an address' }, work: [{ startDate: 'May' }] }),
    ).toHaveLength(2);
  });

  it('carries the basics, profiles, roles and degrees a builder imports', () => {
    const document = exported('13-rm-chrome-modern-1col.pdf');
    expect(document.basics).toMatchObject({
      name: 'JOHN DOE',
      label: 'SENIOR SOFTWARE ENGINEER',
      email: 'john.doe@email.com',
      phone: '+1 (415) 555-0142',
      location: { city: 'San Francisco', region: 'CA' },
    });
    // 'linkedin.com/in/johndoe': the path after a bare host is the link's too.
    expect(document.basics.profiles).toEqual(
      expect.arrayContaining([
        { network: 'LinkedIn', url: 'https://linkedin.com/in/johndoe', username: 'johndoe' },
      ]),
    );
    const work = document.work as Record<string, unknown>[];
    // An ongoing role has no end date in JSON Resume.
    expect(work[0]).toMatchObject({
      name: 'Stripe',
      position: 'Senior Software Engineer',
      startDate: '2023-01',
    });
    expect(work[0]).not.toHaveProperty('endDate');
    expect(work[1]).toMatchObject({ name: 'Figma', startDate: '2021-06', endDate: '2022-12' });
    expect((work[0]?.highlights as string[]).length).toBe(3);
    expect(document.education).toEqual([
      expect.objectContaining({ studyType: 'Bachelor of Science', area: 'Computer Science' }),
    ]);
  });
});
