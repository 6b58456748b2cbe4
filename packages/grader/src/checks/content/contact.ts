import { union } from '../../layout/geometry.ts';
import type { Line, Rect, ResumeLayout } from '../../layout/types.ts';
import { conventionsOf, type DocumentKind } from '../../kind/document-kind.ts';
import type { ContentFinding } from '../findings.ts';
import { cityRegion, countryOrRemote } from './places.ts';
import { headerLines } from './entries.ts';
import { finding, inFooter, matchesIn, quote, sectionsOf } from './text.ts';

/** An address, also as written to keep it from robots: 'jane.doe[at]mail.com', 'jane (at) mail (dot) com'. */
export const email =
  /(?<![\w.%+-])[\w.%+-]+(?:@|\s?[[({]at[\])}]\s?)[\w-]+(?:(?:\.|\s?[[({]dot[\])}]\s?)[\w-]+)+/u;

/** Digits in phone groupings: '+1 (415) 555-0142', '607.379.5733', '(+82) 10-9030-1843'. */
const phoneCandidate = /\+?\(?\+?\d[\d\s().\-–]{5,}\d/gu;
const yearRange = /^(?:19|20)\d{2}\s*[-–]\s*(?:19|20)\d{2}$/u;

/** The first phone number in the text, or null. */
export function phoneIn(text: string): RegExpMatchArray | null {
  for (const match of text.matchAll(phoneCandidate)) {
    const digits = match[0].replace(/\D/g, '').length;
    if (digits >= 7 && digits <= 15 && !yearRange.test(match[0].trim())) return match;
  }
  return null;
}

const hasPhone = (text: string): boolean => phoneIn(text) !== null;

export const postcode =
  /\b[A-Z]{2}\s+\d{5}\b|\b[A-Z]{1,2}\d[A-Z\d]?\s+\d[A-Z]{2}\b|\b\d{5}\s+\p{Lu}\p{Ll}+/u;
const placeLabels =
  /\b(?:address|location|located|based in|city|dirección|endereço|adresse|wohnort)\b/iu;

export const profileWords =
  /linkedin|github|gitlab|bitbucket|behance|dribbble|stackoverflow|kaggle|medium\.com|twitter|x\.com|mastodon|portfolio|homepage|website|xing|orcid|scholar\.google/iu;
export const url =
  /(?:https?:\/\/|www\.)\S+|(?<![\w.-])[\w-]+(?:\.[\w-]+)*\.(?:com|io|dev|me|net|org|app|co|ai|page|site|tech|xyz|info|de|es|pt|br|uk|cn|edu)\b/iu;
/**
 * A place named on its own among the contact details ('jane@mail.com | 07700 900123 |
 * Manchester'): a segment of one to three capitalised words on a line that also carries
 * an email or a phone. Without a gazetteer a name there counts too, which only errs
 * towards not asking for a location the resume may have.
 */
function namesPlaceBesideContact(text: string): boolean {
  if (!email.test(text) && !hasPhone(text)) return false;
  return text
    .split(/\s*[|·•]\s*|\s{2,}/u)
    .some(
      (segment) =>
        /^\p{Lu}[\p{L}'-]+(?: \p{Lu}[\p{L}'-]+){0,2}$/u.test(segment.trim()) &&
        !profileWords.test(segment),
    );
}

/** A lone handle beside an icon ('andrew-fantino', '@posquit0'): lower case, no spaces. */
const handle = /^@?[a-z0-9][a-z0-9._-]{2,38}$/u;

interface Detail {
  name: string;
  title: string;
  found: (line: Line) => boolean;
  advice: string;
}

const details: Detail[] = [
  {
    name: 'email address',
    title: 'Missing email address',
    found: (l) => email.test(l.text),
    advice:
      'Add a professional email address (e.g. firstname.lastname@gmail.com) next to your name',
  },
  {
    name: 'phone number',
    title: 'Missing phone number',
    found: (l) => hasPhone(l.text.replace(email, '')),
    advice: 'Add a phone number with its country code (e.g. +1 415 555 0142) next to your name',
  },
  {
    name: 'location',
    title: 'Missing location',
    found: (l) =>
      [cityRegion, postcode, countryOrRemote, placeLabels].some((pattern) =>
        pattern.test(l.text),
      ) || namesPlaceBesideContact(l.text),
    advice:
      "Add your city and region (e.g. 'Austin, TX' or 'Berlin, Germany'); recruiters filter by location",
  },
  {
    name: 'profile link',
    title: 'Missing profile link',
    found: (l) => {
      const text = l.text.replace(email, '');
      return (
        profileWords.test(text) ||
        url.test(text) ||
        handle.test(text) ||
        /(^|\s)@\w{2,}/u.test(text)
      );
    },
    advice:
      'Add a LinkedIn profile or a portfolio/GitHub link so recruiters can see more of your work',
  },
];

/**
 * Where contact details live: the untitled block at the top, any Contact section, the top
 * quarter of the first page (a header spanning both columns), on a two-column first page
 * the narrower column (a sidebar), and the footer of any page.
 */
export function contactLines(layout: ResumeLayout): Line[] {
  const lines = new Set<Line>(layout.lines.filter((l) => inFooter(l, layout)));
  for (const s of layout.sections) if (s.kind === 'contact') for (const l of s.lines) lines.add(l);
  const first = layout.pages[0];
  if (first) {
    for (const l of first.lines) if (l.rect.y1 <= first.height * 0.25) lines.add(l);
    if (first.columnSplit !== null) {
      const leftWidth = first.columnSplit;
      const sidebar = leftWidth < first.width - leftWidth ? 0 : 1;
      for (const l of first.lines) if (l.column === sidebar) lines.add(l);
    }
  }
  return [...lines];
}

/** The box a missing detail points at: the lines holding the other contact details, or the name. */
function anchor(layout: ResumeLayout, region: Line[]): { page: number; rects: Rect[] } {
  const holding = region.filter((l) => l.page === 0 && details.some((d) => d.found(l)));
  // The cluster around the topmost detail, not every stray match down a sidebar.
  const highest = Math.min(...holding.map((l) => l.rect.y0));
  const cluster = holding.filter((l) => l.rect.y0 <= highest + 100);
  const top = layout.sections.find((s) => s.kind === 'contact' && s.heading === null)?.lines ?? [];
  const chosen = cluster.length > 0 ? cluster : top.filter((l) => l.page === 0);
  if (chosen.length > 0) return { page: 0, rects: [union(chosen.map((l) => l.rect))] };
  const name = layout.lines[0];
  return name ? { page: name.page, rects: [name.rect] } : { page: 0, rects: [] };
}

/**
 * Email and phone printed only in a page footer: many applicant tracking systems drop
 * headers and footers, and the resume reaches the recruiter with no way to reply.
 */
export function contactOnlyInFooter(layout: ResumeLayout): ContentFinding[] {
  const region = contactLines(layout);
  const reach = details.filter((d) => d.name === 'email address' || d.name === 'phone number');
  const footerOnly = reach.filter(
    (d) =>
      region.some((l) => d.found(l)) && region.every((l) => !d.found(l) || inFooter(l, layout)),
  );
  const [first] = footerOnly;
  if (!first) return [];
  const lines = region.filter((l) => inFooter(l, layout) && footerOnly.some((d) => d.found(l)));
  const page = lines[0]?.page ?? 0;
  return [
    finding(
      'contact-in-footer',
      page,
      'Contact details in the footer',
      `Your ${footerOnly.map((d) => d.name).join(' and ')} only in the page footer`,
      `Move your ${footerOnly.map((d) => d.name).join(' and ')} under your name: many applicant ` +
        'tracking systems drop page headers and footers, and the recruiter is left with no way to reach you.',
      lines.filter((l) => l.page === page).map((l) => l.rect),
    ),
  ];
}

/**
 * The details a reader of this document expects: an email always; a phone and a location
 * unless the kind does without (an academic is reached by mail), the location only where our
 * patterns read the language's addresses (English); a profile link where a field shows its
 * work online.
 */
function expectedDetails(kind: DocumentKind, english: boolean): Detail[] {
  const conventions = conventionsOf(kind);
  const showsWorkOnline =
    kind.kind === 'creative' || kind.field === 'software' || kind.field === 'design';
  return details.filter(
    (d) =>
      d.name === 'email address' ||
      (d.name === 'phone number' && conventions.phoneAndPlace) ||
      (d.name === 'location' && english && conventions.phoneAndPlace) ||
      (d.name === 'profile link' && showsWorkOnline),
  );
}

/** One finding per expected contact detail the resume lacks (email, phone, location, profile link). */
export function contactDetails(
  layout: ResumeLayout,
  kind: DocumentKind,
  english: boolean,
): ContentFinding[] {
  const region = contactLines(layout);
  const missing = expectedDetails(kind, english).filter((d) => !region.some((l) => d.found(l)));
  if (missing.length === 0) return [];
  const { page, rects } = anchor(layout, region);
  return missing.map((d) =>
    finding(
      'contact-details',
      page,
      d.title,
      `No ${d.name} in the contact details`,
      `Your contact details have no ${d.name}. ${d.advice}.`,
      rects,
    ),
  );
}

/** Mail providers anyone can sign up with: an address there is personal. */
const personalMailDomains = new Set(
  `gmail googlemail yahoo ymail outlook hotmail live msn icloud me mac aol proton protonmail pm
  fastmail zoho gmx mail yandex qq 163 126 naver daum hanmail web t-online orange free libero
  laposte seznam wp onet interia rediffmail`.split(/\s+/u),
);
const employerName = /(?:^|[,|@–—·•]\s*|\bat\s+)(\p{Lu}[\p{L}\d]{2,})/gu;

/** Domains of examples and templates: a leftover, reported as one (placeholders.ts). */
const exampleDomains = new Set(['example', 'email', 'domain', 'yourdomain', 'company']);

/**
 * An address on an employer's own domain ('name@google.com' beside a job at Google): the
 * employer can read the mail, and the address ends with the job.
 */
export function workEmail(layout: ResumeLayout): ContentFinding[] {
  // Names, as an employer is written: capitalised ('Google', 'IBM').
  // Names as an employer is written in an entry's heading: capitalised, opening the line or
  // a field of it ('Google, Mountain View', 'Engineer | Google', 'Engineer at Google'),
  // not a word inside a title ('Alice in Wonderland').
  const employerWords = new Set(
    sectionsOf(layout, ['experience'])
      .flatMap((s) => headerLines(s, layout))
      .flatMap((l) => [...l.text.matchAll(employerName)].map((m) => m[1] ?? ''))
      .map((w) => w.toLowerCase()),
  );
  for (const line of contactLines(layout)) {
    const address = line.text.match(email)?.[0];
    const domain = address?.split('@')[1]?.toLowerCase() ?? '';
    // A student's or researcher's university address is the norm, not a risk.
    const academic = /\.(?:edu|ac\.[a-z]{2}|edu\.[a-z]{2})$/u.test(domain);
    const label = academic ? undefined : domain.match(/^([\p{L}\d-]+)\./u)?.[1];
    if (
      !address ||
      !label ||
      personalMailDomains.has(label) ||
      exampleDomains.has(label) ||
      !employerWords.has(label)
    ) {
      continue;
    }
    const [match] = matchesIn([line], new RegExp(address.replace(/[.+]/gu, '\\$&'), 'gu'));
    return [
      finding(
        'work-email',
        line.page,
        'Work email address',
        quote(address),
        `${quote(address)} is on your employer's domain: use a personal address for a job search. ` +
          'Your employer can read this mail, and you lose the address the day you leave.',
        match?.rects ?? [line.rect],
      ),
    ];
  }
  return [];
}
