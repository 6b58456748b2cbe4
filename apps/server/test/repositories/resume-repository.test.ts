import { randomUUID } from 'node:crypto';
import type { Grading } from '@resumegrader/contract/grading';
import { expect, it } from 'vitest';
import { resumeRepository } from '../../src/repositories/resume-repository.ts';
import { describeEachDatabase } from '../support/databases.ts';
import { newUserRow } from '../support/factories.ts';

describeEachDatabase('resume repository: one card per resume, its latest version', (getDb) => {
  const resumes = () => resumeRepository(getDb());

  const newUser = () => newUserRow(getDb());

  async function requested(userId: string | null, versionOf: string | null = null) {
    const id = randomUUID();
    await resumes().insert({
      id,
      userId,
      fileName: `${id}.pdf`,
      storageKey: `resumes/${id}.pdf`,
      claimExpiresAt: userId ? null : new Date(Date.now() + 60_000),
      versionOf,
    });
    return id;
  }

  const upload = (id: string) => resumes().markUploaded(id, 1_000, 'pending-upload');

  /** As the grading job saves one: the resume (and its group) locked, then the grading. */
  const grade = (id: string) =>
    getDb()
      .transaction()
      .execute(async (trx) => {
        const inTrx = resumeRepository(trx);
        if (!(await inTrx.lockForGrading(id))) return false;
        // The repository keeps the grading as it is given; only its grade is read here.
        return inTrx.saveGrading(id, { finalGrade: { Cumulative: 'B' } } as unknown as Grading);
      });
  const uploadAndGrade = async (id: string) => {
    await upload(id);
    await grade(id);
  };

  const cards = async (userId: string) =>
    (
      await resumes().list({
        userId,
        search: undefined,
        order: 'date',
        after: undefined,
        limit: 50,
      })
    ).map((row) => row.id);

  /** The group's newest graded version, by the list's own order (time, then id). */
  async function newestOf(ids: string[]): Promise<string | undefined> {
    const rows = [];
    for (const id of ids) {
      const row = await resumes().findById(id);
      if (row?.status === 'uploaded' && row.cumulativeGrade !== null) rows.push(row);
    }
    rows.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (b.id < a.id ? -1 : 1));
    return rows[0]?.id;
  }

  it('shows a new version once graded, and the one before again when it is deleted', async () => {
    const userId = await newUser();
    const first = await requested(userId);
    expect(await cards(userId)).toEqual([]);
    // A first version is a card from its upload on, graded or not.
    await upload(first);
    expect(await cards(userId)).toEqual([first]);
    const second = await requested(userId, first);
    // Still uploading, then uploaded but not graded: not a version yet (issue 35).
    expect(await cards(userId)).toEqual([first]);
    await upload(second);
    expect(await cards(userId)).toEqual([first]);
    expect(await resumes().versionsOf(userId, [first])).toHaveLength(1);
    await grade(second);
    expect((await resumes().versionsOf(userId, [first])).map((row) => row.id)).toEqual([
      first,
      second,
    ]);
    const other = await requested(userId);
    await upload(other);
    expect(await cards(userId)).toEqual([other, second]);
    await resumes().remove(second);
    expect(await cards(userId)).toEqual([other, first]);
    await resumes().remove(first);
    expect(await cards(userId)).toEqual([other]);
  });

  it('lists a claimed visitor upload', async () => {
    const userId = await newUser();
    const id = await requested(null);
    await upload(id);
    expect(await resumes().claim(id, userId)).toBe(true);
    expect(await cards(userId)).toEqual([id]);
  });

  it('keeps exactly one card per resume when its versions arrive and go at once', async () => {
    const userId = await newUser();
    for (let round = 0; round < 8; round++) {
      const first = await requested(userId);
      await upload(first);
      const versions = [];
      for (let i = 0; i < 6; i++) versions.push(await requested(userId, first));
      // Gradings finishing in any order, while the first version is deleted.
      await Promise.all([...[...versions].reverse().map(uploadAndGrade), resumes().remove(first)]);
      expect(await cards(userId)).toEqual([await newestOf(versions)]);
      // The newest versions deleted at once, while a late one is being graded.
      const late = await requested(userId, first);
      await Promise.all([
        ...versions.slice(-3).map((id) => resumes().remove(id)),
        uploadAndGrade(late),
      ]);
      expect(await cards(userId)).toEqual([await newestOf([...versions, late])]);
      for (const id of [...versions, late]) await resumes().remove(id);
      expect(await cards(userId)).toEqual([]);
    }
  });
});
