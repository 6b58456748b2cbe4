import type { Conventions } from '../../kind/document-kind.ts';
import type { Line, Rect, ResumeLayout } from '../../layout/types.ts';
import type { ContentCheck, ContentFinding } from '../findings.ts';
import { findPlaceholders, type PlaceholderHit, type PlaceholderKind } from './placeholders.ts';
import { finding, quote, spanIn, textOf, wordCount } from './text.ts';

/**
 * Under this many words of the candidate's own, a CV is too empty to judge on its merits
 * (shared/resumes/RUBRIC.md rule 1: 'under ~150 words of real content').
 */
export const minRealWords = 150;
/**
 * Below this many words of the candidate's own text a resume is thin: a page half empty,
 * a job or two with a line each. The shortfall is weighed up to thinUnits mistakes.
 */
export const thinWords = 350;
const thinUnits = 4;
/**
 * Between fewWords and thinWords, a resume whose pages its text fills to this share of
 * their height is compact, not thin: a full page of 340 words says enough.
 */
const fewWords = 300;
const fullPage = 0.8;

/** The share of each page's height its text spans, averaged over the pages. */
function pageFill(layout: ResumeLayout): number {
  const fills = layout.pages.map((page) => {
    if (page.lines.length === 0) return 0;
    const top = Math.min(...page.lines.map((l) => l.rect.y0));
    const bottom = Math.max(...page.lines.map((l) => l.rect.y1));
    return (bottom - top) / page.height;
  });
  return fills.reduce((sum, fill) => sum + fill, 0) / Math.max(1, fills.length);
}
/** Lines of unfilled structure (lorem ipsum, field labels) that make a template unfilled. */
const unfilledStructureLines = 5;
/**
 * Lines still holding a template's markers or labels ('xxx', '20XX', 'Company, Location')
 * that make a CV unfinished: its own entries were never completed (RUBRIC.md rule 1). Filler
 * paragraphs do not count: a lorem-ipsum summary in a filled-in CV is one leftover (rule 2).
 */
const unfinishedLines = 3;
/** Findings listed per kind of leftover; the verdict counts them all. */
const maxListedPerKind = 12;

const templateKinds: ReadonlySet<PlaceholderKind> = new Set(['filler', 'marker', 'label']);

/** Words the candidate wrote: every line but headings and template text. */
function realWords(layout: ResumeLayout, template: ReadonlySet<Line>): number {
  const lines = layout.lines.filter((line) => !line.heading && !template.has(line));
  return Math.round(lines.reduce((n, line) => n + wordCount(line.text), 0));
}

interface LeftoverCopy {
  check: ContentCheck;
  title: string;
  advice: (text: string) => string;
}

const copy: Record<PlaceholderKind, LeftoverCopy> = {
  filler: {
    check: 'placeholder-text',
    title: 'Template text left in',
    advice: (text) =>
      `${quote(text)} is filler text from a template. Replace it with what you did, or delete it.`,
  },
  marker: {
    check: 'placeholder-text',
    title: 'Placeholder not filled in',
    advice: (text) =>
      `${quote(text)} is a placeholder the template asked you to replace. Fill in the real detail, or delete the line.`,
  },
  label: {
    check: 'placeholder-text',
    title: 'Template label left in',
    advice: (text) =>
      `${quote(text)} names a field of the template, not your information. Replace it with the real name, place or date.`,
  },
  // RUBRIC.md rule 2 counts dummy publications with the generator's sample content.
  identifier: {
    check: 'generator-boilerplate',
    title: 'Sample number left in',
    advice: (text) =>
      `${quote(text)} is a sample number (its digits run in sequence), not a real patent, DOI or ID. Put the real one, or delete it.`,
  },
  contact: {
    check: 'placeholder-contact',
    title: 'Placeholder contact detail',
    advice: (text) =>
      `${quote(text)} is a sample contact detail, not yours: a recruiter cannot reach you. Put your own phone, e-mail and links here.`,
  },
  organisation: {
    check: 'placeholder-organisation',
    title: 'Placeholder employer or school',
    advice: (text) =>
      `${quote(text)} is a sample name from a template. Name the real employer or school.`,
  },
  boilerplate: {
    check: 'generator-boilerplate',
    title: 'Text about the template',
    advice: (text) =>
      `${quote(text)} describes the tool that made this file, not you. Delete it and use the space for your own achievements.`,
  },
};

/**
 * The placeholder's own words: a line often holds more than its placeholder ('Phone: (123)
 * 456-7890 | jane@mail.com'), and a box on the whole line hides what is at fault (issue 35).
 */
function placeRect(hit: PlaceholderHit): Rect {
  const wanted = hit.text.replace(/\s+/gu, ' ').trim().toLowerCase();
  const at = textOf([hit.line]).toLowerCase().indexOf(wanted);
  const span = at < 0 || wanted.length === 0 ? null : spanIn([hit.line], at, wanted.length);
  return span?.rects[0] ?? hit.line.rect;
}

/** One finding per distinct placeholder text and page: all its places boxed together. */
function leftoverFindings(hits: PlaceholderHit[]): ContentFinding[] {
  const groups = new Map<string, PlaceholderHit[]>();
  for (const hit of hits) {
    const key = `${hit.kind}\u0000${hit.line.page}\u0000${hit.text.toLowerCase()}`;
    groups.set(key, [...(groups.get(key) ?? []), hit]);
  }
  const listed = new Map<PlaceholderKind, number>();
  const findings: ContentFinding[] = [];
  for (const group of groups.values()) {
    const [first] = group;
    if (!first) continue;
    const count = listed.get(first.kind) ?? 0;
    if (count >= maxListedPerKind) continue;
    listed.set(first.kind, count + 1);
    const { check, title, advice } = copy[first.kind];
    findings.push(
      finding(
        check,
        first.line.page,
        title,
        quote(first.text),
        advice(first.text),
        group.map(placeRect),
      ),
    );
  }
  return findings;
}

/**
 * Template leftovers and emptiness (RUBRIC.md rules 1 and 2). Every leftover is boxed; a
 * verdict finding says when the whole document is an unfilled template ('template-unfilled':
 * F) or too unfinished or too empty to grade on its merits ('incomplete': D-).
 */
export function templateLeftovers(
  layout: ResumeLayout,
  conventions: Conventions,
): ContentFinding[] {
  // Label–value fields are the form of a Chinese or Japanese resume (RUBRIC.md 5).
  const hits = findPlaceholders(layout).filter(
    (h) => !(conventions.labelFields && h.kind === 'label'),
  );
  const templateLines = new Set(hits.filter((h) => templateKinds.has(h.kind)).map((h) => h.line));
  const structureLines = new Set(
    hits.filter((h) => h.kind === 'filler' || h.kind === 'label').map((h) => h.line),
  );
  const words = realWords(layout, templateLines);
  const incompleteLines = new Set(
    hits.filter((h) => h.kind === 'marker' || h.kind === 'label').map((h) => h.line),
  );
  const unfinished = incompleteLines.size >= unfinishedLines;
  const first = layout.lines[0];
  const anchor = first ? { page: first.page, rects: [first.rect] } : { page: 0, rects: [] };
  const example = hits.find((h) => templateKinds.has(h.kind));
  const verdict: ContentFinding[] = [];
  if (
    (structureLines.size >= unfilledStructureLines && words < minRealWords) ||
    (templateLines.size >= unfinishedLines && words < minRealWords / 3)
  ) {
    verdict.push(
      finding(
        'template-unfilled',
        anchor.page,
        'Unfilled template',
        `${templateLines.size} lines of template text${example ? `, such as ${quote(example.text, 40)}` : ''}`,
        'This is a template that was never filled in: its name, jobs and descriptions are still placeholders. ' +
          'Replace every placeholder with your own details before sending it; as it is, a recruiter cannot judge you.',
        anchor.rects,
      ),
    );
  } else if (unfinished || words < minRealWords) {
    verdict.push(
      finding(
        'incomplete',
        anchor.page,
        'Resume is unfinished',
        unfinished
          ? `${incompleteLines.size} placeholders still in place${example ? `, such as ${quote(example.text, 40)}` : ''}`
          : `About ${words} words of content`,
        unfinished
          ? 'Several parts of this resume are still template placeholders. Fill in every one with your real details; until then it reads as unfinished.'
          : `With about ${words} words, this resume says too little to judge: give each job and degree its dates and two to four lines on what you did and achieved.`,
        anchor.rects,
      ),
    );
  }
  const thin = words < fewWords || (words < thinWords && pageFill(layout) < fullPage);
  if (verdict.length === 0 && thin) {
    verdict.push({
      ...finding(
        'thin-content',
        anchor.page,
        'Thin content',
        `About ${words} words of content`,
        `At about ${words} words, this resume says little about what you did. Give each role ` +
          'three to five bullets that name what you built or changed and its result, and add ' +
          'projects, skills or coursework that support the job you want.',
        anchor.rects,
      ),
      units: (thinUnits * (thinWords - words)) / (thinWords - minRealWords),
    });
  }
  return [...verdict, ...leftoverFindings(hits)];
}
