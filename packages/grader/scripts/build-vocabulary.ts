// `tsx scripts/build-vocabulary.ts ONET_DIR ESCO_DIR`: builds src/match/data/*.ts, the
// job matcher's terms from two open taxonomies (docs/job-match.md says where to get them):
// - O*NET Technology Skills (O*NET 29.3, CC BY 4.0): the products employers name in each
//   occupation ('Intuit QuickBooks', 'Epic Systems', 'Adobe Premiere Pro'). Kept: those
//   named for two occupations or more, or marked Hot Technology or In Demand.
// - ESCO skills (v1.1.1, English, CC BY 4.0 / Commission Decision 2011/833/EU): knowledge
//   concepts of several sectors or one ('motion graphics', 'infection control', 'SQL') and
//   the spoken languages.
// Each entry is the canonical name, then the aliases people write, as curated-terms.ts
// writes them ('Intuit QuickBooks|QuickBooks').
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const [onetDir = '', escoDir = ''] = process.argv.slice(2);
if (!onetDir || !escoDir) throw new Error('usage: build-vocabulary.ts ONET_DIR ESCO_DIR');
const outDir = path.resolve(import.meta.dirname, '../src/match/data');

/** A tab-separated O*NET file as rows of named fields. */
function tsv(file: string): Record<string, string>[] {
  const [head = '', ...lines] = readFileSync(file, 'utf8').trim().split(/\r?\n/u);
  const names = head.split('\t');
  return lines.map((line) => {
    const cells = line.split('\t');
    return Object.fromEntries(names.map((n, i) => [n, cells[i] ?? '']));
  });
}

/** A CSV file (quoted fields may hold commas and line breaks) as rows of named fields. */
function csv(file: string): Record<string, string>[] {
  const text = readFileSync(file, 'utf8');
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else if (c !== '\r') cell += c;
  }
  if (cell || row.length) rows.push([...row, cell]);
  const [head = [], ...body] = rows;
  return body.map((cells) => Object.fromEntries(head.map((n, i) => [n, cells[i] ?? ''])));
}

/**
 * The short names of O*NET's products: without a vendor's name before them ('Intuit
 * QuickBooks', 'Autodesk AutoCAD'; a vendor is a first word that opens five products or
 * more) and without a trailing 'software'. The vocabulary drops a short name made only of
 * everyday words ('Adobe Analytics' is never 'Analytics').
 */
function onetTerms(): string[] {
  const rows = tsv(path.join(onetDir, 'Technology Skills.txt'));
  const occupations = new Map<string, Set<string>>();
  const notable = new Set<string>();
  for (const row of rows) {
    const name = (row.Example ?? '').trim();
    if (!name) continue;
    occupations.set(name, (occupations.get(name) ?? new Set()).add(row['O*NET-SOC Code'] ?? ''));
    if (row['Hot Technology'] === 'Y' || row['In Demand'] === 'Y') notable.add(name);
  }
  const firstWords = new Map<string, number>();
  for (const name of occupations.keys()) {
    const first = name.split(' ')[0] ?? '';
    firstWords.set(first, (firstWords.get(first) ?? 0) + 1);
  }
  const vendors = new Set([...firstWords].filter(([, n]) => n >= 5).map(([w]) => w));
  const entries: string[] = [];
  for (const [name, codes] of occupations) {
    if (codes.size < 2 && !notable.has(name)) continue;
    // Descriptions, not products: 'Word processing software', 'Scanner imaging software'.
    if (/^\p{Lu}\p{Ll}+(?: \p{Ll}+)+$/u.test(name)) continue;
    if (/[|>=]/u.test(name)) continue;
    const aliases = new Set<string>();
    const short = name.replace(/ software$/u, '');
    if (short !== name && short.length >= 2) aliases.add(short);
    const words = short.split(' ');
    if (words.length > 1 && vendors.has(words[0] ?? '') && /^\p{L}/u.test(words[0] ?? '')) {
      const rest = words.slice(1).join(' ');
      if (rest.length >= 3 && !/^\p{Ll}/u.test(rest)) aliases.add(rest);
    }
    aliases.delete(name);
    entries.push([name, ...aliases].join('|'));
  }
  return entries.sort();
}

/** A concept's alternative labels kept: each is one more name to build and look up. */
const maxAliases = 3;

/** Knowledge ESCO names in a few words: 'motion graphics', 'SQL', 'infection control'. */
function escoTerms(): { knowledge: string[]; languages: string[] } {
  const rows = csv(path.join(escoDir, 'skills_en.csv'));
  const short = (label: string) => label.replace(/\s*\([^)]*\)\s*/gu, ' ').trim();
  const fits = (label: string) =>
    label.length >= 2 && label.split(' ').length <= 4 && !/[|>=,;:]/u.test(label);
  const knowledge: string[] = [];
  for (const row of rows) {
    // Transversal knowledge is everyone's ('English' comes from the languages); a single
    // occupation's ('types of foil printing machines') is seldom what a posting names.
    if (row.skillType !== 'knowledge') continue;
    if (row.reuseLevel === 'transversal' || row.reuseLevel === 'occupation-specific') continue;
    const name = short(row.preferredLabel ?? '');
    if (!fits(name)) continue;
    // Alternative labels of two or three words, the shortest few: single words are often
    // looser ('drainage'), and ESCO's long variants ('methods for rainwater management')
    // are not how a posting or a resume names the concept.
    const aliases = (row.altLabels ?? '')
      .split('\n')
      .map(short)
      .filter(
        (a) =>
          fits(a) &&
          a.includes(' ') &&
          a.split(' ').length <= 3 &&
          a.toLowerCase() !== name.toLowerCase(),
      )
      .sort((a, b) => a.length - b.length)
      .slice(0, maxAliases);
    knowledge.push([name, ...new Set(aliases)].join('|'));
  }
  // The languages: ESCO's transversal knowledge concepts named after one (English, Welsh).
  const collection = csv(path.join(escoDir, 'languageSkillsCollection_en.csv'));
  const languages = collection
    .filter((row) => row.skillType === 'knowledge')
    .map((row) => short(row.preferredLabel ?? ''))
    .filter((name) => /^\p{Lu}\p{Ll}+$/u.test(name));
  return { knowledge: knowledge.sort(), languages: [...new Set(languages)].sort() };
}

/** A generated module: one exported list, an entry a line (bundled with the grader). */
function write(file: string, name: string, about: string, entries: string[]): void {
  const lines = entries.map((entry) => `  ${JSON.stringify(entry)},`).join('\n');
  const text = `// Generated by scripts/build-vocabulary.ts from ${about}; see LICENSE.md here.\nexport const ${name}: readonly string[] = [\n${lines}\n];\n`;
  writeFileSync(path.join(outDir, file), text);
}

const onet = onetTerms();
const esco = escoTerms();
write('onet-technology.ts', 'onetTechnology', 'O*NET 29.3 Technology Skills', onet);
write(
  'esco-knowledge.ts',
  'escoKnowledge',
  'ESCO v1.1.1 skills (knowledge, English)',
  esco.knowledge,
);
write('esco-languages.ts', 'escoLanguages', 'ESCO v1.1.1 language skills', esco.languages);
console.log(
  `O*NET products ${onet.length}, ESCO knowledge ${esco.knowledge.length}, languages ${esco.languages.length}`,
);
