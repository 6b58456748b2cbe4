import {
  type DegreeLevel,
  type JobMatch,
  type MatchedTerm,
  type ScorePart,
  type TermCategory,
  termCategories,
  termCategoryNames,
} from '@resumegrader/contract/job-match';
import {
  marksOf,
  type Mark,
  type PageMarks,
  type ReportItem,
} from '@resumegrader/contract/report-views';
import type { PostingTerm } from './posting-highlights';

/**
 * A term of the list with the item that ties it to its places: its highlights in the posting
 * and, for a found term, its numbered boxes on the pages.
 */
export interface ListedTerm {
  term: MatchedTerm;
  item: ReportItem;
}

/** One category of the description's terms: what the resume shows and what it lacks. */
export interface TermGroup {
  category: TermCategory;
  heading: string;
  found: ListedTerm[];
  missing: ListedTerm[];
}

export interface JobMatchView extends PageMarks {
  groups: TermGroup[];
  /** Every term's item id: a choice made on another match is dropped against it. */
  itemIds: ReadonlySet<string>;
  /** Every term in the list's order, with where the posting names it. */
  postingTerms: PostingTerm[];
}

const times = (count: number) => `${count}×`;

/** How often the description and the resume name a term, in words a list item can show. */
export function termCounts(term: MatchedTerm): string {
  return `${times(term.inDescription)} in the job description · ${times(term.inResume)} in your resume`;
}

/**
 * The found terms numbered in the order they are listed (category by category), each with
 * its boxes, so a number in the list finds the same number on the pages. Missing terms get
 * an item too, unnumbered and boxed nowhere, so choosing one finds it in the posting. Ids
 * carry the match's id: a term chosen on one match never selects a namesake on another.
 */
export function jobMatchView(match: JobMatch): JobMatchView {
  const marks: Mark[] = [];
  const itemIds = new Set<string>();
  let number = 0;
  const listed = (term: MatchedTerm, item: ReportItem): ListedTerm => {
    itemIds.add(item.id);
    return { term, item };
  };
  const groups = termCategories
    .map((category): TermGroup => {
      const detail = termCategoryNames[category];
      const found = match.terms.found
        .filter((term) => term.category === category)
        .map((term) => {
          const item: ReportItem = {
            id: `${match.id}-term-${++number}`,
            number,
            tone: 'brand',
            title: term.term,
            detail,
            body: termCounts(term),
            page: term.places[0]?.page ?? null,
          };
          marks.push(...marksOf(item, term.places));
          return listed(term, item);
        });
      const missing = match.terms.missing
        .filter((term) => term.category === category)
        .map((term, index) =>
          listed(term, {
            id: `${match.id}-missing-${category}-${index}`,
            tone: 'red',
            title: term.term,
            detail,
            body: `${times(term.inDescription)} in the job description`,
            page: null,
          }),
        );
      return { category, heading: termCategoryNames[category], found, missing };
    })
    .filter((group) => group.found.length + group.missing.length > 0);
  const postingTerm =
    (found: boolean) =>
    ({ term, item }: ListedTerm): PostingTerm => ({ item, found, spans: term.inPosting ?? [] });
  const postingTerms = groups.flatMap((group) => [
    ...group.found.map(postingTerm(true)),
    ...group.missing.map(postingTerm(false)),
  ]);
  return { groups, marks, guides: [], itemIds, postingTerms };
}

/** What a score means, in a word and a sentence; the bands are this page's, not the API's. */
export function scoreVerdict(score: number): { label: string; caption: string } {
  if (score >= 80)
    return {
      label: 'Strong match',
      caption: 'Your resume shows most of what this job asks for.',
    };
  if (score >= 60)
    return {
      label: 'Good match',
      caption: 'Your resume shows much of what this job asks for; close the gaps below.',
    };
  if (score >= 40)
    return {
      label: 'Partial match',
      caption: 'Your resume shows some of what this job asks for; the gaps below cost the most.',
    };
  return {
    label: 'Weak match',
    caption: 'Your resume shows little of what this job asks for, as written.',
  };
}

export const scorePartNames: Record<ScorePart, string> = {
  skills: termCategoryNames.skills,
  title: 'Job title',
  experience: 'Years of experience',
  education: 'Education',
  certifications: termCategoryNames.certifications,
  softSkills: termCategoryNames.softSkills,
};

const degreeNames: Record<DegreeLevel, string> = {
  'high school': 'High school diploma',
  associate: "Associate's degree",
  bachelor: "Bachelor's degree",
  master: "Master's degree",
  doctorate: 'Doctorate',
};

const oneDecimal = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });
const years = (count: number) => `${oneDecimal.format(count)} ${count === 1 ? 'year' : 'years'}`;

export type Verdict = { met: boolean | 'partly'; text: string } | null;

/** One requirement the description states, beside what the resume shows of it. */
export interface RequirementRow {
  id: 'title' | 'experience' | 'education';
  label: string;
  /** null: the description does not state it. */
  asked: string | null;
  /** null: the resume does not show it. */
  resume: string | null;
  /** null: nothing to judge, since the description does not ask for it. */
  verdict: Verdict;
}

function titleVerdict(similarity: number | null): Verdict {
  if (similarity === null) return null;
  if (similarity >= 1) return { met: true, text: 'Same title' };
  if (similarity <= 0) return { met: false, text: 'No title words in common' };
  return { met: 'partly', text: `${Math.round(similarity * 100)}% of the title's words match` };
}

function experienceVerdict(asked: number | null, resume: number | null): Verdict {
  if (asked === null) return null;
  if (resume === null) return { met: false, text: 'No dated role to count' };
  if (resume >= asked) return { met: true, text: 'Enough experience' };
  return { met: false, text: `${years(asked - resume)} short` };
}

export function requirementRows({ title, experience, education }: JobMatch): RequirementRow[] {
  const askedDegree =
    education.askedLevel &&
    `${degreeNames[education.askedLevel]}${education.askedField ? ` in ${education.askedField}` : ''}`;
  return [
    {
      id: 'title',
      label: 'Job title',
      asked: title.asked,
      resume: title.resume,
      verdict: titleVerdict(title.asked === null ? null : title.similarity),
    },
    {
      id: 'experience',
      label: 'Years of experience',
      asked: experience.askedYears === null ? null : `At least ${years(experience.askedYears)}`,
      resume: experience.resumeYears === null ? null : years(experience.resumeYears),
      verdict: experienceVerdict(experience.askedYears, experience.resumeYears),
    },
    {
      id: 'education',
      label: 'Degree',
      asked: askedDegree,
      resume: education.resumeDegree,
      verdict:
        education.met === null || askedDegree === null
          ? null
          : { met: education.met, text: education.met ? 'Met' : 'Not met' },
    },
  ];
}

/** A description with no title the matcher could find. */
export const untitledJob = 'Untitled job';

const dateAndTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** When a match was made, 'Nov 24, 2026, 5:52 AM': two matches of one day stay apart. */
export function matchedAt(iso: string): string {
  return dateAndTime.format(new Date(iso));
}
