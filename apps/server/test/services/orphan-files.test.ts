import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { afterAll, expect, it } from 'vitest';
import { resumeRepository } from '../../src/repositories/resume-repository.ts';
import { resumeService } from '../../src/services/resume-service.ts';
import { localStorage } from '../../src/storage/local-storage.ts';
import { uploadTokenSigner } from '../../src/storage/upload-token.ts';
import { describeEachDatabase } from '../support/databases.ts';
import { newResumeRow, newUserRow } from '../support/factories.ts';

const here = path.dirname(fileURLToPath(import.meta.url));

describeEachDatabase('the orphan-file sweep', (getDb) => {
  const root = path.resolve(
    here,
    `../../../../.tmp/server-test-orphans-${randomBytes(4).toString('hex')}`,
  );
  afterAll(() => rm(root, { recursive: true, force: true }));

  async function file(key: string): Promise<string> {
    const at = path.join(root, key);
    await mkdir(path.dirname(at), { recursive: true });
    await writeFile(at, 'x');
    return at;
  }

  async function resume(userId: string): Promise<{ id: string; files: string[] }> {
    const id = await newResumeRow(getDb(), userId);
    const files = [
      await file(`resumes/${id}.pdf`),
      await file(`resumes/${id}/page-0.png`),
      await file(`resumes/${id}/report.pdf`),
      await file(`uploads/${id}.pdf`),
    ];
    return { id, files };
  }

  /** As if the resume's row had been deleted `minutes` ago. */
  const removedAgo = (id: string, minutes: number) =>
    getDb()
      .updateTable('removedResumes')
      .set({ removedAt: sql<Date>`now() - make_interval(mins => ${minutes})` })
      .where('id', '=', id)
      .execute();

  it("removes what is left of deleted resumes' files, and nothing else", async () => {
    const storage = localStorage(root, uploadTokenSigner('x'.repeat(32)));
    const service = resumeService({ db: getDb(), storage });
    const repository = resumeRepository(getDb());
    const userId = await newUserRow(getDb());
    const kept = await resume(userId);
    const gone = await resume(userId);
    const justGone = await resume(userId);
    // Rows deleted, files left behind (a failure between the two, a report made meanwhile).
    await repository.remove(gone.id);
    await repository.remove(justGone.id);
    await removedAgo(gone.id, 30);
    // Files of a resume this database never had: another server's, never touched.
    const stranger = randomUUID();
    const strangerFile = await file(`resumes/${stranger}/report.pdf`);

    expect(await service.sweepOrphanFiles()).toBe(1);
    for (const f of gone.files) expect(existsSync(f), f).toBe(false);
    expect(existsSync(path.join(root, 'resumes', gone.id))).toBe(false);
    // Its writer may be about to remove it itself; swept on a later run.
    for (const f of [...kept.files, ...justGone.files, strangerFile]) {
      expect(existsSync(f), f).toBe(true);
    }
    // Swept once: the removal is forgotten.
    expect(await service.sweepOrphanFiles()).toBe(0);
  });
});
