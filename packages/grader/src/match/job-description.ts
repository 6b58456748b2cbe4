import { type DegreeLevel, tidyText } from '@resumegrader/contract/job-match';
import { titleWord } from '../checks/content/job-title.ts';
import { escoLanguages } from './data/esco-languages.ts';
import { degreeLevelsIn } from './degrees.ts';
import {
  asksNothing,
  headingStartIn,
  optionalWords,
  type PostingLanguage,
  speakingWords,
} from './posting-phrases.ts';
import {
  isEverydayText,
  type Term,
  type TermMention,
  termsIn,
  type Vocabulary,
} from './vocabulary.ts';

/** A term a description asks for. */
export interface AskedTerm {
  term: Term;
  count: number;
  /** Named outside any 'nice to have' part. */
  required: boolean;
  /** Where the description names it: [start, end) in its tidied text (tidyText). */
  spans: [number, number][];
  /** A name of the description's own ('PCCN'), in no list the vocabulary knows. */
  open: boolean;
}

export interface JobRequirements {
  title: string | null;
  terms: AskedTerm[];
  years: number | null;
  education: { level: DegreeLevel; field: string | null; relatedAllowed: boolean } | null;
}

/**
 * A line that heads a part of the description: a short line ending in a colon, or a short
 * line worded as headings are ('Nice to have', 'About us'). A list item, a line that names
 * a term ('- Rust or Java experience', 'Kubernetes': pasted lists often lose their bullets)
 * or a label and its value ('Salary: $90,000') is no heading.
 */
const isHeading = (line: string, namesTerms: boolean, language: PostingLanguage) =>
  line.length <= 60 &&
  !/^(?:[-–—•▪◦·]|\*(?!\*))/u.test(line) &&
  (/:\s*$/u.test(line) ||
    (!namesTerms &&
      !/:\s*\S/u.test(line) &&
      !/[.,;!?]$/u.test(line) &&
      line.split(/\s+/u).length <= 6 &&
      headingStartIn(language).test(line)));

type Part = 'required' | 'optional' | 'ignored';

/**
 * For each line, the part it sits in: nothing is asked under a benefits or company
 * heading, only what would be nice under a 'Nice to have' heading, else what is required.
 */
function lineParts(lines: string[], namesTerms: boolean[], language: PostingLanguage): Part[] {
  let part: Part = 'required';
  return lines.map((raw, i) => {
    const line = raw.trim();
    if (isHeading(line, namesTerms[i] ?? false, language)) {
      part = asksNothing.some((pattern) => pattern.test(line))
        ? 'ignored'
        : optionalWords.test(line)
          ? 'optional'
          : 'required';
    }
    return part;
  });
}

const aside = /\([^()]*\)/gu;

/**
 * Where a line says only what would be nice: a clause that says so ('3+ years of Python;
 * Django a plus'), else an aside that does ('infrastructure as code (Terraform preferred)'
 * still asks for infrastructure as code).
 */
function optionalSpans(line: string): [number, number][] {
  const spans: [number, number][] = [];
  for (const clause of line.matchAll(/[^;]+/gu)) {
    const start = clause.index;
    const body = clause[0].replace(aside, (a) => ' '.repeat(a.length));
    if (optionalWords.test(body)) {
      spans.push([start, start + clause[0].length]);
      continue;
    }
    for (const a of clause[0].matchAll(aside)) {
      if (optionalWords.test(a[0])) spans.push([start + a.index, start + a.index + a[0].length]);
    }
  }
  return spans;
}

/** Where a title ends: a company, a place or a note after it ('– Remote', '(m/f/d)', '@ Acme'). */
const afterTitle = /(?<!\s)(?:\s+(?:[-–—|@(]|at\s)|\s*,\s*(?=\p{Lu}))/u;

/**
 * The note of genders a title carries in European postings ('(m/w/d)', '(H/F)', '(m/v/x)'):
 * the line it ends is the job's title, in any language.
 */
const genderNote = /\((?:[mwfdhvx]\*?\s?\/\s?){1,3}[mwfdhvx]\*?\)/iu;

/** Longer than this, a line is no job title but a sentence or a pasted run of symbols. */
const maxTitleLength = 80;

const cleanTitle = (text: string) => {
  const title =
    text
      .split(afterTitle)[0]
      ?.replace(/(?<![:.])[:.]+$/u, '')
      .trim() ?? '';
  return title.length <= maxTitleLength ? title : '';
};

/**
 * The job title: a 'Job title:' line; else a first line that is a title; else what a
 * sentence says it hires ('We are looking for a Senior Data Analyst to …').
 */
export function jobTitleIn(posting: string): string | null {
  const text = tidyText(posting);
  // The title after its label, or on the line below it ('Job Title:' then the title).
  const labelled =
    /^(?:job title|position(?: title)?|role|title|stellenbezeichnung|stelle|poste|intitulé du poste|puesto|cargo|vaga|posizione|ruolo|functie|functietitel) ?[:\-–]\n?(.+)$/imu.exec(
      text,
    );
  if (labelled?.[1]) return cleanTitle(labelled[1].trim()) || null;
  const first = text
    .split('\n')
    .map((l) => l.trim())
    .find((l) => l.length > 0);
  if (
    first &&
    first.length <= maxTitleLength &&
    first.split(/\s+/u).length <= 12 &&
    !/[.!?]$/u.test(first) &&
    (titleWord.test(first) || genderNote.test(first))
  ) {
    const title = cleanTitle(first);
    if (titleWord.test(title) || (title && genderNote.test(first))) return title;
  }
  const hiring =
    /\b(?:looking for|hiring|seeking|searching for|recruiting|join (?:us|our team) as)\s+(?:an?|our(?: next)?|the)\s+([^.,;:\n]{3,80})/iu.exec(
      text,
    );
  if (hiring?.[1]) {
    // Up to the last title word: 'Senior Data Analyst to join our team' → 'Senior Data Analyst'.
    const words = hiring[1].split(/\s+/u);
    for (let end = words.length; end > 0; end--) {
      const candidate = words.slice(0, end).join(' ');
      if (titleWord.test(words[end - 1] ?? '')) return candidate;
    }
  }
  return null;
}

/** Numbers written as words, in the posting languages ('five', 'fünf', 'cinq', 'cinco'). */
const numberWords: Record<string, number> = Object.fromEntries(
  [
    'one two three four five six seven eight nine ten eleven twelve',
    'ein zwei drei vier fünf sechs sieben acht neun zehn',
    'un deux trois quatre cinq six sept huit neuf dix',
    'uno dos tres cuatro cinco seis siete ocho nueve diez',
    'um dois três quatro cinco seis sete oito nove dez',
    'uno due tre quattro cinque sei sette otto nove dieci',
    'een twee drie vier vijf zes zeven acht negen tien',
  ].flatMap((words) => words.split(' ').map((word, i) => [word, i + 1] as const)),
);
numberWords.fifteen = 15;
numberWords.twenty = 20;
const count = `(?<![\\p{L}\\p{N}])(\\d{1,2}|${Object.keys(numberWords).join('|')})`;
/** 'years' and 'experience' as the posting languages write them ('Jahre Berufserfahrung'). */
const yearWord = '(?:years?|yrs?|jahr(?:e|en)?|ans?|años?|anos?|anni|anno|jaar)';
const experienceWord =
  '(?:experience|(?:berufs|arbeits|praxis|führungs)?erfahrung|expérience|experiencia|experiência|esperienza|(?:werk)?ervaring)';
const atLeast =
  '(?:at least|minimum of|min\\.?|over|mindestens|au moins|minimum|al menos|mínimo(?: de)?|pelo menos|almeno|minimaal|ten minste)';
// Read from tidied text (tidyText), where a space is one character: so each '\s?' here is
// bounded, and no two of them can share a run of spaces between them (issue 32).
const yearsPatterns = [
  new RegExp(
    `${count}\\s?(?:\\+|plus)?\\s?(?:(?:-|–|to|bis|à|a)\\s?\\d{1,2}\\s?)?\\+?\\s?${yearWord}(?![\\p{L}])['’]?(?:\\s(?:of|de|d['’]|di|an))?[^.;\\n]{0,60}?(?<![\\p{L}])${experienceWord}`,
    'giu',
  ),
  new RegExp(
    `(?<![\\p{L}])${experienceWord}\\s?(?:(?:of|:|de|von|di|van)\\s?)?(?:${atLeast}\\s)?${count}\\s?\\+?\\s?${yearWord}(?![\\p{L}])`,
    'giu',
  ),
  new RegExp(`(?<![\\p{L}])${atLeast}\\s${count}\\s?\\+?\\s?${yearWord}(?![\\p{L}])`, 'giu'),
  // '5+ years with Python', '3 plus years in B2B sales': the plus says it is a requirement.
  new RegExp(`${count}\\s?(?:\\+|plus)\\s?${yearWord}(?![\\p{L}])`, 'giu'),
];

/** The years of experience asked for: the largest figure the description sets. */
export function yearsAskedIn(posting: string): number | null {
  const text = tidyText(posting);
  let most: number | null = null;
  for (const pattern of yearsPatterns) {
    for (const m of text.matchAll(pattern)) {
      const raw = (m[1] ?? '').toLowerCase();
      const years = numberWords[raw] ?? Number(raw);
      if (years > 0 && years <= 40) most = Math.max(most ?? 0, years);
    }
  }
  return most;
}

/**
 * The sentences of a text. A full stop ends one only before a capital or the end, so the
 * dots of 'B.S. in' or 'Ph.D.' do not (case-sensitive: under the 'i' flag \p{Lu} would match
 * any letter).
 */
const sentencesOf = (text: string) => text.split(/[;\n]|\.(?=\s+\p{Lu}|\s*$)/u);
/** Words for a degree in the other posting languages ('abgeschlossenes Studium', 'laurea'). */
const degreeAbroad =
  'studium|(?:hochschul)?abschluss|diplom|abitur|abgeschlossene (?:berufs)?ausbildung|(?:berufs)?ausbildung (?:als|zum|zur)|licence (?:en|de|pro)|diplôme|doctorat|baccalauréat|bac ?\\+ ?\\d|grado (?:en|universitario)|licenciatura|titulación|máster|doctorado|graduação|mestrado|doutorado|formação superior|laurea|dottorato|titolo di studio|hbo|hbo-niveau|wo-niveau|opleiding|doctoraat';
/** The degree patterns of a posting: English ones, and in another language its words too. */
function degreePatterns(abroad: boolean) {
  const also = abroad ? `|${degreeAbroad}` : '';
  return {
    degreeWord: new RegExp(
      `(?<![\\p{L}])(?:degree|diploma|ged|bachelor|master|ph\\.?\\s?d|doctorate|mba|bsn|adn|b\\.?s\\.?|m\\.?s\\.?|b\\.?a\\.?|bsc|msc|m\\.a\\.?${also})(?![\\p{L}])`,
      'iu',
    ),
    // A sentence that speaks of a degree: 'MS Office' and a team's 'BA' do not.
    speaksOfDegree: new RegExp(
      `(?<![\\p{L}])(?:degree|diploma|ged|bachelor|master|ph\\.?\\s?d|doctorate|graduate|education|mba|bsn${also})(?![\\p{L}])`,
      'iu',
    ),
    // A degree named by its level: a line that speaks of one may name its field.
    degreeLevel: new RegExp(
      `(?<![\\p{L}])(?:bachelor|master|ph\\.?\\s?d|doctorate|mba|bsn|associate['’]?s? degree${also})`,
      'iu',
    ),
  };
}
const englishDegrees = degreePatterns(false);
const degreesAbroad = degreePatterns(true);
const degreesOf = (language: PostingLanguage) =>
  language === 'en' ? englishDegrees : degreesAbroad;
/** A field of study is a few words: a longer run is no field, and is not searched on. */
const fieldAfterIn =
  /\b(?:degree|diploma|bachelor['’]?s?|master['’]?s?|ph\.?\s?d|doctorate|b\.?s\.?|m\.?s\.?|b\.?a\.?|bsc|msc|m\.a)\.?\s(?:degree\s)?(?:in|of)\s([^.;:()\n]{1,80}?)(?=,?\sor\s(?:an?\s)?(?:related|equivalent|similar|relevant)|\s(?:and|with|from|is|are|required|preferred)\b|[.;:()\n]|$)/iu;
/** The same in the other languages: 'Studium der Informatik', 'laurea in Economia'. */
const fieldAbroad = new RegExp(
  `(?<![\\p{L}])(?:${degreeAbroad}|master|bachelor)(?:\\s(?:der|des|im|in|en|em|de|di|van|na|da))?\\s([^.;:()\\n,]{1,80}?)(?=\\s(?:oder|ou|o|of|or|und|et|y|e|en)\\s|[.;:(),\\n]|$)`,
  'iuy',
);
const everyDegreeWord = new RegExp(degreesAbroad.degreeWord.source, 'giu');
/**
 * The field a degree names, read after each degree word in turn: 'Diplôme de niveau Bac+5
 * en finance' names it after the level.
 */
function fieldIn(text: string, language: PostingLanguage): RegExpExecArray | null {
  const english = fieldAfterIn.exec(text);
  if (english || language === 'en') return english;
  for (const word of text.matchAll(everyDegreeWord)) {
    fieldAbroad.lastIndex = word.index;
    const field = fieldAbroad.exec(text);
    if (field && !degreesAbroad.degreeWord.test(field[1] ?? '')) return field;
  }
  return null;
}
/** Words that accept a related field ('or a related field', 'oder vergleichbar'). */
const relatedField =
  /(?<![\p{L}])(?:related|equivalent|similar|relevant|vergleichbar\p{L}*|ähnlich\p{L}*|équivalent\p{L}*|similaire\p{L}*|equivalente\p{L}*|af[ií]n\p{L}*|affin\p{L}*|similar\p{L}*|vergelijkbar\p{L}*|gelijkwaardig\p{L}*)(?![\p{L}])/iu;

/**
 * A degree written as its abbreviation before a field ('BS/MS in Computer Science', 'M.A.
 * in English'): capitals and 'in' tell it from 'MS Office' or a team's 'BA'.
 */
const degreeAbbreviation =
  /\b(?:B\.?S\.?c?|M\.?S\.?c?|B\.?A\.?|M\.?A\.?|Ph\.?D\.?)(?:\s?\/\s?(?:B\.?S|M\.?S|M\.?A|Ph\.?D|MBA)\.?c?){0,3}\s(?:degree\s)?(?:in|of)\s\p{Lu}/u;

/** The lowest degree the description asks for, and in what field. */
export function educationAskedIn(
  posting: string,
  language: PostingLanguage = 'en',
): JobRequirements['education'] {
  const { degreeWord, speaksOfDegree } = degreesOf(language);
  const text = tidyText(posting);
  let level: DegreeLevel | null = null;
  let field: string | null = null;
  let relatedAllowed = false;
  const order = ['high school', 'associate', 'bachelor', 'master', 'doctorate'];
  for (const sentence of sentencesOf(text)) {
    // 'Bachelor's degree preferred', 'MBA a plus': a degree only preferred is not asked.
    if (!degreeWord.test(sentence) || optionalWords.test(sentence)) continue;
    // 'MS Office' and 'BA' in a team's name are no degrees: the sentence must speak of one.
    if (!speaksOfDegree.test(sentence) && !degreeAbbreviation.test(sentence)) continue;
    for (const found of degreeLevelsIn(sentence, language !== 'en')) {
      if (level === null || order.indexOf(found) < order.indexOf(level)) level = found;
    }
    field ??= fieldIn(sentence, language)?.[1]?.trim() ?? null;
    if (relatedField.test(sentence)) relatedAllowed = true;
  }
  return level ? { level, field, relatedAllowed } : null;
}

const spokenLanguages = new Set(escoLanguages);
/**
 * A language named as one: beside words of speaking it ('fluent in', 'bilingual', 'written
 * English'), or on its own in a list ('English, Spanish'); not a language used as an
 * adjective ('English learners', 'Latin America', 'German and Austrian accounts').
 */
/** A level after a language's name, in the other posting languages. */
const levelAfter =
  /^[\s,(-]*(?:courant|bilingue|avanc[ée]|fluente?|fluido|avanzad[oa]|nativ[oa]|madrelingua|vloeiend|verhandlungssicher|fließend|c[12]|b[12]|sehr gut|gute?)(?![\p{L}])/iu;
function speaksOf(
  line: string,
  mention: { start: number; end: number },
  language: PostingLanguage,
): boolean {
  const before = line.slice(Math.max(0, mention.start - 40), mention.start);
  const after = line.slice(mention.end);
  return (
    speakingWords.test(before) ||
    // Most languages put the level after the name: 'Anglais courant', 'Inglés avanzado'.
    (language !== 'en' && levelAfter.test(after.slice(0, 30))) ||
    /kenntnisse$/iu.test(line.slice(mention.start, mention.end)) ||
    /^\s*(?:$|[,;.:)/(]|(?:language|speaker|skills|proficiency|fluency|level)\b|\(?[ABC][12]\b)/iu.test(
      after,
    )
  );
}

/**
 * A name no list knows, as postings write tools, licences and standards: an acronym
 * ('PCCN', 'VFDs', 'S&OP'), capitals inside a word ('RSLogix', 'ServiceTitan', 'iOS'), a
 * name with a dot ('Frame.io'). Words of at most 20 characters, split at slashes.
 */
const openName =
  /(?<![\p{L}\p{N}&.])(?:\p{L}[\p{L}\p{N}&+.-]{0,18}[\p{L}\p{N}+])(?![\p{L}\p{N}&])/gu;
/**
 * Three capitals or more (an acronym: two-letter ones are mostly places and offices, 'CA',
 * 'VP'), a capital after a small letter ('iOS', 'RSLogix') or a dotted name; not a roman
 * numeral, and not capitalised words joined by a hyphen ('Pre-Sales', 'Mon-Fri').
 */
const looksNamed = (word: string): boolean => {
  if (word.includes('-')) return word.split('-').some(looksNamed);
  return (
    ((word.match(/\p{Lu}/gu) ?? []).length >= 3 ||
      /\p{Ll}\p{Lu}/u.test(word) ||
      (/\.\p{Ll}{2,}$/u.test(word) && /\p{Lu}/u.test(word))) &&
    !/^[IVX]{1,4}$/u.test(word)
  );
};
/**
 * The named part of a word joined by hyphens: 'PCCN' of 'PCCN-Zertifizierung', 'HL7' of
 * 'SCADA-based'; the whole when no part is named alone ('Pre-Sales'), all are, or a part is
 * one letter ('T-SQL').
 */
function namedPart(word: string, start: number): { word: string; start: number } {
  const parts = word.split('-');
  const named = parts.map(looksNamed);
  const whole =
    named.every(Boolean) || !named.some(Boolean) || parts.some((part) => part.length === 1);
  if (whole) return { word, start };
  const first = named.indexOf(true);
  const last = named.lastIndexOf(true);
  const offset = parts.slice(0, first).reduce((n, p) => n + p.length + 1, 0);
  return { word: parts.slice(first, last + 1).join('-'), start: start + offset };
}

/**
 * Acronyms of everything but a skill: places, regions, offices, times, forms of company,
 * work and law, and the words of equal-opportunity statements. Compared without dots.
 */
const notRequirements = new Set(
  `US USA UK EU UAE NYC LA SF DC EMEA APAC LATAM AMER CEO CFO COO CTO CIO CMO VP SVP EVP PTO
  EOE EEO EEOC FAQ OK AM PM ET PT PST PDT EST EDT CST CDT MST MDT HST CET CEST BST IST AEST
  GMT UTC CV ID TBD ASAP NA INC LLC LTD GMBH AG SA BV FTE WFH Q1 Q2 Q3 Q4 YOE YRS MON TUE
  WED THU FRI SAT SUN USD EUR GBP CAD AUD DOE LGBTQ LGBTQIA BIPOC DEI EDI FMLA COVID
  BSN MSN ADN MBA PHD DNP BBA MPH MFA BSC MSC MENG`.split(/\s+/u),
);
const licenceWords = /\b(?:certif\w*|licen[cs]\w*|credential|registration|accredit\w*|card)\b/iu;
/** More names than this in one line, or in a description, are a list pasted, not asked. */
const maxOpenNamesPerLine = 12;
const maxOpenNames = 40;

/** The whitespace-free run around a match: an address or a link is no name. */
function runAround(line: string, start: number, end: number): string {
  const from = line.lastIndexOf(' ', start) + 1;
  const to = line.indexOf(' ', end);
  return line.slice(from, to < 0 ? line.length : to);
}

/** Mostly capitals: a line set in capitals has no acronyms to tell apart. */
const shouted = (line: string) => {
  const letters = line.match(/\p{L}/gu) ?? [];
  const capitals = line.match(/\p{Lu}/gu) ?? [];
  return letters.length >= 12 && capitals.length / letters.length > 0.6;
};

/** A capitalised word ('Mockito', 'Instagram'): a name only beside other names. */
const capitalisedWord = /(?<![\p{L}\p{N}&.+-])\p{Lu}[\p{Ll}\p{N}]{2,19}(?![\p{L}\p{N}&+-])/gu;
/** What joins the items of a list: a comma, a slash, 'and', 'or', '&' (a few characters). */
const maxJoint = 8;
const joins = (line: string, from: number, to: number) =>
  to >= from &&
  to - from <= maxJoint &&
  /^(?:,|\/|(?:, )?(?:and|or|&))$/u.test(line.slice(from, to).trim().replace(/\s+/gu, ' '));

/**
 * Capitalised words listed beside a name ('JUnit and Mockito', 'Instagram, Facebook and
 * LinkedIn', 'Premiere or Avid'): items of one list of tools are tools, though a single
 * capitalised word alone could be anything. Not everyday words ('Communication, Teamwork
 * and Excel'); the list grows from the names it reaches.
 */
function listSiblings(
  line: string,
  anchors: TermMention[],
  accept: (word: string) => boolean,
  category: Term['category'],
): TermMention[] {
  const candidates = [...line.matchAll(capitalisedWord)].filter(
    (m) => !anchors.some((a) => m.index < a.end && a.start < m.index + m[0].length),
  );
  const placed = [...anchors];
  const found: TermMention[] = [];
  let grew = true;
  while (grew && found.length < maxOpenNamesPerLine) {
    grew = false;
    for (const m of candidates) {
      if (found.length >= maxOpenNamesPerLine) break;
      const start = m.index;
      const end = start + m[0].length;
      if (found.some((f) => f.start === start)) continue;
      const beside = placed.some((a) => joins(line, a.end, start) || joins(line, end, a.start));
      if (!beside || !accept(m[0])) continue;
      const mention = { term: { name: m[0], category }, start, end };
      found.push(mention);
      placed.push(mention);
      grew = true;
    }
  }
  return found;
}

/** Two to four capitalised words ('Joint Commission', 'Adobe Premiere', 'Google Ads'). */
const capitalisedRun =
  /(?<![\p{L}\p{N}&.+'’-])\p{Lu}\p{Ll}+(?: \p{Lu}\p{Ll}+){1,3}(?![\p{L}\p{N}&+'’-])/gu;
/** Mostly capitalised words: a heading or a title, where capitals name nothing. */
const titleCased = (line: string) => {
  const words = line.match(/\p{L}+/gu) ?? [];
  return words.filter((w) => /^\p{Lu}/u.test(w)).length > words.length * 0.5;
};
/**
 * Whether the text after a run goes on with the word the run qualifies ('readiness',
 * 'campaigns'), not with a small word of the sentence ('Maria Lopez on', 'New Zealand and',
 * 'Central Europe is', 'Australia regularly').
 */
function qualifies(after: string): boolean {
  const next = /^ (\p{Ll}+)/u.exec(after)?.[1];
  return (
    next !== undefined && !notModifiers.has(next) && !sentenceWords.has(next) && !/ly$/u.test(next)
  );
}
/** Small words that go on a sentence, not a name. */
const sentenceWords = new Set(
  'is are was were be been has have had will would can could may might should must shall does do did am'.split(
    ' ',
  ),
);

/** What a name that is asked for follows: 'experience with', 'knowledge of', 'part in'. */
const usedWith = /(?<![\p{L}])(?:in|with|of|using|on|for|into|through)$/iu;
/** A team or department of the company ('Merchant Experience', 'Claims Team'): no skill. */
const orgUnit = /\s(?:Experience|Team|Department|Group|Division|Office|Unit|Cent(?:er|re))$/u;
const monthOrDay =
  /^(?:January|February|March|April|May|June|July|August|September|October|November|December|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)$/u;

/**
 * Capitalised words inside a sentence, after a word that says what they are used for and
 * before the word they qualify, name a body, a standard or a product ('take part in Joint
 * Commission readiness', 'experience with Google Ads campaigns'). Not at the start of a line
 * or clause, where any word is capitalised; not in a title-cased line; not job titles
 * ('Customer Experience Specialists'), a team, a month, a language or a name the company's
 * own parts use. Places stand alone or after 'at', 'to', 'our' ('our Palmerston North
 * site').
 */
function capitalisedRuns(
  line: string,
  taken: TermMention[],
  company: Set<string>,
  category: Term['category'],
): TermMention[] {
  if (titleCased(line)) return [];
  const found: TermMention[] = [];
  for (const m of line.matchAll(capitalisedRun)) {
    const start = m.index;
    const end = start + m[0].length;
    const before = line.slice(0, start).trimEnd();
    if (!usedWith.test(before)) continue;
    const words = m[0].split(' ');
    if (
      company.has(m[0]) ||
      titleWord.test(m[0].replace(/s$/u, '')) ||
      orgUnit.test(m[0]) ||
      words.some((w) => monthOrDay.test(w) || spokenLanguages.has(w)) ||
      !qualifies(line.slice(end)) ||
      taken.some((k) => start < k.end && k.start < end)
    ) {
      continue;
    }
    found.push({ term: { name: m[0], category }, start, end });
  }
  return found;
}

/**
 * What a method or a body of practice is called in English ('hypothesis testing', 'grant
 * writing', 'combustion analysis'): the head of the phrase. Words that are no method alone
 * ('experience', 'skills') are not heads.
 */
const methodHead =
  'testing|analysis|analytics|writing|modell?ing|optimi[sz]ation|inference|evaluation|interviewing|smoothing|forecasting|assessments?|screening|pricing|auditing|accounting|bookkeeping|budgeting|scheduling|troubleshooting|programming|editing|mixing|compression|reconciliation|facilitation|counselling|counseling|coaching|prospecting|segmentation|attribution|visuali[sz]ation|mining|wrangling|annotation|monitoring|calibration|inspection|welding|wiring|commissioning|installation|administration|instruction|training|therapy|care|planning|management|design|engineering|research';
/** One or two words before a head, then the head: 'causal inference', 'safety stock planning'. */
const methodPhrase = new RegExp(
  `(?<![\\p{L}\\p{N}-])((?:\\p{L}[\\p{Ll}-]{2,20} ){1,2})(${methodHead})(?![\\p{L}])`,
  'gu',
);
/**
 * Words that make no method of the head they stand before: verbs ('conduct testing'),
 * measures of skill ('strong', 'hands-on'), determiners, and words that say only that
 * something is asked ('experience', 'knowledge').
 */
const notModifiers = new Set(
  `a an the our your their its this that these those and or of for in on with to from by at as
  into across via per such like including include other any all some more most each every new
  strong solid excellent good great proven deep basic advanced effective hands-on practical
  working sound demonstrated relevant related similar existing overall general ongoing regular
  high low clear key core main best complex large small own previous prior exceptional
  outstanding thorough robust end-to-end day-to-day daily weekly monthly annual quarterly
  perform performing conduct conducting do doing run running lead leading drive driving own
  support supporting provide providing deliver delivering manage managing handle handling
  oversee overseeing execute executing complete completing ensure ensuring improve improving
  coordinate coordinating assist assisting help helping apply applying use using build
  building create creating develop developing implement implementing maintain maintaining
  review reviewing prepare preparing carry carrying undertake undertaking document adjust
  present titrate educate interpret escalate prevent contribute take make give set operate
  monitor track analyse analyze evaluate assess test write edit train teach mentor guide
  optimize optimise through after before during within without about understand
  understands know knows owns drives brings loves enjoys wants needs requires includes year
  years month months senior upper one two three four five six seven eight nine ten experience
  experienced knowledge understanding familiarity expertise proficiency ability skills skill
  background exposure track record work team role company business job position candidate
  candidates you we they who which what will must should can may also well both either`.split(
    /\s+/u,
  ),
);
/** More method phrases than this in a line are a list of duties, not of requirements. */
const maxMethodsPerLine = 4;

/**
 * Methods a line names in small letters that no list knows ('hypothesis testing',
 * 'exponential smoothing', 'grant writing'): the head and the words before it that qualify
 * it, not those that only ask ('Strong knowledge of', 'conduct').
 */
function methodPhrases(line: string, taken: TermMention[]): TermMention[] {
  const found: TermMention[] = [];
  for (const m of line.matchAll(methodPhrase)) {
    if (found.length >= maxMethodsPerLine) break;
    const words = (m[1] ?? '').trim().split(' ');
    // The words after the last one that qualifies nothing: 'quality after compression' is
    // no method, 'of hypothesis testing' is 'hypothesis testing'.
    const cut = words.findLastIndex((word) => notModifiers.has(word.toLowerCase())) + 1;
    if (cut === words.length) continue;
    const start = m.index + words.slice(0, cut).reduce((n, word) => n + word.length + 1, 0);
    const end = m.index + m[0].length;
    if (taken.some((k) => start < k.end && k.start < end)) continue;
    const name = line.slice(start, end);
    found.push({ term: { name: name.toLowerCase(), category: 'skills' }, start, end });
  }
  return found;
}

/** Names a line uses that the vocabulary does not know, outside its known terms. */
function openNamesIn(
  line: string,
  known: TermMention[],
  company: Set<string>,
  english: boolean,
): TermMention[] {
  const found: TermMention[] = [];
  if (shouted(line)) return found;
  const category = licenceWords.test(line) ? 'certifications' : 'skills';
  for (const m of line.matchAll(openName)) {
    if (found.length >= maxOpenNamesPerLine) break;
    const { word, start } = namedPart(m[0], m.index);
    const end = start + word.length;
    // One name for the plural and the singular: 'VFDs' and 'VFD'.
    const name = word.replace(/(?<=\p{Lu})s$/u, '');
    if (!looksNamed(word) || notRequirements.has(name.replace(/[.+]/gu, '').toUpperCase()))
      continue;
    if (company.has(word) || isEverydayText(word)) continue;
    if (/@|:\/\/|^www\./u.test(runAround(line, start, end))) continue;
    if (known.some((k) => start < k.end && k.start < end)) continue;
    found.push({ term: { name, category }, start, end });
  }
  found.push(...capitalisedRuns(line, [...known, ...found], company, category));
  const accept = (word: string) =>
    !company.has(word) &&
    !isEverydayText(word) &&
    !notRequirements.has(word.toUpperCase()) &&
    !spokenLanguages.has(word);
  // German capitalises every noun, and only English words are known to be everyday ones.
  if (!english) return found;
  found.push(...methodPhrases(line, [...known, ...found]));
  return [...found, ...listSiblings(line, [...known, ...found], accept, category)];
}

/** Everything a description asks for: title, terms, years and degree. */
export function describeJob(
  posting: string,
  vocab: Vocabulary,
  language: PostingLanguage = 'en',
): JobRequirements {
  const text = tidyText(posting);
  const lines = text.split('\n');
  // In another language, a word in small letters is that language's word ('e', 'al', 'sono'
  // are no '/e/', 'AL' or 'Sonos'), unless it is the name as its makers write it ('dbt').
  const mentions = lines.map((line) =>
    termsIn(line, vocab).filter((m) => {
      const written = line.slice(m.start, m.end);
      return language === 'en' || !/^\p{Ll}+$/u.test(written) || written === m.term.name;
    }),
  );
  const parts = lineParts(
    lines,
    mentions.map((m) => m.length > 0),
    language,
  );
  // The title and the lines before the first heading introduce the company and the job.
  const firstHeading = lines.findIndex((line, i) =>
    isHeading(line.trim(), (mentions[i]?.length ?? 0) > 0, language),
  );
  const intro = Math.max(1, firstHeading);
  // Names the company's own parts use (its blurb, its benefits) are the company's, and so
  // are the capitalised words of its introduction ('Riverside Heart Hospital'); a tool the
  // introduction names ('RSLogix') may still be asked.
  const company = new Set(
    lines
      .flatMap((line, i) => [
        ...(parts[i] === 'ignored' ? line.matchAll(openName) : []),
        ...(parts[i] === 'ignored' || i < intro ? line.matchAll(capitalisedRun) : []),
      ])
      .map((m) => m[0]),
  );
  let openNames = 0;
  const asked = new Map<string, AskedTerm>();
  let lineStart = 0;
  lines.forEach((line, i) => {
    const offset = lineStart;
    lineStart += line.length + 1;
    if (parts[i] === 'ignored') return;
    const optional = optionalSpans(line);
    // A degree's field ('BS in Computer Science') belongs to the education asked, no skill;
    // not the words after 'a high degree of' or '50 ms in'.
    const field =
      degreesOf(language).degreeLevel.test(line) || degreeAbbreviation.test(line)
        ? fieldIn(line, language)
        : null;
    const fieldStart = field ? field.index + field[0].length - (field[1]?.length ?? 0) : -1;
    const inField = (m: { start: number; end: number }) =>
      field !== null && m.start >= fieldStart && m.end <= field.index + field[0].length;
    const known = mentions[i] ?? [];
    const open =
      i < intro || openNames >= maxOpenNames
        ? []
        : openNamesIn(line, known, company, language === 'en');
    openNames += open.length;
    for (const mention of [...known, ...open]) {
      if (inField(mention)) continue;
      if (spokenLanguages.has(mention.term.name) && !speaksOf(line, mention, language)) continue;
      const entry = asked.get(mention.term.name) ?? {
        term: mention.term,
        count: 0,
        required: false,
        spans: [],
        open: !known.includes(mention),
      };
      entry.count++;
      entry.spans.push([offset + mention.start, offset + mention.end]);
      const nice = optional.some(([a, b]) => mention.start >= a && mention.end <= b);
      if (parts[i] === 'required' && !nice) entry.required = true;
      asked.set(mention.term.name, entry);
    }
  });
  // 'Tuition reimbursement for a master's degree' is an offer, not a requirement; a degree
  // under 'Nice to have' is not one either.
  const asking = lines.filter((_, i) => parts[i] !== 'ignored').join('\n');
  const required = lines.filter((_, i) => parts[i] === 'required').join('\n');
  return {
    title: jobTitleIn(text),
    terms: [...asked.values()],
    years: yearsAskedIn(asking),
    education: educationAskedIn(required, language),
  };
}
