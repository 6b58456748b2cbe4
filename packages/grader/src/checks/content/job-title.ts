import type { Line, ResumeLayout } from '../../layout/types.ts';
import type { ContentFinding } from '../findings.ts';
import { datesIn } from './date-ranges.ts';
import { sectionEntries } from './entries.ts';
import { withoutPlaces } from './places.ts';
import { finding, quote, sectionsOf } from './text.ts';

/** Words that make a line a job title, in the corpus languages (English, es, pt, de, zh). */
export const titleWord = new RegExp(
  '(?<![\\p{L}])(?:' +
    [
      'engineer',
      'developer',
      'programmer',
      'manager',
      'intern',
      'internship',
      'analyst',
      'designer',
      'consultant',
      'director',
      'lead',
      'leader',
      'head',
      'chief',
      'officer',
      'specialist',
      'coordinator',
      'assistant',
      'scientist',
      'associate',
      'architect',
      'administrator',
      'technician',
      'teacher',
      'tutor',
      'instructor',
      'professor',
      'lecturer',
      'researcher',
      'fellow',
      'founder',
      'cofounder',
      'owner',
      'partner',
      'president',
      'vp',
      'ceo',
      'cto',
      'cfo',
      'coo',
      'cio',
      'executive',
      'representative',
      'advisor',
      'adviser',
      'accountant',
      'auditor',
      'editor',
      'writer',
      'nurse',
      'physician',
      'therapist',
      'attorney',
      'lawyer',
      'paralegal',
      'clerk',
      'supervisor',
      'planner',
      'buyer',
      'recruiter',
      'strategist',
      'producer',
      'photographer',
      'librarian',
      'volunteer',
      'trainee',
      'apprentice',
      'contractor',
      'freelancer?',
      'maintainer',
      'contributor',
      'sre',
      'devops',
      'tester',
      'secretary',
      'receptionist',
      'cashier',
      'teller',
      'bookkeeper',
      'controller',
      'banker',
      'broker',
      'agent',
      'server',
      'waiter',
      'waitress',
      'bartender',
      'barista',
      'host',
      'hostess',
      'cook',
      'chef',
      'driver',
      'courier',
      'dispatcher',
      'mechanic',
      'electrician',
      'plumber',
      'carpenter',
      'welder',
      'operator',
      'inspector',
      'estimator',
      'surveyor',
      'technologist',
      'pharmacist',
      'dentist',
      'hygienist',
      'paramedic',
      'caregiver',
      'aide',
      'counselou?r',
      'coach',
      'trainer',
      'stylist',
      'merchandiser',
      'custodian',
      'janitor',
      'guard',
      'worker',
      'postdoc',
      'instr',
      'asst',
      'mgr',
      'sr',
      'jr',
      'ta',
      'ra',
      'pm',
      'swe',
      'sde',
      'ingenier[oa]',
      'desarrollador[a]?',
      'gerente',
      'jef[ea]',
      'analista',
      'diseñador[a]?',
      'consultor[a]?',
      'director[a]?',
      'becari[oa]',
      'practicante',
      'pasante',
      'programador[a]?',
      'engenheir[oa]',
      'desenvolvedor[a]?',
      'estagiári[oa]',
      'coordenador[a]?',
      'técnic[oa]',
      '\\p{L}*entwickler(?:in)?',
      '\\p{L}*ingenieur(?:in)?',
      '\\p{L}*leiter(?:in)?',
      'berater(?:in)?',
      'praktikant(?:in)?',
      'werkstudent(?:in)?',
    ].join('|') +
    ')(?![\\p{L}])|工程师|经理|实习|开发|设计师|分析师|总监|主管|研究员|助理',
  'iu',
);

const duration = /\b\d+\s*(?:years?|yrs?|months?|mos?)\b/giu;

/** A line that only gives dates, a duration or a place ('San Francisco, CA | 2019 – 2021'). */
function isMeta(line: Line): boolean {
  let rest = withoutPlaces(line.text.replace(duration, ' '));
  for (const d of datesIn(rest).reverse())
    rest = rest.slice(0, d.index) + rest.slice(d.index + d.length);
  return (rest.match(/\p{L}/gu) ?? []).length < 2;
}

/**
 * An Experience entry (heading lines followed by bullets) needs a job title. Conservative:
 * it is flagged only when no heading line holds a title word and there is just one
 * heading line besides dates and places (the company), so no line can be the title.
 */
export function jobTitles(layout: ResumeLayout): ContentFinding[] {
  return sectionsOf(layout, ['experience'])
    .flatMap((section) => sectionEntries(section, layout))
    .flatMap((entry) => {
      if (entry.bullets.length === 0 || entry.header.some((l) => titleWord.test(l.text))) return [];
      const named = entry.header.filter((l) => !isMeta(l));
      const company = named[0];
      if (named.length !== 1 || !company || company.words.length > 12) return [];
      const quoted = quote(company.text);
      return [
        finding(
          'job-title',
          company.page,
          'No job title',
          `${quoted} has no job title`,
          `The entry ${quoted} shows no job title. Start the entry with your title (e.g. ` +
            "'Software Engineer') on its own line beside the company: recruiters and applicant " +
            'tracking systems look for it first (resume tip: start experience with bullet points and job title).',
          [company.rect],
        ),
      ];
    });
}
