import { describe, expect, it } from 'vitest';
import { conventionsOf } from '../../kind/document-kind.ts';
import { passiveVoice } from './passive-voice.ts';
import { bullet, heading, lineWith, resume, within, wordRect } from '../../../test/resume-rows.ts';

const experience = (...bullets: string[]) =>
  resume([heading('EXPERIENCE'), 'Acme Corp 2020 – 2023', ...bullets.map(bullet)]);

describe('passive-voice', () => {
  it('boxes the passive phrase, not the whole bullet', async () => {
    const { layout, kind } = await experience('Dashboards were built for the sales team of 40');
    const [found] = passiveVoice(layout, conventionsOf(kind));
    expect(found?.title).toBe('Passive voice');
    expect(found?.feedback).toContain("the passive 'were built'");
    expect(found?.feedback).toContain("start with 'Built …'");
    const box = found?.rects[0];
    expect(box && within(wordRect(layout, 'Dashboards', 'were'), box)).toBe(true);
    expect(box && within(wordRect(layout, 'Dashboards', 'built'), box)).toBe(true);
    expect(box && within(wordRect(layout, 'Dashboards', 'Dashboards'), box)).toBe(false);
    expect((box?.x1 ?? 0) < lineWith(layout, 'Dashboards').rect.x1 - 50).toBe(true);
  });

  it('finds passives with an adverb and irregular participles', async () => {
    const { layout, kind } = await experience(
      'Migrated the API, which is now used by 30 teams',
      'Led the rewrite; the service was quickly rebuilt in Go',
    );
    expect(
      passiveVoice(layout, conventionsOf(kind)).map(
        (f) => f.feedback.match(/passive '([^']+)'/)?.[1],
      ),
    ).toEqual(['is now used', 'was quickly rebuilt']);
  });

  it('leaves active voice, predicate adjectives and purpose clauses alone', async () => {
    const { layout, kind } = await experience(
      'Built dashboards used by 3 teams',
      'Engineer who is experienced in Go and is based in Berlin',
      'Shipped tooling to be used by 200 engineers',
    );
    expect(passiveVoice(layout, conventionsOf(kind))).toEqual([]);
  });
});
