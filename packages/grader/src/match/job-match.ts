import type { AtsReading, ReadPosition } from '@resumegrader/contract/ats-reading';
import {
  type DegreeLevel,
  type JobMatchResult,
  jobMatchWeights,
  type MatchedTerm,
  type ScorePart,
  tidyText,
} from '@resumegrader/contract/job-match';
import { canTellLanguage, detectLanguage, type LanguageInfo } from '../language/detect.ts';
import type { ResumeLayout } from '../layout/types.ts';
import type { PageScale } from '../reading/read-resume.ts';
import { degreeLevelsIn, degreeRank, fieldWords } from './degrees.ts';
import { type AskedTerm, describeJob, type JobRequirements } from './job-description.ts';
import { isPostingLanguage } from './posting-phrases.ts';
import { titleSimilarity } from './titles.ts';
import { type AskedLicence, resumeMentions } from './resume-mentions.ts';
import { isEverydayText, namesVocabulary, termsIn, vocabulary } from './vocabulary.ts';

/** A resume as the matcher reads it: its layout, page scales and ATS reading. */
export interface MatchedDocument {
  layout: ResumeLayout;
  frames: PageScale[];
  reading: AtsReading;
}

export type JobMatchOutcome =
  { ok: true; result: JobMatchResult } | { ok: false; reason: 'UnsupportedLanguage' };

/** The resume's text, whose language the match compares with the posting's. */
export const resumeTextOf = (document: MatchedDocument): string =>
  document.layout.lines.map((line) => line.text).join('\n');

/**
 * A licence as postings name it: 'RN license', 'Registered Nurse licensure' (tidied text:
 * one space between words).
 */
const licenceNoun = / (?:licen[cs]e[sd]?|licensure)$/iu;

/**
 * The licences a posting asks for, with the names their holders go by: 'RN' and
 * 'Registered Nurse' for 'RN license' (the name of the term and the words of the posting).
 * A holder's name of one everyday word ('Teaching', 'Driver's') says too little.
 */
function askedLicences(asked: AskedTerm[], posting: string): AskedLicence[] {
  return asked.flatMap(({ term, spans }) => {
    if (term.category !== 'certifications') return [];
    const written = [term.name, ...spans.map(([start, end]) => posting.slice(start, end))];
    const holders = new Set(
      written
        .filter((text) => licenceNoun.test(text))
        .map((text) => text.replace(licenceNoun, '').trim())
        .filter(
          (holder) => holder.length >= 2 && (holder.includes(' ') || !isEverydayText(holder)),
        ),
    );
    return holders.size > 0 ? [{ term: term.name, holders: [...holders] }] : [];
  });
}

const dateRank = (date: string | null): number => {
  if (date === 'present') return Number.MAX_SAFE_INTEGER;
  if (!date) return -1;
  const [year = 0, month = 6] = date.split('-').map(Number);
  return year * 12 + month;
};

/** Roles newest first: by end date, then by start date. */
const newestFirst = (positions: ReadPosition[]) =>
  [...positions].sort(
    (a, b) =>
      dateRank(b.endDate) - dateRank(a.endDate) || dateRank(b.startDate) - dateRank(a.startDate),
  );

const internship = /\b(?:intern|internship|trainee|student|apprentice|werkstudent|praktikant)/iu;

/**
 * Years of experience the dated roles cover, overlaps counted once; internships left out.
 * A date with no month counts from mid-year, so '2017 – 2020' is three years.
 */
export function yearsOfExperience(positions: ReadPosition[], today: Date): number | null {
  const now = today.getUTCFullYear() * 12 + today.getUTCMonth() + 1;
  const months = new Set<number>();
  let dated = false;
  for (const p of positions) {
    if (!p.startDate || p.startDate === 'present') continue;
    // A resume of dated internships has dates to count, and counts 0 years, not none.
    dated = true;
    if (internship.test(p.title?.text ?? '')) continue;
    const start = dateRank(p.startDate);
    const end = Math.min(now, dateRank(p.endDate === null ? p.startDate : p.endDate));
    for (let m = start; m < end && months.size < 12 * 60; m++) months.add(m);
  }
  return dated ? Math.round((months.size / 12) * 10) / 10 : null;
}

const levelNames: Record<DegreeLevel, string> = {
  'high school': 'a high school diploma',
  associate: "an associate's degree",
  bachelor: "a bachelor's degree",
  master: "a master's degree",
  doctorate: 'a doctorate',
};
const levelTerm: Record<DegreeLevel, string> = {
  'high school': 'High school diploma',
  associate: "Associate's degree",
  bachelor: "Bachelor's degree",
  master: "Master's degree",
  doctorate: 'Doctorate',
};

/** The resume's degrees with their levels, highest first (the first listed among equals). */
function resumeDegrees(reading: AtsReading) {
  const degrees: { level: DegreeLevel; text: string }[] = [];
  for (const e of reading.education) {
    const text = [e.degree?.text, e.institution?.text].filter(Boolean).join(', ');
    const level = degreeLevelsIn(text)[0];
    if (level) degrees.push({ level, text });
  }
  return degrees.sort((a, b) => degreeRank(b.level) - degreeRank(a.level));
}

/** The role whose bullets already name most of the description's terms: where more belong. */
function closestRole(reading: AtsReading, asked: AskedTerm[]): ReadPosition | undefined {
  const names = new Set(asked.map((a) => a.term.name));
  const vocab = vocabulary();
  let best: { role: ReadPosition; hits: number } | undefined;
  for (const role of newestFirst(reading.positions)) {
    const text = role.bullets.map((b) => b.text).join('\n');
    const hits = termsIn(text, vocab).filter((m) => names.has(m.term.name)).length;
    if (!best || hits > best.hits) best = { role, hits };
  }
  return best?.role;
}

function suggestion(term: AskedTerm, role: ReadPosition | undefined): string {
  const name = term.term.name;
  if (term.term.category === 'certifications') {
    return `If you hold ${name}, list it in a Certifications section with the year you earned it.`;
  }
  if (term.term.category === 'softSkills') {
    return `Show ${name.toLowerCase()} in a bullet with an example: what you did and what came of it.`;
  }
  if (!role?.title) {
    return `If you have used ${name}, add it to your skills section and name it in a project that used it.`;
  }
  const at = role.employer ? ` at ${role.employer.text}` : '';
  return `If you have used ${name}, name it in a bullet of your ${role.title.text} role${at}, and add it to your skills section.`;
}

const byWeight = (a: MatchedTerm, b: MatchedTerm) =>
  Number(b.required) - Number(a.required) ||
  b.inDescription - a.inDescription ||
  a.term.localeCompare(b.term);

const share = (terms: AskedTerm[], found: Set<string>) => {
  const weight = (t: AskedTerm) => (t.required ? 1 : 0.5);
  const total = terms.reduce((n, t) => n + weight(t), 0);
  const met = terms.filter((t) => found.has(t.term.name)).reduce((n, t) => n + weight(t), 0);
  return total > 0 ? met / total : null;
};

/**
 * Two texts in different languages, both told: a text too short to tell (under twenty
 * words) reads as English, which says nothing of it.
 */
const differ = (a: LanguageInfo, b: LanguageInfo, texts: [string, string]) =>
  a.code !== b.code && a.code !== 'unknown' && b.code !== 'unknown' && texts.every(canTellLanguage);

const quoted = (names: string[]) => names.map((n) => `'${n}'`).join(', ');

/**
 * Matches a resume to a job description (issue 15): what the description asks for, what
 * the resume shows of it and where, a score out of 100 weighted by jobMatchWeights (parts
 * the description does not ask for are left out and the rest scaled up), and the warnings
 * recruiters act on. Pure and deterministic: `today` dates ongoing roles. The caller runs
 * prepareLanguageModel on the description and on resumeTextOf(document) first.
 */
export function matchJob(
  document: MatchedDocument,
  description: string,
  today: Date,
): JobMatchOutcome {
  const postingLanguage = detectLanguage(description);
  if (!isPostingLanguage(postingLanguage.code)) return { ok: false, reason: 'UnsupportedLanguage' };
  const resumeText = resumeTextOf(document);
  const resumeLanguage = detectLanguage(resumeText);
  const vocab = vocabulary();
  const asked: JobRequirements = describeJob(description, vocab, postingLanguage.code);
  // The description's own names ('PCCN'), looked for in the resume as the known terms are.
  const open = asked.terms.filter((a) => a.open).map((a) => a.term);
  const mentions = resumeMentions(
    document,
    [vocab, namesVocabulary(open)],
    askedLicences(asked.terms, tidyText(description)),
  );
  const role = closestRole(document.reading, asked.terms);

  const terms = asked.terms.map((a) => {
    const seen = mentions.get(a.term.name);
    const base = {
      term: a.term.name,
      category: a.term.category,
      inDescription: a.count,
      inResume: seen?.count ?? 0,
      places: seen?.places ?? [],
      onlyInSkills: seen !== undefined && seen.inSkills && !seen.inWork,
      required: a.required,
      inPosting: a.spans,
      ...(seen ? { evidence: seen.quote } : {}),
    };
    return seen ? base : { ...base, suggestion: suggestion(a, role) };
  });
  const foundTerms = terms.filter((t) => t.inResume > 0).sort(byWeight);
  const missingTerms = terms.filter((t) => t.inResume === 0).sort(byWeight);
  const foundNames = new Set(foundTerms.map((t) => t.term));

  const recent = newestFirst(document.reading.positions).find((p) => p.title)?.title?.text ?? null;
  const resumeTitle = recent ?? document.reading.headline?.text ?? null;
  const similarity = asked.title && resumeTitle ? titleSimilarity(asked.title, resumeTitle) : null;

  const resumeYears = yearsOfExperience(document.reading.positions, today);
  const degrees = resumeDegrees(document.reading);
  const askedEducation = asked.education;
  const askedField = askedEducation?.field ? fieldWords(askedEducation.field) : null;
  const meets = (degree: { level: DegreeLevel; text: string }) =>
    askedEducation !== null &&
    degreeRank(degree.level) >= degreeRank(askedEducation.level) &&
    (!askedField ||
      askedField.size === 0 ||
      askedEducation.relatedAllowed ||
      [...fieldWords(degree.text)].some((w) => askedField.has(w)));
  // Any degree can meet the ask: a BS in Finance does when an MS in Physics is listed first.
  const meeting = degrees.find(meets);
  const education = meeting ?? degrees[0] ?? null;
  const educationMet = askedEducation ? meeting !== undefined : null;

  const parts: Partial<Record<ScorePart, number | null>> = {
    skills: share(
      asked.terms.filter((t) => t.term.category === 'skills'),
      foundNames,
    ),
    certifications: share(
      asked.terms.filter((t) => t.term.category === 'certifications'),
      foundNames,
    ),
    softSkills: share(
      asked.terms.filter((t) => t.term.category === 'softSkills'),
      foundNames,
    ),
    title: similarity,
    experience: asked.years ? Math.min(1, (resumeYears ?? 0) / asked.years) : null,
    education: educationMet === null ? null : educationMet ? 1 : 0,
  };
  const scored = (Object.keys(jobMatchWeights) as ScorePart[]).filter(
    (part) => parts[part] !== null && parts[part] !== undefined,
  );
  // A kind of term the description only calls 'nice to have' weighs half.
  const onlyOptional = (part: ScorePart) =>
    (part === 'skills' || part === 'certifications' || part === 'softSkills') &&
    asked.terms.every((t) => t.term.category !== part || !t.required);
  const weightOf = (part: ScorePart) => jobMatchWeights[part] * (onlyOptional(part) ? 0.5 : 1);
  const totalWeight = scored.reduce((n, part) => n + weightOf(part), 0);
  const scoreParts = scored.map((part) => ({
    part,
    weight: Math.round((weightOf(part) / totalWeight) * 1000) / 10,
    met: Math.round((parts[part] as number) * 1000) / 1000,
  }));
  const score =
    totalWeight === 0
      ? 0
      : Math.round(
          (scored.reduce((n, part) => n + weightOf(part) * (parts[part] as number), 0) /
            totalWeight) *
            100,
        );

  const warnings: JobMatchResult['warnings'] = [];
  const listOnly = foundTerms.filter(
    (t) => t.required && t.onlyInSkills && t.category === 'skills',
  );
  if (listOnly.length > 0) {
    warnings.push({
      kind: 'skillsListOnly',
      message: `${quoted(listOnly.map((t) => t.term))} appear${listOnly.length === 1 ? 's' : ''} only in your skills list. Recruiters look for required skills in what you did: name them in a bullet of a role or project.`,
    });
  }
  if (asked.title && resumeTitle && similarity !== null && similarity < 0.5) {
    warnings.push({
      kind: 'titleMismatch',
      message: `Your most recent title, '${resumeTitle}', is far from '${asked.title}'. Recruiters search by title: if your work fits the job, use its title in your headline or summary.`,
    });
  }
  if (asked.years && (resumeYears ?? 0) < asked.years) {
    warnings.push({
      kind: 'experienceShort',
      message:
        resumeYears === null
          ? `The job asks for ${asked.years}+ years of experience, and no role on your resume has dates to count. Give every role its start and end month.`
          : `The job asks for ${asked.years}+ years of experience; your dated roles, internships left out, add up to about ${resumeYears}. Check that every role shows its start and end dates.`,
    });
  }
  if (askedEducation && !educationMet) {
    const field = askedEducation.field ? ` in ${askedEducation.field}` : '';
    const shown = education ? `yours shows '${education.text}'` : 'your resume shows no degree';
    warnings.push({
      kind: 'degreeMissing',
      message: `The job asks for ${levelNames[askedEducation.level]}${field}; ${shown}.`,
    });
  }

  if (differ(postingLanguage, resumeLanguage, [description, resumeText])) {
    warnings.push({
      kind: 'languageMismatch',
      message: `This job description is in ${postingLanguage.name} and your resume is in ${resumeLanguage.name}. Recruiters expect a resume in the posting's language: send one in ${postingLanguage.name} unless the posting says ${resumeLanguage.name} is welcome.`,
    });
  }

  const requirementNames = {
    experience: asked.years ? `${asked.years}+ years of experience` : null,
    education: askedEducation ? levelTerm[askedEducation.level] : null,
  };
  return {
    ok: true,
    result: {
      score,
      jobTitle: asked.title,
      found: [
        ...foundTerms.map((t) => t.term),
        ...(requirementNames.experience && parts.experience === 1
          ? [requirementNames.experience]
          : []),
        ...(requirementNames.education && educationMet ? [requirementNames.education] : []),
      ],
      missing: [
        ...missingTerms.map((t) => t.term),
        ...(requirementNames.experience && parts.experience !== 1
          ? [requirementNames.experience]
          : []),
        ...(requirementNames.education && !educationMet ? [requirementNames.education] : []),
      ],
      terms: { found: foundTerms, missing: missingTerms },
      title: { asked: asked.title, resume: resumeTitle, similarity },
      experience: { askedYears: asked.years, resumeYears },
      education: {
        askedLevel: askedEducation?.level ?? null,
        askedField: askedEducation?.field ?? null,
        resumeLevel: education?.level ?? null,
        resumeDegree: education?.text ?? null,
        met: educationMet,
      },
      warnings,
      scoreParts,
    },
  };
}
