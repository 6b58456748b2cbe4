import type { Conventions } from '../../kind/document-kind.ts';
import type { ResumeLayout } from '../../layout/types.ts';
import type { ContentFinding } from '../findings.ts';
import { finding, isFurniture, matchesIn, quote, type TextMatch } from './text.ts';

interface PersonalDatum {
  what: string;
  /** Part of the form of the kinds that expect it (RUBRIC.md 5: birth date, nationality). */
  customary?: boolean;
  /** Advice of its own, where the general one (bias) does not fit. */
  advice?: string;
  /** Global, case-blind: the label or phrase that gives the datum away. */
  pattern: RegExp;
}

/**
 * '26 November 1865', '21st January 2015', 'March 9, 2018', '09.03.1990', '1990'. A month's
 * name is at most 12 letters: a longer run of letters is no date, and is not read to its
 * end from every label before it (issue 32).
 */
export const date = String.raw`(?:\d{1,2}[./-]\d{1,2}[./-]\d{2,4}|\d{1,2}(?:st|nd|rd|th)?\.?\s+(?:de\s+)?\p{L}{3,12}\.?\s+(?:de\s+)?\d{4}|\p{L}{3,12}\.?\s+(?:\d{1,2}(?:st|nd|rd|th)?,?\s+)?\d{4}|\d{4}\b)`;

/**
 * Personal data a recruiter should not see (RUBRIC.md rule 3: a bias risk): it invites
 * age, origin or family-status bias and is never needed to judge the work. Labels in the
 * languages the engine reads (English, Spanish, Portuguese, German, French, Italian, Dutch).
 */
const personalData: PersonalDatum[] = [
  {
    what: 'date of birth',
    customary: true,
    pattern: new RegExp(
      String.raw`\b(?:date\s+of\s+birth|birth\s*date|d\.?\s?o\.?\s?b\.?(?=\s*:)|born(?:\s+(?:on|in))?(?=\s*(?::\s*)?${date})|fecha\s+de\s+nacimiento|data\s+de\s+nascimento|geburtsdatum|geboren(?:\s+am)?(?=\s*(?::\s*)?${date})|date\s+de\s+naissance|n[ée]e?\s+le(?=\s*${date})|data\s+di\s+nascita|geboortedatum)\b[\s:]*(?:${date})?`,
      'giu',
    ),
  },
  {
    what: 'age',
    customary: true,
    pattern:
      /\b(?:age|edad|idade|alter|âge|età|leeftijd)\s*:\s*\d{2}\b|\b\d{2}\s+(?:years\s+old|años(?=\s*$)|anos(?=\s*$)|jahre\s+alt|ans(?=\s*$))/giu,
  },
  {
    what: 'nationality',
    customary: true,
    pattern:
      /\b(?:nationality|nacionalidad|nacionalidade|staatsangehörigkeit|nationalität|nationalité|nazionalità|nationaliteit)\b\s*:?/giu,
  },
  {
    what: 'marital status',
    pattern:
      /\b(?:marital\s+status|estado\s+civil|familienstand|situation\s+familiale|état\s+civil|stato\s+civile|burgerlijke\s+staat)\b\s*:?|\b(?:married|verheiratet|casad[oa]|mari[ée]e?|sposat[oa]|gehuwd)\b(?=\s*(?:[,;|]|$|with\s+\d|\d\s+(?:children|kids)))/giu,
  },
  {
    what: 'home address',
    advice:
      'Give your city and region only: a street address down to the apartment is not needed to ' +
      'reach you, and it is private data every copy of your resume hands out.',
    pattern:
      /\b\d{1,5}\s+(?:[NSEW]\.?\s+)?(?:[\p{L}\d]+\s+){1,3}(?:street|st\.?|avenue|ave\.?|road|rd\.?|boulevard|blvd\.?|lane|ln\.?|drive|dr\.?|court|ct\.?|place|pl\.?|way)\s*(?:,\s*)?(?:apt\.?|apartment|suite|ste\.?|unit|#)\s*[\w-]+/giu,
  },
  {
    what: 'gender',
    pattern:
      /\b(?:gender|sex|sexo|geschlecht|sexe|sesso|geslacht)\s*(?::\s*\p{L}+|\s(?:male|female|masculino|feminino|femenino|männlich|weiblich|masculin|féminin|maschile|femminile|man|vrouw)\b)/giu,
  },
  {
    what: 'religion',
    pattern:
      /\b(?:religion|religião|religión|religione|konfession|religious\s+affiliation|religie)\s*:\s*\p{L}+/giu,
  },
  {
    what: 'family details',
    advice:
      "Leave out your parents' names and your siblings: an employer judges you, not your " +
      'family, and it invites bias. Your contact details and experience are enough.',
    pattern:
      /\b(?:father'?s\s+name|mother'?s\s+name|parents|siblings|nome\s+do\s+pai|nome\s+da\s+m[ãa]e|nombre\s+del\s+padre|nombre\s+de\s+la\s+madre|filia[çc][ãa]o|geschwister|eltern)\s*:/giu,
  },
  {
    what: 'an ID number',
    pattern:
      /\b(?:social\s+security(?:\s+number)?|ssn|passport(?:\s*(?:no\.?|number|#))?|national\s+id(?:\s+number)?|id\s+(?:no\.?|number)|dni|nie|cpf|personalausweis(?:nummer)?|numéro\s+de\s+sécurité\s+sociale|codice\s+fiscale|bsn)(?!\p{L})\s*(?::\s*)?[a-z]{0,2}\d[\d.\- ]{4,}\d/giu,
  },
];

/**
 * A date to the day alone on a line of the contact block: a birth date beside an icon. A
 * resume's other dates give a month at most, and sit in entries, not in the header.
 */
const contactBlockBirthDate = new RegExp(
  String.raw`^(?:\d{1,2}[./-]\d{1,2}[./-]\d{4}|\d{1,2}(?:st|nd|rd|th)?\.?\s+(?:de\s+)?\p{L}{3,}\.?\s+(?:de\s+)?\d{4}|\p{L}{3,}\.?\s+\d{1,2}(?:st|nd|rd|th)?,?\s+\d{4})$`,
  'u',
);

function birthDateInContactBlock(layout: ResumeLayout): TextMatch | null {
  const line = layout.sections
    .filter((s) => s.kind === 'contact')
    .flatMap((s) => s.lines)
    .find((l) => contactBlockBirthDate.test(l.text.trim()));
  return line ? { text: line.text.trim(), index: 0, page: line.page, rects: [line.rect] } : null;
}

/** Birth dates, ages, nationality, marital status, gender, religion, family and ID numbers: one finding each. */
export function personalDataFindings(
  layout: ResumeLayout,
  conventions: Conventions,
): ContentFinding[] {
  const lines = layout.lines.filter((line) => !isFurniture(line, layout));
  return personalData.flatMap(({ what, advice, pattern, customary }) => {
    if (customary && conventions.personalDetailsCustomary) return [];
    const [match = what === 'date of birth' ? birthDateInContactBlock(layout) : null] = matchesIn(
      lines,
      pattern,
    );
    if (!match) return [];
    const found = finding(
      'personal-data',
      match.page,
      'Personal data',
      quote(match.text),
      advice ??
        `Leave out your ${what}: recruiters do not need it to judge your work, and it invites ` +
          'bias (many employers must discard resumes that show it). Your contact details and ' +
          'experience are enough.',
      match.rects,
    );
    return [found];
  });
}
