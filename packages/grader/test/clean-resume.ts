/**
 * Test support: a clean one-page resume as pdf-builder lines (A4, Helvetica, margins at
 * 50pt and 545pt), laid out the way a careful PDF producer would — headings and entry
 * titles on the margin, bullets at +10, wrapped bullet text under the bullet's text, dates
 * right-aligned at the margin, the same space above every heading. Tests copy it and
 * inject one defect at a known place.
 */
import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { TextLine } from './pdf-builder.ts';

export const left = 50;
export const right = 545;
export const bulletX = 60;
const leading = 14;
const headingSpace = 26;

const helvetica = await PDFDocument.create().then((pdf) => pdf.embedFont(StandardFonts.Helvetica));

/** Width in points of Helvetica text, to place right-aligned and wrapped text exactly. */
export const widthOf = (text: string, size = 10): number => helvetica.widthOfTextAtSize(text, size);

/** Where bullet text starts: after the glyph and a space. */
export const bulletTextX = bulletX + widthOf('• ');

type Entry = { title: string; date: string; bullets?: string[][] } | { text: string };

const sections: [string, Entry[]][] = [
  [
    'EXPERIENCE',
    [
      {
        title: 'Senior Engineer, Acme Corp',
        date: 'Jan 2021 – Present',
        bullets: [
          ['Cut deploy time by 40% with a new CI pipeline used by 30 engineers'],
          [
            'Led five engineers to ship a billing platform that processes 2M invoices a month for 900 online merchants',
            'across three regions with zero downtime',
          ],
          ['Reduced cloud spend by 25% by rightsizing clusters and adding autoscaling'],
        ],
      },
      {
        title: 'Software Engineer, Beta GmbH',
        date: 'Mar 2018 – Dec 2020',
        bullets: [
          ['Built a search service answering 5k queries per second at 40 ms p99'],
          ['Migrated 120 services to Kubernetes in six months with no customer impact'],
        ],
      },
    ],
  ],
  [
    'EDUCATION',
    [
      { title: 'MSc Computer Science, TU Berlin', date: 'Oct 2016 – Feb 2018' },
      { title: 'BSc Computer Science, TU Munich', date: 'Oct 2013 – Sep 2016' },
    ],
  ],
  [
    'PROJECTS',
    [
      {
        title: 'Open-source contributor, Vitest',
        date: 'Jun 2022 – Present',
        bullets: [
          ['Added 30 tests and fixed 12 bugs in the coverage reporter'],
          ['Wrote the guide for migrating from Jest, read by 10k developers'],
        ],
      },
    ],
  ],
  [
    'SKILLS',
    [
      { text: 'Languages: TypeScript, Go, Python, SQL' },
      { text: 'Tools: Kubernetes, Terraform, PostgreSQL, Kafka' },
    ],
  ],
];

/** The clean resume; `extraSpaceAbove` adds points above one heading (and moves all below). */
export function cleanResume(extraSpaceAbove: Record<string, number> = {}): TextLine[] {
  const lines: TextLine[] = [
    { text: 'Jane Doe', x: left, y: 60, size: 20, font: 'bold' },
    { text: 'jane.doe@example.com | +1 555 0100 | Berlin, Germany', x: left, y: 80 },
  ];
  let y = 80;
  for (const [heading, entries] of sections) {
    y += headingSpace + (extraSpaceAbove[heading] ?? 0);
    lines.push({ text: heading, x: left, y, size: 12, font: 'bold' });
    y += 4;
    for (const entry of entries) {
      y += leading;
      if ('text' in entry) {
        lines.push({ text: entry.text, x: left, y });
        continue;
      }
      lines.push({ text: entry.title, x: left, y, font: 'bold' });
      lines.push({ text: entry.date, x: right - widthOf(entry.date), y });
      for (const [first, ...wrapped] of entry.bullets ?? []) {
        y += leading;
        lines.push({ text: `• ${first}`, x: bulletX, y });
        for (const text of wrapped) {
          y += leading;
          lines.push({ text, x: bulletTextX, y });
        }
      }
    }
  }
  return lines;
}

/** A copy of the lines with the one starting with `start` changed. */
export function edit(
  lines: TextLine[],
  start: string,
  change: (line: TextLine) => TextLine,
): TextLine[] {
  const index = lines.findIndex((l) => l.text.startsWith(start));
  if (index < 0) throw new Error(`no line starts with '${start}'`);
  return lines.map((line, i) => (i === index ? change(line) : line));
}
