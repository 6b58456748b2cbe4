import { describe, expect, it } from 'vitest';
import { skillLevels } from './skill-levels.ts';
import { heading, lineWith, resume, within } from '../../../test/resume-rows.ts';

describe('skill levels', () => {
  it('boxes every group rated with a word, in one finding', async () => {
    const { layout } = await resume([
      'Jane Doe',
      heading('SKILLS'),
      'Web Technologies',
      'Advanced',
      'HTML5, JavaScript, PHP',
      'Web Frameworks',
      'Intermediate',
      'React.js, Angular, Django',
    ]);
    const [found] = skillLevels(layout);
    expect(found?.mistake).toBe("'Web Technologies' rated 'Advanced'");
    expect(found?.feedback).toContain('(1 more group is rated the same way)');
    expect(found?.rects).toHaveLength(2);
    const frameworks = lineWith(layout, 'Web Frameworks').rect;
    expect(found?.rects.some((r) => within(frameworks, r))).toBe(true);
  });

  it('keeps spoken-language levels and level headings over lists', async () => {
    const { layout } = await resume([
      'Jane Doe',
      heading('SKILLS'),
      'Spanish',
      'Intermediate',
      'Go • Rust • C',
      'Familiar',
    ]);
    expect(skillLevels(layout)).toEqual([]);
  });
});
