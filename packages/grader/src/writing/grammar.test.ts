import { beforeAll, describe, expect, it } from 'vitest';
import { contextOf, makePdf, rectCovers, stack, type TextLine } from '../../test/pdf-builder.ts';
import { createGrammarLinter, type GrammarLinter } from './grammar-linter.ts';
import { grammarFindings, maxGrammarFindings } from './grammar.ts';

/** The value, failing the test when it is missing. */
function defined<T>(value: T | undefined): T {
  expect(value).toBeDefined();
  return value as T;
}

let linter: GrammarLinter;
// Harper's set-up takes seconds (more on a busy machine); one linter serves the file.
beforeAll(async () => {
  linter = await createGrammarLinter();
}, 120_000);

/** A bulleted line as LaTeX sets it: the glyph, then the text at a fixed indent. */
const bullet = (text: string, y: number, x = 50): TextLine[] => [
  { text: '•', x, y },
  { text, x: x + 10, y },
];

const header: TextLine[] = [
  { text: 'Jane Kowalczyk', x: 50, y: 60, size: 20, font: 'bold' },
  {
    text: 'jane.kowalczyk@example.com | (555) 123-4567 | github.com/jkowalczyk',
    x: 50,
    y: 80,
    size: 9,
  },
];

describe('the harper wrapper', () => {
  it('reports offsets in UTF-16 code units, so they index JavaScript strings', async () => {
    const text = 'Café 😀 owner managed teh team of engeneers.';
    const lints = await linter.lint(text);
    expect(lints.map((l) => l.problem)).toEqual(['teh', 'engeneers']);
    for (const lint of lints) expect(text.slice(lint.start, lint.end)).toBe(lint.problem);
  });

  it('skips ignored words, even ones full of regex syntax, and still lints the rest', async () => {
    const text = 'Wrote Kakaotalk bots in C++ and node.js|x for a engineer.';
    const lints = await linter.lint(text, ['Kakaotalk', 'C++', 'node.js|x']);
    expect(lints.map((l) => l.problem)).toEqual(['a']);
  });
});

describe('grammar and spelling findings', () => {
  it('box each misspelling and grammar error on its words, with a specific message', async () => {
    const bytes = await makePdf([
      [
        ...header,
        ...stack({ x: 50, y: 110 }, [
          { text: 'EXPERIENCE', font: 'bold', size: 12 },
          { text: 'Software Engineer, Qualcomm', font: 'bold' },
        ]),
        ...bullet('Led a team of five engeneers to migrate the billing service to Kubernetes', 138),
        ...bullet('Wrote a internal tool that cut review time in half for Viasat', 152),
        ...bullet('Improved the the deployment pipeline with GitHub Actions and Docker', 166),
        ...bullet('Managed relationships with enterprise clients and their', 180),
        { text: 'requirments across three regions', x: 60, y: 192 },
        { text: 'PROJECTS', x: 50, y: 220, size: 12, font: 'bold' },
        ...bullet('Their is no better way to learn than to teach, so I mentored four interns', 236),
      ],
    ]);
    const context = contextOf(bytes);
    const findings = await grammarFindings(context, linter);
    expect(findings.map((f) => [f.check, f.severity, f.title, f.text])).toEqual([
      ['spelling', 'red', 'Spelling', 'engeneers'],
      ['grammar', 'red', 'Grammar', 'a'],
      ['grammar', 'red', 'Repeated word', 'the the'],
      ['spelling', 'red', 'Spelling', 'requirments'],
      ['grammar', 'red', 'Grammar', 'Their'],
    ]);
    const [engeneers, article, repeated, requirments, their] = findings;
    expect(engeneers?.message).toBe("'engeneers' looks misspelled — did you mean 'engineers'?");
    expect(article?.message).toBe("'a': Incorrect indefinite article. Try 'an'.");
    expect(requirments?.message).toContain("did you mean 'requirements'?");
    expect(rectCovers(context.layout, defined(engeneers).rect, 'five engeneers')).toBe(true);
    expect(rectCovers(context.layout, defined(repeated).rect, 'the the deployment')).toBe(true);
    // On the wrapped line, not on the bullet's first line.
    const wrapped = context.layout.lines.find((l) => l.text.startsWith('requirments'));
    const middle = requirments ? (requirments.rect.y0 + requirments.rect.y1) / 2 : 0;
    expect(middle).toBeGreaterThan(wrapped?.rect.y0 ?? Infinity);
    expect(middle).toBeLessThan(wrapped?.rect.y1 ?? -Infinity);
    expect(their?.page).toBe(0);
    // The box is the word, not the line: 'engeneers' is the fifth word of its line.
    const line = defined(context.layout.lines.find((l) => l.text.includes('five engeneers')));
    expect(defined(engeneers).rect.x0).toBeGreaterThan(line.rect.x0 + 50);
    expect(defined(engeneers).rect.x1 - defined(engeneers).rect.x0).toBeLessThan(60);
  });

  it('find nothing in a clean resume full of names, contact details and technology terms', async () => {
    const bytes = await makePdf([
      [
        ...header,
        ...stack({ x: 50, y: 110 }, [
          { text: 'SKILLS', font: 'bold', size: 12 },
          'Languages: Python, TypeScript, JavaScript, Golang, SystemVerilog, C++',
          'Tools: Kubernetes, PostgreSQL, SQLAlchemy, Reactjs, Kafka, InfluxDB, Terraform, ARMv7, STM32, UART',
          { text: 'EXPERIENCE', font: 'bold', size: 12 },
          { text: 'Dunamu Inc. — Seoul, South Korea', font: 'bold' },
          'Site Reliability Engineer, Sept. 2022 – Dec 2023',
        ]),
        ...bullet(
          'Migrated services from Heroku to Kubernetes with zero downtime using Helm and Terraform',
          208,
        ),
        ...bullet(
          'Built notification workers for Kakaotalk and Slack on top of RabbitMQ and Kafka',
          222,
        ),
        ...bullet(
          'Reduced PostgreSQL query latency by 40% with better indexes on AWS and GCP',
          236,
        ),
        ...bullet(
          'Mentored three junior developers with Prof. Tilsen and introduced code reviews',
          250,
        ),
        ...bullet('Ported the firmware to ARMv7 SoCs and an STM32 board over UART and SPI', 264),
        ...bullet(
          'Wrote the LaTeX templates and GitHub Actions workflows for the NeurIPS submission',
          278,
        ),
      ],
    ]);
    expect(await grammarFindings(contextOf(bytes), linter)).toEqual([]);
  });

  it('join words hyphenated across a line break instead of calling the halves misspelled', async () => {
    const bytes = await makePdf([
      [
        ...header,
        { text: 'EXPERIENCE', x: 50, y: 110, size: 12, font: 'bold' },
        ...bullet('Designed and imple-', 126),
        { text: 'mented a search index over two million documents', x: 60, y: 138 },
        ...bullet('Partnered with cross-', 152),
        { text: 'functional teams to ship the new checkout', x: 60, y: 164 },
      ],
    ]);
    expect(await grammarFindings(contextOf(bytes), linter)).toEqual([]);
  });

  it('find a misspelling beside a number or a name, not a word that may belong to the name', async () => {
    const bytes = await makePdf([
      [
        ...header,
        { text: 'EXPERIENCE', x: 50, y: 110, size: 12, font: 'bold' },
        ...bullet('Acheived 120% of the regional quota during the holiday season', 126),
        ...bullet('Managed seperate Salesforce instances for the warehouse teams', 140),
        ...bullet('Won 3 seperate awards from the regional director', 154),
        ...bullet('Produced the play with Ethel griffies and the Lindqvist Trust', 168),
      ],
    ]);
    const findings = await grammarFindings(contextOf(bytes), linter);
    expect(findings.map((f) => f.message)).toEqual([
      "'Acheived' looks misspelled — did you mean 'Achieved'?",
      "'seperate' looks misspelled — did you mean 'separate'?",
      "'seperate' looks misspelled — did you mean 'separate'?",
    ]);
  });

  it(`keep at most ${maxGrammarFindings}, the first in reading order`, async () => {
    const words = ['teamm', 'projekt', 'sistem', 'managment', 'develloped', 'recieved'];
    const lines = Array.from({ length: 50 }, (_, i) =>
      bullet(`Item ${i + 1} mentions the ${words[i % words.length]} once`, 80 + i * 14),
    );
    const context = contextOf(
      await makePdf([
        [{ text: 'EXPERIENCE', x: 50, y: 60, size: 12, font: 'bold' }, ...lines.flat()],
      ]),
    );
    const findings = await grammarFindings(context, linter);
    expect(findings).toHaveLength(maxGrammarFindings);
    expect(rectCovers(context.layout, defined(findings[0]).rect, 'Item 1 mentions')).toBe(true);
    const ys = findings.map((f) => f.rect.y0);
    expect(ys).toEqual([...ys].sort((a, b) => a - b));
  });

  it('give the same findings in the same order every time, quickly once harper is warm', async () => {
    const bullets = [
      'Led a team of five engeneers to migrate the billing service to Kubernetes',
      'Wrote a internal tool that cut review time in half',
      'Designed a event pipeline processing two million records per day on Kafka',
      'Automated the release process and reduced deploy time from hours to minutes',
      'Optimised database queries, cutting the p95 latency of the search endpoint by 35%',
      'Coordinated with product managers to priortize the roadmap for three quarters',
    ];
    const pages = [0, 1].map((page) =>
      Array.from({ length: 40 }, (_, i) =>
        bullet(`${bullets[i % bullets.length]} (page ${page + 1}, item ${i + 1})`, 60 + i * 18),
      ).flat(),
    );
    const bytes = await makePdf(pages);
    const started = performance.now();
    const first = await grammarFindings(contextOf(bytes), linter);
    const elapsed = performance.now() - started;
    console.info(`grammar on a generated two-page resume (80 bullets): ${elapsed.toFixed(0)} ms`);
    const second = await grammarFindings(contextOf(bytes), linter);
    expect(second).toEqual(first);
    expect(first.length).toBeGreaterThan(0);
  });
  it('read a British resume in British English: no US-only corrections, and an American slip is the one found', async () => {
    const british = (slip: string) =>
      makePdf([
        [
          ...header,
          ...stack({ x: 50, y: 110 }, [
            { text: 'EXPERIENCE', font: 'bold', size: 12 },
            { text: 'Operations Manager, Northern Freight', font: 'bold' },
          ]),
          ...bullet('Organised the delivery programme for a fleet of forty lorries', 138),
          ...bullet('Cut petrol spend by a fifth and analysed every route with the drivers', 152),
          ...bullet(`Redesigned the ${slip} coding of the depot maps for new starters`, 166),
          ...bullet('Taught maths to apprentices at the regional training centre', 180),
        ],
      ]);
    const clean = await grammarFindings(contextOf(await british('colour')), linter);
    expect(clean).toEqual([]);
    const slipped = contextOf(await british('color'));
    expect((await grammarFindings(slipped, linter)).map((f) => [f.text, f.message])).toEqual([
      ['color', "'color' looks misspelled — did you mean 'colour'?"],
    ]);
  });

  it('keep American English for an American resume, where a British word choice is worth a note', async () => {
    const context = contextOf(
      await makePdf([
        [
          ...header,
          ...stack({ x: 50, y: 110 }, [
            { text: 'EXPERIENCE', font: 'bold', size: 12 },
            { text: 'Operations Manager, Midwest Freight', font: 'bold' },
          ]),
          ...bullet('Organized the delivery program for a fleet of forty trucks', 138),
          ...bullet('Cut petrol spend by a fifth and analyzed every route with the drivers', 152),
        ],
      ]),
    );
    const findings = await grammarFindings(context, linter);
    expect(findings.map((f) => [f.title, f.text])).toEqual([['Word choice', 'petrol']]);
  });
  it('leave the adjective "everyday" and a range "worth £2M to £12M" alone', async () => {
    const context = contextOf(
      await makePdf([
        [
          ...header,
          ...stack({ x: 50, y: 110 }, [
            { text: 'EXPERIENCE', font: 'bold', size: 12 },
            { text: 'Adult Education Tutor, Leeds City College', font: 'bold' },
          ]),
          ...bullet('Taught reading and everyday math to twelve adult learners', 138),
          ...bullet('Prepared cost estimates for junction upgrades worth £2M to £12M', 152),
        ],
      ]),
    );
    expect(await grammarFindings(context, linter)).toEqual([]);
  });

  /** A resume of one role whose bullets are `bullets`, one per line. */
  const resumeOf = async (role: string, bullets: string[]) =>
    contextOf(
      await makePdf([
        [
          ...header,
          ...stack({ x: 50, y: 110 }, [
            { text: 'EXPERIENCE', font: 'bold', size: 12 },
            { text: role, font: 'bold' },
          ]),
          ...bullets.flatMap((text, i) => bullet(text, 138 + 14 * i)),
        ],
      ]),
    );
  const spelled = async (role: string, bullets: string[]) =>
    (await grammarFindings(await resumeOf(role, bullets), linter)).map((f) => [f.text, f.message]);

  it('leave valid words harper lacks alone, and never offer a rarer word for one', async () => {
    expect(
      await spelled('Senior Accountant, Northwind Foods', [
        'Cut reportable variances by half across the subledger and the billing accounts',
        'Planned macronutrients for athletes and wrote the linker scripts of the lab firmware',
        'Analysed the flow between warehouses and optimised routes for the colour printers',
        'Translated the course “Estadística y transición energética” for the partner school',
        'Wrote copywriting for three clients and tutored calc and stats (incl. exam prep)',
        'Graduated in Informatics, final grade 1.2 (sehr gut) and a thesis on parsers',
      ]),
    ).toEqual([]);
  });

  it('find a slip in capitals, in a name it looks like or a rare word for a common one, but not a name that respells a word', async () => {
    expect(
      await spelled('Research Assistant, Harlow Institute', [
        'Moved the ENVIRONNMENT models of the Finance Deparmtent to a shared cluster',
        'Wrote grant reports for the Chemistry Departmnt and the Braineer team',
        'Led the comunicaton plan for seven partner schools across the county',
        'Kept the shared calender of the lab and its roading survey up to date',
      ]),
    ).toEqual([
      ['ENVIRONNMENT', "'ENVIRONNMENT' looks misspelled — did you mean 'ENVIRONMENT'?"],
      ['Deparmtent', "'Deparmtent' looks misspelled — did you mean 'Department'?"],
      ['comunicaton', "'comunicaton' looks misspelled — did you mean 'communication'?"],
      ['calender', "'calender' looks misspelled — did you mean 'calendar'?"],
    ]);
  });

  it('leave house-style grammar alone: a count use of a mass noun, a line continued in lower case', async () => {
    expect(
      await spelled('Teacher, Riverside Primary School', [
        'Brought a passion for science to every class and ran the school garden',
        'with the parents, and the hop between lessons took two minutes at most',
      ]),
    ).toEqual([]);
  });
});
