import { expect, it } from 'vitest';
import {
  jobMatchRepository,
  maxMatchesPerResume,
} from '../../src/repositories/job-match-repository.ts';
import { describeEachDatabase } from '../support/databases.ts';
import { newResumeRow, newUserRow } from '../support/factories.ts';

describeEachDatabase('job match repository', (getDb) => {
  const resumeOf = (userId: string) => newResumeRow(getDb(), userId);

  it(`keeps a resume's newest ${maxMatchesPerResume} matches, and another resume's apart`, async () => {
    const userId = await newUserRow(getDb());
    const [resumeId, otherId] = [await resumeOf(userId), await resumeOf(userId)];
    const matches = jobMatchRepository(getDb());
    const save = (id: string, title: string) =>
      matches.save({
        resumeId: id,
        userId,
        jobDescription: `posting ${title}`,
        jobTitle: title,
        score: 50,
        result: {},
      });
    await save(otherId, 'kept elsewhere');
    const saved: string[] = [];
    for (let i = 0; i < maxMatchesPerResume + 3; i++)
      saved.push((await save(resumeId, `#${i}`)).id);

    const listed = await matches.list(resumeId, userId);
    expect(listed).toHaveLength(maxMatchesPerResume);
    expect(new Set(listed.map((m) => m.id))).toEqual(new Set(saved.slice(3)));
    expect(await matches.list(otherId, userId)).toHaveLength(1);
  });

  it('keeps one match per description of a resume, even when both are saved at once', async () => {
    const userId = await newUserRow(getDb());
    const [resumeId, otherId] = [await resumeOf(userId), await resumeOf(userId)];
    const matches = jobMatchRepository(getDb());
    const save = (id: string, score: number) =>
      matches.save({
        resumeId: id,
        userId,
        jobDescription: 'the same posting',
        jobTitle: null,
        score,
        result: { score },
      });
    const [a, b] = await Promise.all([save(resumeId, 40), save(resumeId, 60)]);
    expect(a.id).toBe(b.id);
    const listed = await matches.list(resumeId, userId);
    expect(listed).toHaveLength(1);
    expect((await matches.find(a.id, resumeId, userId))?.result).toEqual({
      score: listed[0]?.score,
    });
    // Another resume's match of the same description is its own.
    expect((await save(otherId, 50)).id).not.toBe(a.id);
  });
});
