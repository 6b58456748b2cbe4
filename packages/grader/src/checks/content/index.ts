import { conventionsOf } from '../../kind/document-kind.ts';
import type { CheckContext, ContentFinding } from '../findings.ts';
import { withoutRoleLines } from '../line-roles.ts';
import { actionVerbs } from './action-verb.ts';
import { bulletedCompanyLines } from './company-line.ts';
import { contactDetails, contactOnlyInFooter, workEmail } from './contact.ts';
import { datedConventions } from './conventions.ts';
import { dates } from './dates.ts';
import { vagueWording } from './filler-phrase.ts';
import { firstPerson } from './first-person.ts';
import { emptyEntries } from './empty-entry.ts';
import { jobTitles } from './job-title.ts';
import { tenseOfPastRoles } from './tense.ts';
import { ratingGraphics, textCutOff } from './graphics.ts';
import { templateLeftovers } from './leftovers.ts';
import { length, photo, twoColumn } from './pages.ts';
import { personalDataFindings } from './personal-data.ts';
import { proseRecord } from './prose.ts';
import { passiveVoice } from './passive-voice.ts';
import { quantifiedResults } from './quantified-result.ts';
import { missingSections, notAResume } from './structure.ts';
import { skillLevels } from './skill-levels.ts';
import { undescribedPositions } from './undescribed-positions.ts';
import { summaryLength } from './summary-length.ts';

/** Page, then top to bottom, left to right; ties by check and text, so output never moves. */
function byPosition(a: ContentFinding, b: ContentFinding): number {
  const ra = a.rects[0];
  const rb = b.rects[0];
  return (
    a.page - b.page ||
    (ra?.y0 ?? -1) - (rb?.y0 ?? -1) ||
    (ra?.x0 ?? -1) - (rb?.x0 ?? -1) ||
    (a.check < b.check ? -1 : a.check > b.check ? 1 : 0) ||
    (a.mistake < b.mistake ? -1 : a.mistake > b.mistake ? 1 : 0)
  );
}

/**
 * Every content check. A document that is not a resume gets only the checks that still
 * make sense for it (contact, length, columns): judging a cover letter's paragraphs as
 * resume bullets or summary would be noise. Checks that read English prose (action verbs,
 * pronouns, passive voice, filler) run only on English resumes; the caller reports them
 * as skipped otherwise.
 */
export function contentChecks(context: CheckContext): ContentFinding[] {
  const { layout, language, kind } = context;
  const conventions = conventionsOf(kind);
  const notResume = notAResume(layout);
  const findings = [
    ...templateLeftovers(layout, conventions),
    ...notResume,
    ...contactDetails(layout, kind, language.english),
    ...workEmail(layout),
    ...contactOnlyInFooter(layout),
    ...length(layout, conventions, context.roles),
    ...twoColumn(layout),
    ...photo(layout, conventions),
    ...ratingGraphics(layout),
    ...textCutOff(layout),
    ...personalDataFindings(layout, conventions),
    ...datedConventions(layout, kind),
  ];
  if (notResume.length === 0) {
    findings.push(
      ...missingSections(layout, conventions),
      ...summaryLength(layout),
      ...skillLevels(layout),
      ...dates(layout, conventions),
      ...quantifiedResults(layout, kind, context.roles),
      ...proseRecord(layout, context.roles),
    );
    // A record of bare positions is one habit, weighed by its share; else, where entries are
    // jobs, each job left without a description.
    const undescribed = conventions.describedPositions ? undescribedPositions(layout) : [];
    findings.push(
      ...(undescribed.length > 0 || !conventions.jobEntries ? undescribed : emptyEntries(layout)),
    );
    // Tabular entries (an academic, European or Asian CV) name a post and its dates and
    // need no job-title line of their own.
    if (conventions.jobEntries) {
      findings.push(...jobTitles(layout), ...bulletedCompanyLines(layout));
    }
    if (language.english) {
      findings.push(
        ...actionVerbs(layout, conventions),
        ...firstPerson(layout, conventions),
        ...passiveVoice(layout, conventions),
        ...tenseOfPastRoles(layout, conventions),
        ...vagueWording(layout, conventions),
      );
    }
  }
  return withoutRoleLines(findings, layout, context.roles).sort(byPosition);
}
