import { grades } from '@resumegrader/contract/grades';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gradePdf } from '../src/grade.ts';
import { createGrammarLinter, type GrammarLinter } from '../src/writing/grammar-linter.ts';
import { makePdf, type TextLine } from './pdf-builder.ts';

let linter: GrammarLinter;
beforeAll(async () => {
  linter = await createGrammarLinter();
});
afterAll(() => linter.dispose());

type Sections = [string, string[]][];

const sections = (experience: string, education: string): Sections => [
  [
    'Summary',
    [
      'Backend engineer with six years of experience building payment systems at scale.',
      'Known for calm incident response, clear design documents and mentoring new hires.',
    ],
  ],
  [
    experience,
    [
      'Senior Software Engineer, Northwind Payments, Toronto  2021 – Present',
      '• Rebuilt the checkout service handling 2M daily payments',
      '• Led 4 engineers to cut checkout latency by 35%',
      '• Automated the release process, saving 10 hours a week',
      'Software Engineer, Contoso Bank, Ottawa  2018 – 2020',
      '• Designed fraud rules that blocked $1.2M in losses',
      '• Migrated 40 services to Kubernetes with zero downtime',
      '• Replaced a nightly batch with streaming jobs, so fraud alerts arrive in 30 seconds',
      '• Wrote the incident runbook that 9 teams adopted after a regional outage in 2019',
      'Junior Developer, Fabrikam Logistics, Waterloo  2016 – 2018',
      '• Shipped a route planner that cut fuel costs by 12% across 200 trucks',
      '• Reduced nightly report time from 6 hours to 40 minutes by rewriting the slowest joins',
      '• Interviewed drivers and dispatchers to find the 5 delays that cost the most',
    ],
  ],
  [
    'Projects',
    [
      'Ledger Replay (open source, 2022)',
      '• Wrote a Go tool that replays 10k ledger events per second for load tests',
      '• Adopted by 3 teams at Northwind to reproduce incidents before fixing them',
    ],
  ],
  [education, ['B.Sc. Computer Science, University of Toronto  2014 – 2018']],
  [
    'Skills',
    [
      'Go, TypeScript, PostgreSQL, Kafka, Kubernetes, AWS, Terraform, gRPC, Redis',
      'English (native), French (professional working proficiency), technical writing',
    ],
  ],
];

/**
 * One resume's text in one column (capitalised headings above their sections) or with a
 * label gutter (headings in a left column beside their sections' first lines).
 */
function layOut(content: Sections, gutter: boolean): TextLine[] {
  const lines: TextLine[] = [
    { text: 'Jordan Avery', x: 50, y: 60, size: 20, font: 'bold' },
    {
      text: 'jordan.avery@fastmail.com  |  +1 416 830 2291  |  Toronto, ON  |  linkedin.com/in/jordanavery',
      x: 50,
      y: 82,
    },
  ];
  let y = 110;
  for (const [heading, rows] of content) {
    lines.push({
      text: gutter ? heading : heading.toUpperCase(),
      x: 50,
      y,
      size: gutter ? 11 : 12,
      font: 'bold',
    });
    if (!gutter) y += 16;
    const x = gutter ? 150 : 50;
    for (const row of rows) {
      const bullet = row.startsWith('• ');
      const title = /^(?:Senior|Software|Junior)/u.test(row);
      lines.push({ text: row, x: bullet ? x + 10 : x, y, font: title ? 'bold' : 'regular' });
      y += 14;
    }
    y += 10;
  }
  return lines;
}

async function grade(lines: TextLine[]) {
  const { grading } = await gradePdf(await makePdf([lines]), { linter, images: false });
  return grading;
}

const step = (grade: string) => grades.indexOf(grade as (typeof grades)[number]);

describe('the same text in two layouts', () => {
  it.each([
    ['standard headings', sections('Experience', 'Education')],
    ['freely worded headings', sections('Where I worked', 'Studies')],
  ])('grades within one step in one column and with a label gutter (%s)', async (_, content) => {
    const column = await grade(layOut(content, false));
    const gutter = await grade(layOut(content, true));
    expect(
      Math.abs(step(column.finalGrade.Cumulative) - step(gutter.finalGrade.Cumulative)),
    ).toBeLessThanOrEqual(1);
    for (const grading of [column, gutter]) {
      const titles = grading.allFeedback.map((f) => f.title);
      expect(titles).not.toContain('Does not look like a resume');
      expect(titles).not.toContain('Missing Experience section');
      expect(titles).not.toContain('Missing Education section');
      expect(grading.finalGrade.Cumulative).toMatch(/^A/);
    }
  });
});
