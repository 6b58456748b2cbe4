import { verticalOverlap } from '../../layout/geometry.ts';
import { datesIn } from './date-ranges.ts';
import type { Line, ResumeLayout } from '../../layout/types.ts';
import {
  chineseFieldLabels,
  fieldLabelWords,
  loneFieldLabels,
  loremWords,
} from './placeholder-words.ts';

/**
 * Text a template put there and nobody replaced (shared/resumes/RUBRIC.md rules 1 and 2):
 * - filler: lorem ipsum;
 * - marker: 'XXX', '20XX', 'Your Name Here', '(optional)', 'año–año', 'add … here';
 * - label: a line of field names only ('Company, Location', 'Job Title 1');
 * - contact: placeholder phone numbers, addresses, e-mail domains and profile links;
 * - organisation: 'ABC Company', 'XYZ Corp', 'State University';
 * - boilerplate: a paragraph about the tool that made the file.
 */
export type PlaceholderKind =
  'filler' | 'marker' | 'label' | 'identifier' | 'contact' | 'organisation' | 'boilerplate';

export interface PlaceholderHit {
  kind: PlaceholderKind;
  line: Line;
  /** The placeholder text itself, as printed. */
  text: string;
}

const wordsOf = (text: string) => text.toLowerCase().match(/\p{L}+/gu) ?? [];

/** Share of a text's words that are lorem ipsum, and how many words it has. */
function loremShare(text: string): { share: number; words: number } {
  const words = wordsOf(text);
  if (words.length === 0) return { share: 0, words: 0 };
  return {
    share: words.filter((w) => loremWords.has(w)).length / words.length,
    words: words.length,
  };
}

/**
 * Words only the 'corporate ipsum' filler generator writes ('energistically', 'rapidiously'):
 * business-speak lorem ipsum, a sentence of it is filler whatever else it says.
 */
const corporateIpsum =
  /\b(?:energistically|evisculate|rapidiously|monotonectally|phosfluorescently)\b/iu;

const markers: RegExp[] = [
  // Fillers for what is not known yet: 'XXX', 'xxx projects', '87xxx', 'Month 20XX'.
  /(?<![\p{L}\d])(?:X{3,}|x{3,}|Y{3,}|Z{3,})(?![\p{L}])/u,
  /(?<!\d)\d+x{2,}(?!\p{L})/u,
  /\b(?:19|20)XX\b/u,
  // A date nobody filled in: 'año–año', 'year – year', 'from date – to date', 'dd/mm/yyyy'.
  /(?<!\p{L})(?:year|año|ano|jahr|année|年份)\s*[–—-]\s*(?:year|año|ano|jahr|année|年份)(?!\p{L})/iu,
  /\b(?:from|start)\s+date\b[^\n]{0,10}\b(?:to|end)\s+date\b/iu,
  /\b(?:dd|mm)[/.\s-]+(?:mm|month|yyyy|yy)\b|\bmm[/.\s-]+yyyy\b/iu,
  // A template's own instructions: '(optional)', 'Your Name Here', 'add phone number here'.
  /[(（]\s*(?:optional|opcional|optionnel|facultatif|freiwillig|可选项?|可選)\s*[)）]/iu,
  // Title case or capitals, as a template prints them: 'your company' is a cover letter's.
  /\b(?:Your|YOUR)\s+(?:(?:Full|FULL)\s+)?(?:Name|Position|Title|Tagline|Discipline|Company|Job|Address|City|Country|E-?mail|Phone|Degree|School|University|Headline|Role|Field|Website|Major|NAME|POSITION|TITLE|ADDRESS)\b/u,
  /\b(?:add|insert|enter|write|put|type|showcase|describe|list|mention|include)\b[^.\n]{0,40}\bhere\b/iu,
  /\bthis is where you\b/iu,
  /\btexto sobre (?:você|voce)\b/iu,
  // Instructions in other languages: 'Sostituire con Nome', 'Inserire il livello', 'Escriba
  // aquí', 'Insira aqui', 'Insérez votre', 'Hier eingeben', as templates print them.
  /^(?:sostituire|inserire|indicare|specificare|descrivere)\b/iu,
  /\b(?:escriba|escreva|introduzca|insira|inserte|digite)\s+(?:aqu[ií]|aqui|su|seu|sua|tu)\b/iu,
  /\b(?:insérez|indiquez|remplacez|saisissez)\s+(?:ici|votre|vos|le|la|les)\b/iu,
  /\bhier\s+(?:eingeben|einfügen|eintragen)\b|\b(?:fügen|geben|tragen)\s+sie\s+hier\b/iu,
];

const sequentialDigits = /0123456|1234567|2345678|3456789|9876543/u;

/**
 * A sample identifier: a patent, DOI or ID number whose digits run in sequence ('11,456,789',
 * 'US 12,345,678'), or the DOI prefix examples use ('10.1234/'). Phones are judged apart.
 */
const identifierCandidate = /\d[\d,./-]{4,}\d/gu;
const sampleRun = /012345|123456|234567|345678|456789|987654/u;
function sampleIdentifier(text: string): string | undefined {
  const doi = /\b10\.1234\/\S+/u.exec(text);
  if (doi) return doi[0];
  const phones = [...text.matchAll(phoneCandidate)].map((m) => ({
    start: m.index,
    end: m.index + m[0].length,
  }));
  return [...text.matchAll(identifierCandidate)]
    .filter((m) => !phones.some((p) => p.start <= m.index && m.index < p.end))
    .map((m) => m[0])
    .find((candidate) => sampleRun.test(candidate.replace(/\D/gu, '')));
}

/**
 * A phone number nobody's: 555 exchanges, the UK's drama range (07700 900xxx), 123-456-7890,
 * all zeros, groups of one repeated digit ('(999) 888-7777').
 */
function isPlaceholderPhone(candidate: string): boolean {
  const digits = candidate.replace(/\D/g, '');
  if (digits.length < 7 || digits.length > 15) return false;
  if (sequentialDigits.test(digits)) return true;
  if (/(?<!\d)(?:\+44|0044|0)[\s()0]{0,4}7700[\s.-]?900\d{3}(?!\d)/u.test(candidate)) return true;
  const groups = candidate.match(/\d+/gu) ?? [];
  if (groups.length >= 3 && groups.every((g) => g.length >= 2 && /^(\d)\1*$/u.test(g))) return true;
  if (/^0+$/.test(digits.replace(/^[1-9]\d?(?=0{6})/, ''))) return true;
  // North American fiction numbers: 555 as the area code or as the exchange.
  return (
    /(?:^|\D)\(?555\)?[\s.-]?\d{3}[\s.-]?\d{4}/u.test(candidate) ||
    /(?:^|\D)555[\s.-]\d{4}(?!\d)/u.test(candidate)
  );
}

const phoneCandidate = /\+?\(?\+?\d[\d\s().–-]{5,}\d/gu;

const contactPatterns: RegExp[] = [
  // E-mail and web addresses on domains reserved or used for examples.
  /(?<![\w.%+-])[\w.%+-]*@(?:[\w-]+\.)*(?:example|email|domain|yourdomain|company)\.(?:com|org|net)\b/iu,
  /(?<![\w.-])(?:https?:\/\/)?(?:www\.)?(?:[\w-]+\.)*example\.(?:com|org|net)\b/iu,
  /\byour(?:mail|name|email|_?id|\.blog|\.name|site)\b/iu,
  // 'username' as a profile's handle: on a line of links or addresses, not in a duty.
  /(?:[@/]|\.com\b)[^\n]{0,40}\b(?:username|user_?name|usu[aá]rio)\b|\b(?:username|user_?name|usu[aá]rio)\b[^\n]{0,3}[@/]/iu,
  /\b123\s+Main\s+St(?:reet|\.)?\b/iu,
  /\bExample\s+(?:Street|Road|Avenue)\b/iu,
  /\bAnywhere,?\s+(?:USA|US|[A-Z]{2})\b/u,
  /\bAddress\s+Line\s+\d\b/iu,
  /(?<!\d)0{5}(?!\d)/u,
];

const organisationPatterns: RegExp[] = [
  // Letters in alphabet order as a name: 'ABC Company', 'DEF Inc.', 'PQR Corporation'.
  /\b(?:ABC|DEF|GHI|JKL|LMN|MNO|PQR|STU|XYZ)\s+(?:Company|Corp(?:oration)?|Inc|Ltd|LLC|Co|Group|University|College|School|Industries|Solutions|Technologies)\b/u,
  /\bCompany\s+[A-C](?:\s*[,/&]\s*[A-C])*\b(?!\.\p{L})/u,
  /\b(?:Hypothetical|Fictional|Fictitious|Imaginary|Sample|Example)\s+(?:University|College|Company|Corp(?:oration)?|Inc|School|Institute)\b|\bUniversity\s+of\s+(?:Hypothetical|Fictional|Imaginary)\b/u,
  /\b(?:Company|Employer|University|School|Institution)\s+Name\b/iu,
  // 'State University' as the whole name (not 'Ohio State University').
  /(?:^|[,|–—]\s*)State\s+University\b/u,
];

const boilerplatePatterns: RegExp[] = [
  /\b(?:reads?|written in|generated from|compiled from)\s+(?:a\s+|an\s+)?(?:YAML|JSON|LaTeX|Markdown)\b/iu,
  /\bmarkdown syntax\b/iu,
  /\b(?:build|use|customi[sz]e|edit|download)\s+this\s+template\b|\bexample\s+here\b/iu,
  // A sample's dummy referee or author: 'E. Someone', 'Prof. Alpha Beta'.
  /\b\p{Lu}\.\s+Someone\b/u,
  /\b(?:Prof\.?|Dr\.?)\s+(?:Alpha|Beta|Gamma|Delta)\s+(?:Alpha|Beta|Gamma|Delta|Omega)\b/u,
  /\b(?:this|the)\s+(?:template|cv|resume|résumé|document)\s+(?:is|was)\s+(?:made|created|generated|built|written|typeset)\b/iu,
];

function firstMatch(patterns: RegExp[], text: string): string | undefined {
  for (const pattern of patterns) {
    const match = pattern.exec(text);
    if (match) return match[0].replace(/^[,|–—\s]+/u, '');
  }
  return undefined;
}

/**
 * Text on the same row to the right of a line, not a date ('Company, Location' beside its
 * years is still the template's): the value a label introduces.
 */
const valueBeside = (line: Line, lines: Line[]) =>
  lines.some(
    (o) =>
      o !== line &&
      o.page === line.page &&
      o.rect.x0 >= line.rect.x1 &&
      verticalOverlap(o.rect, line.rect) > 0.5 &&
      datesIn(o.text).length === 0,
  );

/**
 * A line of field names and nothing else ('Company, Location', 'Nome, Idade'), with no value
 * beside it: 'Name' with the name printed to its right is a filled-in field.
 */
function isLabelLine(line: Line, lines: Line[]): boolean {
  // A line in lower case that ends a sentence is a wrapped sentence's end ('… grow with a
  // company.'), not a label ('Sobre: Texto sobre você.').
  if (line.heading || /^\p{Ll}.*[.!?]$/u.test(line.text.trim())) return false;
  // A measured figure ('from 19% to 8%', '$2M') is a filled-in fact, whatever words frame it.
  if (/\d\s?%|[$€£]\s?\d/u.test(line.text)) return false;
  const text = line.text.replace(/\d+/g, ' ');
  const cjk = text.match(/\p{Script=Han}/gu);
  if (cjk) {
    let rest = text;
    for (const label of chineseFieldLabels) rest = rest.split(label).join(' ');
    return (
      !/\p{Script=Han}/u.test(rest) &&
      !/\p{L}{2,}/u.test(rest.replace(/\p{Script=Han}/gu, '')) &&
      !valueBeside(line, lines)
    );
  }
  const words = wordsOf(text);
  if (words.length === 0 || words.length > 6) return false;
  if (!words.every((w) => fieldLabelWords.has(w))) return false;
  return words.length >= 2 || (loneFieldLabels.has(words[0] ?? '') && !valueBeside(line, lines));
}

/**
 * Every placeholder of the resume, a line at most once per kind, in reading order. Lorem
 * ipsum set one word a line (a narrow column) is found from the words around it.
 */
export function findPlaceholders(layout: ResumeLayout): PlaceholderHit[] {
  const hits: PlaceholderHit[] = [];
  const lines = layout.lines;
  lines.forEach((line, index) => {
    const add = (kind: PlaceholderKind, text: string) => hits.push({ kind, line, text });
    const own = loremShare(line.text);
    const around = loremShare(
      lines
        .slice(Math.max(0, index - 2), index + 3)
        .map((l) => l.text)
        .join(' '),
    );
    if (
      /\blorem\s+ipsum\b/iu.test(line.text) ||
      corporateIpsum.test(line.text) ||
      (own.words >= 3 && own.share >= 0.6) ||
      (own.words > 0 && own.share === 1 && around.words >= 4 && around.share >= 0.6)
    ) {
      add('filler', line.text);
      return;
    }
    const marker = firstMatch(markers, line.text);
    if (marker) add('marker', marker);
    else if (isLabelLine(line, lines)) add('label', line.text);
    const identifier = sampleIdentifier(line.text);
    if (identifier) add('identifier', identifier);
    const phone = [...line.text.matchAll(phoneCandidate)].find((m) => isPlaceholderPhone(m[0]));
    const contact = phone?.[0].trim() ?? firstMatch(contactPatterns, line.text);
    if (contact) add('contact', contact);
    const organisation = firstMatch(organisationPatterns, line.text);
    if (organisation) add('organisation', organisation);
    const boilerplate = firstMatch(boilerplatePatterns, line.text);
    if (boilerplate) add('boilerplate', line.text);
  });
  return hits;
}
