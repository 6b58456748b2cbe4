import { describe, expect, it } from 'vitest';
import { conventionsOf } from '../../kind/document-kind.ts';
import { actionVerbs } from './action-verb.ts';
import { bullet, heading, lineWith, resume, within, wordRect } from '../../../test/resume-rows.ts';

const experience = (...bullets: string[]) =>
  resume([
    'Jane Doe',
    heading('EXPERIENCE'),
    { text: 'Acme Corp', right: '2020 – 2023' },
    'Software Engineer',
    ...bullets.map(bullet),
  ]);

describe('action-verb', () => {
  it('flags a weak opener, boxing the opener and suggesting a rewrite', async () => {
    const { layout, kind } = await experience(
      'Responsible for managing the build pipeline of 4 teams',
    );
    const [found] = actionVerbs(layout, conventionsOf(kind));
    expect(found?.title).toBe('Weak opening verb');
    expect(found?.feedback).toContain("starts with 'Responsible for'");
    expect(found?.feedback).toContain("e.g. 'Managed the build pipeline of 4 teams'");
    const opener = found?.rects[0];
    expect(opener && within(wordRect(layout, 'Responsible', 'Responsible'), opener)).toBe(true);
    expect(opener && within(wordRect(layout, 'Responsible', 'for'), opener)).toBe(true);
    expect(opener && within(wordRect(layout, 'Responsible', 'managing'), opener)).toBe(false);
  });

  it('takes any verb form as an action verb: -ing, present and imperative alike', async () => {
    // A current role may well be in the present (RUBRIC.md 5); the tense check judges past ones.
    for (const statement of [
      'Leading a team of 5 engineers on payments',
      'Assist the chef in preparing meals for 80 guests',
      'Read technical manuals and conferred with users',
    ]) {
      const { layout, kind } = await experience(statement);
      expect(actionVerbs(layout, conventionsOf(kind))).toEqual([]);
    }
  });

  it('flags a bullet that opens with a noun', async () => {
    const { layout, kind } = await experience('Yearlong program on digital design for 30 students');
    const [found] = actionVerbs(layout, conventionsOf(kind));
    expect(found?.title).toBe('No action verb');
    expect(found?.mistake).toBe("'Yearlong program on digital design for 30 students'");
    expect(found?.rects).toEqual([wordRect(layout, 'Yearlong', 'Yearlong')]);
  });

  it('passes strong verbs, tagged past tenses, adverb + verb and the present of a strong verb', async () => {
    const { layout, kind } = await experience(
      'Designed a billing API used by 3 teams',
      'Researched caching strategies for the search service',
      'Continuously improved the deploy pipeline',
      'Lead the platform team of 6 engineers',
      'Co-authored a paper on sparse attention',
    );
    expect(lineWith(layout, 'Co-authored').bullet).toBe('•');
    expect(actionVerbs(layout, conventionsOf(kind))).toEqual([]);
  });

  it('reads a bullet that names an award as a name, not a statement', async () => {
    const { layout, kind } = await resume([
      heading('PROJECTS'),
      'BAC Measuring Cup 2020',
      bullet('Designed and programmed a weight-measuring cup with an Arduino'),
      bullet('IDEAHacks Sustainability Award'),
    ]);
    expect(actionVerbs(layout, conventionsOf(kind))).toEqual([]);
  });

  it('skips sub-bullets, which detail their parent', async () => {
    const { layout, kind } = await resume([
      heading('EXPERIENCE'),
      'Acme Corp, Software Engineer 2020 – 2023',
      bullet('Published research at top venues'),
      { text: '• ICML 2022 main conference paper', x: 75 },
    ]);
    expect(actionVerbs(layout, conventionsOf(kind))).toEqual([]);
  });

  it('does not read Education bullets', async () => {
    const { layout, kind } = await resume([
      heading('EDUCATION'),
      'State University 2016 – 2020',
      bullet('GPA 3.9, Dean’s list'),
    ]);
    expect(actionVerbs(layout, conventionsOf(kind))).toEqual([]);
  });
});

describe('statements written as a paragraph', () => {
  it('judges each sentence like a bullet, boxing the words that open it', async () => {
    const { layout, kind } = await resume([
      heading('EXPERIENCE'),
      { text: 'Front-End Developer, Brightline Apps', right: '2021 – Present' },
      'Intuitive user interfaces with React for the checkout team. Responsible for',
      'testing the payment flow on every release. Reduced page load time by 30% for mobile users.',
    ]);
    const found = actionVerbs(layout, conventionsOf(kind));
    expect(found.map((f) => f.title)).toEqual(['No action verb', 'Weak opening verb']);
    // The second sentence starts mid-line: its box is on 'Responsible for', not the line's start.
    const box = found[1]?.rects[0];
    expect(box && within(wordRect(layout, 'checkout team.', 'Responsible'), box)).toBe(true);
    expect(box && box.x0).toBeGreaterThan(lineWith(layout, 'checkout team.').rect.x0 + 100);
  });

  it('never reads a title, company or date line as a sentence', async () => {
    const { layout, kind } = await resume([
      heading('EXPERIENCE'),
      { text: 'Senior Software Engineer at Brightline Apps in Austin', right: '2021 – Present' },
      {
        text: 'Software Engineer, Meridian Bank, Austin, Texas, United States',
        right: '2018 – 2021',
      },
    ]);
    expect(actionVerbs(layout, conventionsOf(kind))).toEqual([]);
  });
});
