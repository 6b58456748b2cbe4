import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, rm, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, expect, it } from 'vitest';
import { resumeRepository } from '../../src/repositories/resume-repository.ts';
import { resumeService } from '../../src/services/resume-service.ts';
import { localStorage } from '../../src/storage/local-storage.ts';
import { uploadTokenSigner } from '../../src/storage/upload-token.ts';
import { describeEachDatabase } from '../support/databases.ts';
import { newUserRow } from '../support/factories.ts';

const here = path.dirname(fileURLToPath(import.meta.url));

describeEachDatabase('the orphan-file sweep', (getDb) => {
  const root = path.resolve(
    here,
    `../../../../.tmp/server-test-orphans-${randomBytes(4).toString('hex')}`,
  );
  afterAll(() => rm(root, { recursive: true, force: true }));

  /** A file of the resume's, written `ageMinutes` ago. */
  async function file(key: string, ageMinutes: number): Promise<string> {
    const at = path.join(root, key);
    await mkdir(path.dirname(at), { recursive: true });
    await writeFile(at, 'x');
    const when = new Date(Date.now() - ageMinutes * 60_000);
    await utimes(at, when, when);
    return at;
  }

  it('removes old files whose resume is gone, and nothing of a resume that exists', async () => {
    const storage = localStorage(root, uploadTokenSigner('x'.repeat(32)));
    const service = resumeService({ db: getDb(), storage });
    const userId = await newUserRow(getDb());
    const kept = randomUUID();
    await resumeRepository(getDb()).insert({
      id: kept,
      userId,
      fileName: 'cv.pdf',
      storageKey: `resumes/${kept}.pdf`,
      claimExpiresAt: null,
      versionOf: null,
    });
    const gone = randomUUID();
    const young = randomUUID();
    const keptFiles = [
      await file(`resumes/${kept}.pdf`, 120),
      await file(`resumes/${kept}/report.pdf`, 120),
    ];
    const goneFiles = [
      await file(`resumes/${gone}.pdf`, 120),
      await file(`resumes/${gone}/page-0.png`, 120),
      await file(`resumes/${gone}/report.pdf`, 120),
      await file(`uploads/${gone}.pdf`, 120),
    ];
    // Its writer may be about to remove it itself.
    const youngFile = await file(`resumes/${young}/report.pdf`, 1);

    expect(await service.sweepOrphanFiles()).toBe(goneFiles.length);
    for (const f of goneFiles) expect(existsSync(f), f).toBe(false);
    expect(existsSync(path.join(root, 'resumes', gone))).toBe(false);
    for (const f of [...keptFiles, youngFile]) expect(existsSync(f), f).toBe(true);
  });
});
