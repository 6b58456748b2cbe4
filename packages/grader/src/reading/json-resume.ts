import {
  type AtsReading,
  type JsonResume,
  jsonResumeSchemaUrl,
  type ReadField,
} from '@resumegrader/contract/ats-reading';

/** Networks JSON Resume names in `basics.profiles`, by the host of the link. */
const networks: [RegExp, string][] = [
  [/linkedin\./iu, 'LinkedIn'],
  [/github\./iu, 'GitHub'],
  [/gitlab\./iu, 'GitLab'],
  [/bitbucket\./iu, 'Bitbucket'],
  [/behance\./iu, 'Behance'],
  [/dribbble\./iu, 'Dribbble'],
  [/stackoverflow\./iu, 'Stack Overflow'],
  [/kaggle\./iu, 'Kaggle'],
  [/medium\.com/iu, 'Medium'],
  [/(?:twitter|x)\.com/iu, 'X'],
  [/orcid\./iu, 'ORCID'],
  [/scholar\.google/iu, 'Google Scholar'],
];

/** A printed link as a URL: 'linkedin.com/in/jane' → 'https://linkedin.com/in/jane'. */
function absoluteUrl(text: string): string | undefined {
  const trimmed = text.trim().replace(/(?<![),.;])[),.;]+$/u, '');
  const withScheme = /^https?:\/\//iu.test(trimmed) ? trimmed : `https://${trimmed}`;
  try {
    const parsed = new URL(withScheme);
    return parsed.hostname.includes('.') ? parsed.href : undefined;
  } catch {
    return undefined;
  }
}

/** 'San Francisco, CA' → city and region; one name alone is taken as the city. */
function location(field: ReadField | null): Record<string, string> | undefined {
  if (!field) return undefined;
  const [city, ...rest] = field.text.split(/(?<!\s)\s*,\s*/u);
  if (!city) return undefined;
  return rest.length > 0 ? { city, region: rest.join(', ') } : { city };
}

/** 'Bachelor of Science in Computer Science' → study type and area. */
function degreeParts(text: string): { studyType: string; area?: string } {
  const at = /(?<!\s)\s+in\s+|,\s*/u.exec(text);
  if (!at) return { studyType: text };
  return { studyType: text.slice(0, at.index), area: text.slice(at.index + at[0].length) };
}

/** 'English (Native)', 'Spanish: fluent', 'German – B2' → the language and its level. */
function language(text: string): { language: string; fluency?: string } {
  // The first mark after the name that opens a level: '(' when the text ends in ')', else a
  // separator with something after it.
  for (const mark of text.matchAll(/[(:–—-]/gu)) {
    const at = mark.index;
    const fluency =
      mark[0] === '(' ? text.endsWith(')') && text.slice(at + 1, -1) : text.slice(at + 1).trim();
    if (at > 0 && fluency) return { language: text.slice(0, at).trim(), fluency: fluency.trim() };
  }
  return { language: text };
}

/** JSON Resume leaves out what is unknown rather than writing it empty. */
function compact<T extends Record<string, unknown>>(value: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(value).filter(
      ([, v]) => v !== undefined && v !== null && v !== '' && !(Array.isArray(v) && v.length === 0),
    ),
  ) as Partial<T>;
}

const dateOrUndefined = (date: string | null) =>
  date === null || date === 'present' ? undefined : date;

/**
 * The ATS reading as a JSON Resume document (schema v1.0.0), which Reactive Resume and
 * other builders import. Ongoing roles have no end date, as the schema expects.
 */
export function toJsonResume(reading: AtsReading): JsonResume {
  const links = reading.links
    .map((l) => absoluteUrl(l.text))
    .filter((url): url is string => url !== undefined);
  const profiles = links.flatMap((url) => {
    const network = networks.find(([pattern]) => pattern.test(url))?.[1];
    if (!network) return [];
    const username = new URL(url).pathname.split('/').filter(Boolean).at(-1);
    return [compact({ network, url, username })];
  });
  const website = links.find((url) => !networks.some(([pattern]) => pattern.test(url)));
  const email = reading.email?.text;
  return {
    $schema: jsonResumeSchemaUrl,
    basics: compact({
      name: reading.name?.text,
      label: reading.headline?.text,
      email,
      phone: reading.phone?.text,
      url: website,
      summary: reading.summary?.text,
      location: location(reading.location),
      profiles,
    }),
    work: reading.positions.map((p) =>
      compact({
        name: p.employer?.text,
        position: p.title?.text,
        location: p.location?.text,
        startDate: dateOrUndefined(p.startDate),
        endDate: dateOrUndefined(p.endDate),
        highlights: p.bullets.map((b) => b.text),
      }),
    ),
    education: reading.education.map((e) =>
      compact({
        institution: e.institution?.text,
        ...(e.degree ? degreeParts(e.degree.text) : {}),
        startDate: dateOrUndefined(e.startDate),
        endDate: dateOrUndefined(e.endDate),
      }),
    ),
    skills: reading.skills.map((s) => ({ name: s.text })),
    languages: reading.languages.map((l) => language(l.text)),
    certificates: reading.certifications.map((c) => ({ name: c.text })),
    meta: { version: 'v1.0.0', canonical: jsonResumeSchemaUrl },
  };
}
