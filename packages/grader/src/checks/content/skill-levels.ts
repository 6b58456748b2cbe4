import { union } from '../../layout/geometry.ts';
import type { ResumeLayout } from '../../layout/types.ts';
import type { ContentFinding } from '../findings.ts';
import { finding, quote, sectionsOf } from './text.ts';

/** A self-rated level alone on its line, under a group of skills. */
const levelLine =
  /^\(?(?:beginner|novice|basic|elementary|intermediate|advanced|expert|proficient|competent|familiar)\)?$/iu;

/** Spoken languages: rating them ('Spanish — Intermediate', CEFR levels) is the norm. */
const languageName =
  /^(?:english|spanish|french|german|italian|portuguese|dutch|russian|chinese|mandarin|cantonese|japanese|korean|arabic|hindi|bengali|urdu|turkish|polish|swedish|norwegian|danish|finnish|greek|hebrew|persian|farsi|vietnamese|thai|indonesian|malay|tagalog|ukrainian|czech|romanian|hungarian|catalan|basque|galician)$/iu;

/** A group's name: a few words, not itself a list of skills. */
const isGroupName = (text: string) =>
  text.trim().split(/\s+/u).length <= 4 &&
  !/[,•|·;]/u.test(text) &&
  !languageName.test(text.trim());

/**
 * Skill groups rated with a word ('Web Frameworks — Intermediate'): the label says
 * nothing a recruiter can check, and 'Intermediate' under-sells what the list names. One
 * finding, boxing every rated group of its page.
 */
export function skillLevels(layout: ResumeLayout): ContentFinding[] {
  const lines = sectionsOf(layout, ['skills']).flatMap((s) => s.lines);
  const rated = lines.flatMap((line, i) => {
    const group = lines[i - 1];
    return levelLine.test(line.text.trim()) &&
      group &&
      group.page === line.page &&
      isGroupName(group.text)
      ? [{ group, line }]
      : [];
  });
  const [first] = rated;
  if (!first) return [];
  const others = rated.length - 1;
  return [
    finding(
      'skill-levels',
      first.line.page,
      'Vague skill levels',
      `${quote(first.group.text)} rated ${quote(first.line.text.trim())}`,
      `Self-rated levels such as ${quote(first.line.text.trim())} tell a recruiter nothing they can check` +
        `${others > 0 ? ` (${others} more group${others === 1 ? ' is' : 's are'} rated the same way)` : ''}. ` +
        'Drop the labels and show depth where it counts: a project or a bullet that used the skill.',
      rated
        .filter((r) => r.line.page === first.line.page)
        .map((r) => union([r.group.rect, r.line.rect])),
    ),
  ];
}
