import { beforeAll, describe, expect, it } from 'vitest';
import { gradePdf } from '../src/grade.ts';
import { createGrammarLinter, type GrammarLinter } from '../src/writing/grammar-linter.ts';
import { makePdf, type TextLine } from './pdf-builder.ts';

let linter: GrammarLinter;
beforeAll(async () => {
  linter = await createGrammarLinter();
});

interface Defects {
  weakVerbs?: boolean;
  misspellings?: boolean;
  misaligned?: boolean;
  clichés?: boolean;
  noSkills?: boolean;
}

/** A one-page, single-column resume that follows every tip; defects are switched on. */
function resume(defects: Defects = {}): TextLine[] {
  const lines: TextLine[] = [];
  let y = 60;
  const add = (text: string, options: Partial<TextLine> = {}, gap = 14) => {
    lines.push({ text, x: 50, y, ...options });
    y += gap;
  };
  const bullet = (text: string, shift = 0) => add(`•  ${text}`, { x: 60 + shift });
  add('Jordan Avery', { size: 20, font: 'bold' }, 22);
  add(
    'jordan.avery@fastmail.com  |  +1 416 830 2291  |  Toronto, ON  |  linkedin.com/in/jordanavery',
    {},
    24,
  );
  add('SUMMARY', { size: 12, font: 'bold' }, 16);
  add('Backend engineer with six years of experience building payment systems at scale.', {}, 14);
  add('Known for calm incident response, clear design documents and mentoring new hires.', {}, 24);
  add('EXPERIENCE', { size: 12, font: 'bold' }, 16);
  add('Senior Software Engineer', { font: 'bold' });
  add('Northwind Payments, Toronto, ON  Jan 2021 – Present');
  bullet(
    defects.weakVerbs
      ? 'Responsible for the checkout service handling 2M daily payments'
      : 'Rebuilt the checkout service handling 2M daily payments',
  );
  bullet(
    defects.clichés
      ? 'Team player who led 4 engineers to cut latency by 35%'
      : 'Led 4 engineers to cut checkout latency by 35%',
    defects.misaligned ? 5 : 0,
  );
  bullet(
    defects.misspellings
      ? 'Automated the relase process, saving 10 hours a weak'
      : 'Automated the release process, saving 10 hours a week',
  );
  add('Software Engineer', { font: 'bold' }, 14);
  add('Contoso Bank, Ottawa, ON  Jun 2018 – Dec 2020');
  bullet(
    defects.weakVerbs
      ? 'Worked on fraud rules that blocked $1.2M in losses'
      : 'Designed fraud rules that blocked $1.2M in losses',
  );
  bullet(
    defects.misspellings
      ? 'Migrated 40 services to Kubernetes with zero downtimee'
      : 'Migrated 40 services to Kubernetes with zero downtime',
    0,
  );
  bullet('Mentored 3 junior engineers through their first production launches');
  add('Junior Developer', { font: 'bold' }, 14);
  add('Fabrikam Logistics, Waterloo, ON  May 2016 – May 2018');
  bullet('Shipped a route planning service that cut fuel costs by 12% across 200 trucks');
  bullet('Reduced nightly batch time from 6 hours to 40 minutes by rewriting the slowest joins');
  bullet('Built dashboards that warehouse leads used daily to spot delayed orders early');
  y += 10;
  add('PROJECTS', { size: 12, font: 'bold' }, 16);
  add('Ledger Replay  (open source, 2022)', { font: 'bold' });
  bullet('Wrote a Go tool that replays 10k ledger events per second for load tests');
  bullet('Adopted by 3 teams at Northwind to reproduce incidents before fixing them');
  y += 10;
  add('EDUCATION', { size: 12, font: 'bold' }, 16);
  add('B.Sc. Computer Science, University of Toronto  2014 – 2018', {}, 24);
  if (!defects.noSkills) {
    add('SKILLS', { size: 12, font: 'bold' }, 16);
    add('Go, TypeScript, PostgreSQL, Kafka, Kubernetes, AWS, Terraform, gRPC, Redis');
    add('Languages: English (native), French (professional working proficiency)');
  }
  return lines;
}

async function score(defects?: Defects) {
  const { grading } = await gradePdf(await makePdf([resume(defects)]), { linter, images: false });
  return grading;
}

describe('scores', () => {
  it('put a clean, strong resume in the A range', async () => {
    const grading = await score();
    expect(grading.scores.Cumulative).toBeGreaterThanOrEqual(90);
    expect(grading.finalGrade.Cumulative).toMatch(/^A/);
  });

  it('drop with injected defects, and drop further with more of them', async () => {
    const clean = await score();
    const some = await score({ weakVerbs: true, misspellings: true });
    const many = await score({
      weakVerbs: true,
      misspellings: true,
      misaligned: true,
      clichés: true,
      noSkills: true,
    });
    expect(some.scores.Cumulative).toBeLessThan(clean.scores.Cumulative);
    expect(many.scores.Cumulative).toBeLessThan(some.scores.Cumulative);
    expect(some.scores.Writing).toBeLessThan(clean.scores.Writing ?? Number.NaN);
    expect(many.scores.Content).toBeLessThan(clean.scores.Content ?? Number.NaN);
    expect(many.scores.Format).toBeLessThan(clean.scores.Format ?? Number.NaN);
  });
});
