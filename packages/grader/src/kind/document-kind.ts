import type { documentKinds } from '@resumegrader/contract/grading';
import type { LanguageInfo } from '../language/detect.ts';
import type { ResumeLayout, SectionKind } from '../layout/types.ts';
import { type Field, fieldOf } from './field.ts';

/**
 * The kinds of RUBRIC.md section 5: each has its own conventions, and a finding is real only
 * when a recruiter reading that kind would want it fixed.
 */
export type DocumentKindName = (typeof documentKinds)[number];

export interface DocumentKind {
  kind: DocumentKindName;
  /** How the results page names it: 'an academic CV'. */
  label: string;
  /** What in the document made it so, for the user: 'a Publications section and a doctorate'. */
  evidence: string;
  /** What the kind changes in the review, for the user; null for a resume. */
  note: string | null;
  /** The field of work, for the examples advice shows. */
  field: Field;
}

/** What a kind's conventions allow and expect (RUBRIC.md section 5). */
export interface Conventions {
  /**
   * Sections whose bullets and sentences are statements about the writer's work, judged for
   * verbs, numbers, pronouns and wording.
   */
  statementSections: readonly SectionKind[];
  /**
   * Entries are jobs, each with its title and a description (judged for both); else short
   * tabular entries without descriptions are customary.
   */
  jobEntries: boolean;
  /** Entries are listed newest first (a Japanese or Chinese CV may list oldest first). */
  newestFirst: boolean;
  /** Sections a reader of this kind looks for; each alternative list satisfies one need. */
  expectedSections: readonly ExpectedSection[];
  /** Pages before 'too long'; null when the kind has no page limit. */
  pageNorm: number | null;
  /**
   * A birth date, an age, a nationality and a photo are part of this kind's form (RUBRIC.md
   * 5): not findings; the kind's note says they are a risk in applications abroad. Other
   * personal data is a risk everywhere.
   */
  personalDetailsCustomary: boolean;
  /** Label–value fields ('Name: …') are the form of the document, not leftovers. */
  labelFields: boolean;
  /**
   * Dates and labels in a column of their own are the form (Europass, a tabular Lebenslauf):
   * the second column is no fault of the page's format.
   */
  labelColumn: boolean;
  /**
   * A phone and a location are expected among the contact details (an academic is reached
   * by mail, at the institution the CV names).
   */
  phoneAndPlace: boolean;
  /** Each dated position needs a line on what it involved (an academic CV lists its posts). */
  describedPositions: boolean;
}

export interface ExpectedSection {
  name: string;
  /** Any of these kinds satisfies it. */
  kinds: readonly SectionKind[];
  why: string;
}

const experience: ExpectedSection = {
  name: 'Experience',
  // Volunteer work is work experience.
  kinds: ['experience', 'volunteering'],
  why: 'list your jobs, internships or relevant work with dates and what you achieved',
};
const education: ExpectedSection = {
  name: 'Education',
  kinds: ['education'],
  why: 'give your degree, school and graduation year',
};
const skills: ExpectedSection = {
  name: 'Skills',
  kinds: ['skills'],
  why: 'list the tools, languages and methods you use, so keyword searches find you',
};

const professional: Conventions = {
  statementSections: ['summary', 'experience', 'projects', 'volunteering', 'skills'],
  jobEntries: true,
  newestFirst: true,
  expectedSections: [experience, education, skills],
  pageNorm: 2,
  personalDetailsCustomary: false,
  labelFields: false,
  labelColumn: false,
  phoneAndPlace: true,
  describedPositions: true,
};

const conventionsOfKind: Record<DocumentKindName, Conventions> = {
  resume: professional,
  // Papers, talks and teaching are records, not achievement bullets; no skills section and
  // no page limit (RUBRIC.md 5).
  'academic-cv': {
    ...professional,
    statementSections: [],
    jobEntries: false,
    expectedSections: [education],
    pageNorm: null,
    phoneAndPlace: false,
    describedPositions: false,
  },
  // Projects, coursework and societies count as experience; one page.
  student: {
    ...professional,
    expectedSections: [
      education,
      { ...experience, kinds: ['experience', 'projects', 'volunteering', 'interests'] },
    ],
    pageNorm: 1,
  },
  'european-cv': {
    ...professional,
    jobEntries: false,
    expectedSections: [experience, education],
    personalDetailsCustomary: true,
    labelColumn: true,
  },
  'east-asian': {
    ...professional,
    jobEntries: false,
    newestFirst: false,
    expectedSections: [education],
    personalDetailsCustomary: true,
    labelFields: true,
    labelColumn: true,
  },
  creative: professional,
};

export const conventionsOf = (kind: DocumentKind): Conventions => conventionsOfKind[kind.kind];

/** What reading a document as its kind changes in the review, as the results page says it. */
const notes: Record<DocumentKindName, string | null> = {
  resume: null,
  'academic-cv':
    'Papers, talks and teaching are read as a record, not as achievement bullets; there is no ' +
    'page limit and no Skills section is expected.',
  student:
    'Education comes first; projects, coursework and societies count as experience; one page is ' +
    'the norm.',
  'european-cv':
    'Dated tables with short entries are the form here, and a photo, birth date or nationality ' +
    'is customary; leave those out when you apply abroad.',
  'east-asian':
    'Label and value fields, a photo and a birth date are part of the form; entries may run ' +
    'oldest first.',
  creative:
    'The layout is part of your work sample; it is still checked for what an applicant ' +
    'tracking system can read.',
};

/** A heading's words, accent- and case-blind. */
const headingText = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** Section headings an academic CV is built on, by what they record. */
const academicHeadings: [string, RegExp][] = [
  [
    'publications',
    /\b(?:publications?|publicaciones|publicacoes|publikationen|pubblicazioni|working papers?|papers|preprints?|articles|manuscripts?|book chapters?|journal|peer[- ]reviewed)\b|论文|論文|发表|発表|出版物/u,
  ],
  [
    'talks',
    /\b(?:talks|presentations?|conferences?|seminars?|colloquia|invited|ponencias|comunicacoes|vortrage)\b/u,
  ],
  ['teaching', /\b(?:teaching|docencia|ensino|lehre|enseignement|didattica)\b|教学|講義/u],
  ['grants', /\b(?:grants?|fellowships?|funding|becas|bolsas|stipendien)\b/u],
  ['research', /\b(?:research|investigacion|pesquisa|forschung|recherche|ricerca)\b|研究/u],
];

/** A doctorate, in the languages the engine reads. */
const doctorate =
  /\b(?:ph\.?\s?d|d\.?\s?phil|doctor of philosophy|doctorat|doctorado|doutorado|dottorato|promotion|dr\.\s?rer|postdoc\w*|post-doc\w*)\b|博士/iu;
/** A reference as papers print them: authors and a year, a journal, a volume or pages. */
const citation =
  /\bet al\.|\b(?:journal|proceedings|review|conference|working paper|forthcoming|revise and resubmit|under review|in press)\b|\(\s*(?:19|20)\d{2}\s*\)\s*[.,:]|\bvol\.\s*\d|\bpp\.\s*\d/iu;

/** Languages whose resumes follow European conventions (RUBRIC.md 5). */
const europeanLanguages = new Set(
  'de fr it es pt nl pl cs sk sl hr sr bg ro hu el sv da no nb nn fi et lv lt ca eu gl tr uk ru'.split(
    ' ',
  ),
);
const eastAsianLanguages = new Set(['zh', 'ja', 'ko']);
/** The European CV's own format, in any language. */
const europass = /\beuropass\b/iu;

/** Signs that the writer is still studying: a degree expected, a year of study, a GPA. */
const studentMarker =
  /\b(?:gpa|cgpa|expected\b[^\d\n]{0,30}(?:19|20)\d{2}|(?:bachelor|master)'?s? candidate|undergraduate student|sophomore|freshman|current student|student at)\b/iu;
/** Dated positions enough to read a professional record, not a student's first jobs. */
const maxStudentPositions = 3;

/** Art and design as the work itself: the writer's title, a portfolio site, exhibitions. */
const creativeMarker =
  /\b(?:art director|illustrator|photographer|animator|motion designer|graphic designer|visual artist|artist|fashion designer|exhibitions?|expositions?|ausstellungen)\b/iu;

function academicEvidence(layout: ResumeLayout, text: string): string[] | null {
  const headings = layout.sections.flatMap((s) => (s.heading ? [headingText(s.heading.text)] : []));
  const found = academicHeadings
    .filter(([, pattern]) => headings.some((h) => pattern.test(h)))
    .map(([name]) => name);
  const papers = layout.lines.filter((l) => citation.test(l.text)).length;
  const phd = doctorate.test(text);
  const hasPublications = found.includes('publications');
  const academic =
    (hasPublications && (phd || papers >= 3 || found.length >= 2)) ||
    (found.length >= 3 && (phd || papers >= 3));
  if (!academic) return null;
  return [
    ...(found.length > 0 ? [`sections on ${found.join(', ')}`] : []),
    ...(phd ? ['a doctorate'] : []),
    ...(papers >= 3 ? [`${papers} lines citing papers`] : []),
  ];
}

function isStudent(layout: ResumeLayout, text: string): boolean {
  const order = layout.sections.map((s) => s.kind);
  const educationAt = order.indexOf('education');
  const experienceAt = order.indexOf('experience');
  const educationFirst = educationAt !== -1 && (experienceAt === -1 || educationAt < experienceAt);
  const positions = layout.sections
    .filter((s) => s.kind === 'experience')
    .flatMap((s) => s.lines)
    .filter((l) => /\b(?:19|20)\d{2}\b/u.test(l.text) && l.words.length < 10).length;
  return educationFirst && positions <= maxStudentPositions && studentMarker.test(text);
}

const joinEvidence = (parts: string[]) =>
  parts.length <= 1 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;

/**
 * The kind of a document, read from the document itself: its sections, its language and
 * what it says. An academic CV first (papers outweigh the language they are written in),
 * then the region's form, then a student's or a designer's resume; else a resume.
 */
export function documentKindOf(layout: ResumeLayout, language: LanguageInfo): DocumentKind {
  const text = layout.lines.map((l) => l.text).join('\n');
  const field = fieldOf(text);
  const kind = (name: DocumentKindName, label: string, evidence: string): DocumentKind => ({
    kind: name,
    label,
    evidence,
    note: notes[name],
    field,
  });
  const academic = academicEvidence(layout, text);
  if (academic) return kind('academic-cv', 'an academic CV', joinEvidence(academic));
  if (eastAsianLanguages.has(language.code)) {
    return kind('east-asian', `a ${language.name} resume`, `written in ${language.name}`);
  }
  if (europeanLanguages.has(language.code) || europass.test(text)) {
    // Latin American and African CVs in these languages follow the same conventions: the
    // label names the language, not a continent.
    const europassForm = europass.test(text);
    return kind(
      'european-cv',
      europassForm ? 'a Europass CV' : `a CV in ${language.name}`,
      europassForm ? 'the Europass form' : `written in ${language.name}`,
    );
  }
  if (isStudent(layout, text)) {
    return kind('student', 'a student resume', 'education first, and studies still under way');
  }
  const top = layout.lines
    .slice(0, 12)
    .map((l) => l.text)
    .join('\n');
  const portfolioLink = /\b(?:behance\.net|dribbble\.com|artstation\.com)\b/iu.test(text);
  const exhibitions = layout.sections.some(
    (s) => s.heading !== null && creativeMarker.test(s.heading.text),
  );
  if (creativeMarker.test(top) || portfolioLink || exhibitions) {
    return kind(
      'creative',
      'a creative resume',
      'an art or design title, portfolio or exhibitions',
    );
  }
  return kind('resume', 'a resume', 'a professional resume');
}
