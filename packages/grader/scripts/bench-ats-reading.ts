// `npm run bench:ats-reading -w packages/grader [-- --openresume DIR]`: how much of a resume
// the ATS reader gets right, against the hand labels in quality/ats-reading (README there).
// Per set (shared, real) and overall: labelled work and education entries found, their titles,
// employers, institutions and dates, and the contact fields; then every miss. `--openresume
// DIR` adds the same figures for another reader's output, DIR/<pdf file>.json in the labels'
// shape. Real files whose PDF is not on this machine are skipped (they are never committed).
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { readDocument } from '../src/read-document.ts';
import { sharedDir } from '../test/shared-files.ts';

/** 'YYYY-MM', 'YYYY', 'present' or null. */
type When = string | null;
interface Work {
  title: string | null;
  employer: string | null;
  start: When;
  end: When;
}
interface Education {
  institution: string | null;
  degree: string | null;
  start: When;
  end: When;
}
/** One resume as read, or as labelled: what a recruiter would enter into an ATS. */
interface Resume {
  name: string | null;
  email: string | null;
  phone: string | null;
  city: string | null;
  work: Work[];
  education: Education[];
}
interface Label extends Resume {
  set: 'shared' | 'real';
  file: string;
}

const here = path.resolve(import.meta.dirname, '..');
const labels = JSON.parse(
  readFileSync(path.join(here, 'quality/ats-reading/labels.json'), 'utf8'),
) as Label[];
const pdfPath = (label: Label) =>
  label.set === 'real'
    ? path.join(here, 'quality/real/pdfs', path.basename(label.file))
    : path.join(sharedDir, 'resumes', label.file);

// 'Right' is equality after this; a phone compares by its digits only.
const plain = (text: string) =>
  text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\p{P}\p{S}]+/gu, ' ')
    .replace(/\s+/gu, ' ')
    .trim();
const digits = (text: string) => text.replace(/\D/gu, '');
// Real resumes' contact fields are labelled as hashes (README); punctuation stays in them.
const hashOf = (text: string, phone: boolean) =>
  'sha256:' +
  createHash('sha256')
    .update(
      phone ? digits(text) : text.normalize('NFKC').toLowerCase().replace(/\s+/gu, ' ').trim(),
    )
    .digest('hex');
const isHash = (text: string | null) => text?.startsWith('sha256:') ?? false;

function same(expected: string, read: string | null, phone = false): boolean {
  if (read === null) return false;
  if (isHash(expected)) return hashOf(read, phone) === expected;
  return phone ? digits(expected) === digits(read) : plain(expected) === plain(read);
}

/** A date is right at the label's precision: '2019' takes '2019-05', '2019-05' needs it. */
const sameDate = (expected: string, read: When) =>
  read !== null && (expected === 'present' ? read === 'present' : read.startsWith(expected));
const year = (date: When) => (date === 'present' ? date : (date?.slice(0, 4) ?? null));

function fromReader(file: string): Resume {
  const { reading } = readDocument(new Uint8Array(readFileSync(file)));
  return {
    name: reading.name?.text ?? null,
    email: reading.email?.text ?? null,
    phone: reading.phone?.text ?? null,
    city: reading.location?.text ?? null,
    work: reading.positions.map((p) => ({
      title: p.title?.text ?? null,
      employer: p.employer?.text ?? null,
      start: p.startDate,
      end: p.endDate,
    })),
    education: reading.education.map((e) => ({
      institution: e.institution?.text ?? null,
      degree: e.degree?.text ?? null,
      start: e.startDate,
      end: e.endDate,
    })),
  };
}

type Entry = Work | Education;
const namesOf = (e: Entry) => ('title' in e ? [e.title, e.employer] : [e.institution, e.degree]);
const wordsOf = (e: Entry) =>
  new Set(
    namesOf(e)
      .flatMap((v) => (v === null || isHash(v) ? [] : plain(v).split(' ')))
      .filter((w) => w.length >= 3),
  );
const whens = ['start', 'end'] as const;

/**
 * Labelled entries paired with read ones, best pairs first: shared words (Jaccard) plus the
 * years that agree. A pair needs a word in common or all its labelled years agreeing, so an
 * entry read with garbled names still counts as found when its dates place it.
 */
function pairUp<T extends Entry>(labelled: T[], read: T[]): (T | undefined)[] {
  const pairs: { l: number; r: number; score: number }[] = [];
  labelled.forEach((l, li) =>
    read.forEach((r, ri) => {
      const a = wordsOf(l);
      const b = wordsOf(r);
      const shared = [...a].filter((w) => b.has(w)).length;
      const dated = whens.filter((k) => l[k] !== null);
      const agree = dated.filter((k) => year(l[k]) === year(r[k])).length;
      if (shared > 0 || (dated.length > 0 && agree === dated.length))
        pairs.push({ l: li, r: ri, score: shared / (a.size + b.size - shared || 1) + agree / 4 });
    }),
  );
  const paired: (T | undefined)[] = labelled.map(() => undefined);
  const taken = new Set<number>();
  for (const { l, r } of pairs.sort((x, y) => y.score - x.score)) {
    if (paired[l] !== undefined || taken.has(r)) continue;
    paired[l] = read[r];
    taken.add(r);
  }
  return paired;
}

/** Right/of counts, one a figure. */
type Tally = Record<string, { right: number; of: number }>;
const figureNames = [
  'work entries found',
  'education entries found',
  'titles right',
  'employers right',
  'institutions right',
  'dates right',
  'name right',
  'email right',
  'phone right',
  'city right',
] as const;
type Figure = (typeof figureNames)[number];
interface Miss {
  file: string;
  field: string;
  expected: string;
  read: string;
}

function score(label: Label, read: Resume, tally: Tally, misses: Miss[]) {
  const count = (figure: Figure, right: boolean) => {
    const t = (tally[figure] ??= { right: 0, of: 0 });
    t.of++;
    if (right) t.right++;
  };
  // Real resumes' contact details stay out of the output, labelled or read: a read value that
  // holds an address or a phone number, or equals one of the hashed labels, is not shown.
  const looksPrivate = (text: string) =>
    text.includes('@') ||
    digits(text).length >= 7 ||
    (['name', 'email', 'phone', 'city'] as const).some((k) => {
      const expected = label[k];
      return expected !== null && (same(expected, text) || same(expected, text, true));
    });
  const show = (text: string | null, secret: boolean) =>
    text === null
      ? '(none)'
      : secret || (label.set === 'real' && looksPrivate(text))
        ? '(hidden)'
        : text;
  const check = (
    figure: Figure,
    field: string,
    expected: string | null,
    got: string | null,
    listed = true,
  ) => {
    if (expected === null) return; // nothing labelled, nothing to score
    const right = same(expected, got, field === 'phone');
    count(figure, right);
    if (!right && listed)
      misses.push({
        file: label.file,
        field,
        expected: show(expected, isHash(expected)),
        read: show(got, isHash(expected)),
      });
  };
  for (const k of ['name', 'email', 'phone', 'city'] as const)
    check(`${k} right`, k, label[k], read[k]);

  // Every labelled value counts, found or not: an entry not found has its title, dates, ...
  // wrong too (one miss line says so), as an ATS would hold none of them.
  const entries = <T extends Entry>(kind: 'work' | 'education', labelled: T[], got: T[]) => {
    const paired = pairUp(labelled, got);
    labelled.forEach((l, i) => {
      const at = `${kind}[${i}]`;
      const r = paired[i];
      count(kind === 'work' ? 'work entries found' : 'education entries found', r !== undefined);
      if (!r) {
        const what = [...namesOf(l), l.start, l.end].map((v) =>
          v === null ? '-' : show(v, isHash(v)),
        );
        misses.push({
          file: label.file,
          field: at,
          expected: what.join(' | '),
          read: '(not found)',
        });
      }
      const [first = null, second = null] = r ? namesOf(r) : [];
      if ('title' in l) {
        check('titles right', `${at}.title`, l.title, first, !!r);
        check('employers right', `${at}.employer`, l.employer, second, !!r);
      } else check('institutions right', `${at}.institution`, l.institution, first, !!r);
      for (const k of whens) {
        const expected = l[k];
        if (expected === null) continue;
        const right = sameDate(expected, r ? r[k] : null);
        count('dates right', right);
        if (!right && r)
          misses.push({ file: label.file, field: `${at}.${k}`, expected, read: r[k] ?? '(none)' });
      }
    });
  };
  entries('work', label.work, read.work);
  entries('education', label.education, read.education);
}

// --- run -----------------------------------------------------------------------------------
const sets = ['shared', 'real', 'overall'] as const;
type SetName = (typeof sets)[number];
interface Run {
  name: string;
  /** undefined: this reader has no output for the file. */
  read: (label: Label) => Resume | undefined;
  tallies: Record<SetName, Tally>;
  files: Record<SetName, number>;
  misses: Miss[];
}
const run = (name: string, read: Run['read']): Run => ({
  name,
  read,
  tallies: { shared: {}, real: {}, overall: {} },
  files: { shared: 0, real: 0, overall: 0 },
  misses: [],
});

const nothing: Resume = {
  name: null,
  email: null,
  phone: null,
  city: null,
  work: [],
  education: [],
};
const openIndex = process.argv.indexOf('--openresume');
const openDir = openIndex >= 0 ? process.argv[openIndex + 1] : undefined;
if (openDir && !existsSync(openDir)) console.log(`No ${openDir}: OpenResume is left out.`);
const runs = [run('reader', (label) => fromReader(pdfPath(label)))];
if (openDir && existsSync(openDir))
  runs.push(
    run('OpenResume', (label) => {
      const file = path.join(openDir, `${path.basename(label.file)}.json`);
      // Missing keys read as nothing rather than failing the run.
      return existsSync(file)
        ? { ...nothing, ...(JSON.parse(readFileSync(file, 'utf8')) as Partial<Resume>) }
        : undefined;
    }),
  );

for (const label of labels) {
  if (!existsSync(pdfPath(label))) {
    console.log(`skipped ${label.file}: its PDF is not on this machine`);
    continue;
  }
  for (const r of runs) {
    let read: Resume | undefined;
    try {
      read = r.read(label);
    } catch (error) {
      // An unreadable file scores as nothing found rather than stopping the run.
      console.log(`${r.name} could not read ${label.file}: ${String(error)}`);
      read = nothing;
    }
    if (!read) continue;
    score(label, read, r.tallies[label.set], []);
    score(label, read, r.tallies.overall, r.misses);
    r.files[label.set]++;
    r.files.overall++;
  }
}

const cell = (t: { right: number; of: number } | undefined) =>
  !t || t.of === 0 ? '-' : `${Math.round((100 * t.right) / t.of)}% ${t.right}/${t.of}`;
const row = (title: string, cells: string[]) =>
  console.log([title.padEnd(24), ...cells.map((c) => c.padEnd(18))].join(''));
console.log();
row(
  '',
  runs.flatMap((r) => sets.map((s) => `${r.name} ${s}`)),
);
row(
  'files',
  runs.flatMap((r) => sets.map((s) => String(r.files[s]))),
);
for (const figure of figureNames)
  row(
    figure,
    runs.flatMap((r) => sets.map((s) => cell(r.tallies[s][figure]))),
  );

// The misses are the reader's: OpenResume's figures are there to compare with.
const [reader] = runs;
console.log(`\n${reader?.misses.length} misses of the reader (file, field, expected, read):`);
for (const m of reader?.misses ?? [])
  console.log(`${m.file}  ${m.field}  expected "${m.expected}"  read "${m.read}"`);
