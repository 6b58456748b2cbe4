import { describe, expect, it } from 'vitest';
import { contextOf, makePdf, rectCovers, stack, type TextLine } from '../../test/pdf-builder.ts';
import { overusedFindings } from './overused-words.ts';

/** The value, failing the test when it is missing. */
function defined<T>(value: T | undefined): T {
  expect(value).toBeDefined();
  return value as T;
}

const bullet = (text: string, y: number): TextLine[] => [
  { text: '•', x: 50, y },
  { text, x: 60, y },
];

describe('overused words and clichés', () => {
  it('find padding tails that claim a skill instead of a result', async () => {
    const bytes = await makePdf([
      [
        { text: 'EXPERIENCE', x: 50, y: 60, size: 12, font: 'bold' },
        ...bullet('Built an offline sync engine, showcasing distributed systems knowledge', 76),
        ...bullet('Cut API latency by 60%, demonstrating expertise in caching', 90),
        ...bullet('Wrote the runbook, reflecting on 3 outages with the team', 104),
      ],
    ]);
    const [padding, ...rest] = overusedFindings(contextOf(bytes));
    expect(rest).toEqual([]);
    expect(padding?.phrase).toBe('demonstrating expertise');
    expect(padding?.occurrences).toHaveLength(2);
    // Named in the resume's own words, not the list's.
    expect(padding?.message).toMatch(
      /^'Showcasing distributed systems knowledge' and 1 more like it appear — cut the tail/,
    );
  });

  it('count every occurrence, box each one, and name the phrase and count', async () => {
    const bytes = await makePdf([
      [
        { text: 'Jane Kowalczyk', x: 50, y: 60, size: 20, font: 'bold' },
        { text: 'EXPERIENCE', x: 50, y: 100, size: 12, font: 'bold' },
        ...bullet('Responsible for the billing service and its on-call rotation', 116),
        ...bullet('Responsible for hiring two engineers', 130),
        ...bullet('Owned the release calendar and was responsible', 144),
        { text: 'for coordinating three product teams', x: 60, y: 156 },
        ...bullet('Utilized Grafana dashboards to spot slow queries', 170),
        { text: 'PROJECTS', x: 50, y: 200, size: 12, font: 'bold' },
        ...bullet('Responsible for a detail-', 216),
        { text: 'oriented audit of the payment flows', x: 60, y: 228 },
      ],
      [
        ...stack({ x: 50, y: 60 }, [
          { text: 'SKILLS', font: 'bold', size: 12 },
          'Team player, SQL, Python, public speaking',
        ]),
      ],
    ]);
    const context = contextOf(bytes);
    const findings = overusedFindings(context);
    expect(findings.map((f) => [f.phrase, f.severity, f.status, f.occurrences.length])).toEqual([
      // Across the line break of the third bullet: one use, two boxes.
      ['responsible for', 'red', 'Overused', 5],
      ['detail-oriented', 'red', 'Cliché', 2],
      ['team player', 'red', 'Cliché', 1],
      ['utilize', 'yellow', 'Overused', 1],
    ]);
    const [responsible, , teamPlayer, utilize] = findings;
    expect(responsible?.message).toBe(
      "'Responsible for' appears 4 times — lead with what you achieved, e.g. 'Cut deploy time 40% by automating releases'.",
    );
    expect(responsible?.title).toBe('Duty instead of achievement');
    expect(utilize?.message).toMatch(/^'Utilized' appears once — write 'use'/u);
    const boxes = responsible?.occurrences ?? [];
    expect(boxes.every((o) => o.page === 0)).toBe(true);
    expect(rectCovers(context.layout, defined(boxes[0]).rect, 'Responsible for the billing')).toBe(
      true,
    );
    expect(rectCovers(context.layout, defined(boxes[1]).rect, 'Responsible for hiring')).toBe(true);
    expect(rectCovers(context.layout, defined(boxes[3]).rect, 'for coordinating')).toBe(true);
    // The box holds the phrase, not the whole line.
    const line = context.layout.lines.find((l) => l.text.startsWith('Responsible for the billing'));
    expect(defined(boxes[0]).rect.x1).toBeLessThan((line?.rect.x1 ?? 0) - 100);
    expect(teamPlayer?.occurrences[0]?.page).toBe(1);
    expect(
      rectCovers(context.layout, defined(defined(teamPlayer).occurrences[0]).rect, 'Team player'),
    ).toBe(true);
  });

  it('find nothing in plain, specific writing, and ignore a phrase inside a title', async () => {
    const bytes = await makePdf([
      [
        { text: 'EXPERIENCE', x: 50, y: 60, size: 12, font: 'bold' },
        ...bullet('Cut deploy time 40% by automating releases with GitHub Actions', 76),
        ...bullet('Hired and mentored two engineers who now lead the payments team', 90),
        ...bullet('Solved a dynamic programming problem set for the interview loop', 104),
        ...bullet('Launched dynamic personalization across the lifecycle e-mails', 118),
        ...bullet('Ran dynamic and static analysis on every merge request', 128),
        { text: 'PUBLICATIONS', x: 50, y: 150, size: 12, font: 'bold' },
        ...bullet('Co-authored 2. Dynamic Sparsity Patterns for Efficient Inference', 166),
      ],
    ]);
    expect(overusedFindings(contextOf(bytes))).toEqual([]);
  });

  it("find 'dynamic' where it describes the writer or a workplace", async () => {
    const bytes = await makePdf([
      [
        { text: 'SUMMARY', x: 50, y: 60, size: 12, font: 'bold' },
        { text: 'Dynamic, caring nurse who thrives in a dynamic environment', x: 50, y: 76 },
      ],
    ]);
    const [found] = overusedFindings(contextOf(bytes));
    expect([found?.phrase, found?.occurrences.length]).toEqual(['dynamic', 2]);
  });
});

describe('self-praise', () => {
  it('flags the praise a candidate gives themselves', async () => {
    const context = contextOf(
      await makePdf([
        [
          { text: 'SUMMARY', x: 50, y: 60, size: 12, font: 'bold' },
          { text: 'Highly skilled engineer with exceptional leadership skills.', x: 50, y: 76 },
          { text: 'Visionary leader with an eye for cost.', x: 50, y: 90 },
          { text: 'EXPERIENCE', x: 50, y: 120, size: 12, font: 'bold' },
          ...bullet(
            'Recruited highly skilled welders for an exceptional, one-off bridge project',
            136,
          ),
        ],
      ]),
    );
    const phrases = overusedFindings(context).map((f) => [f.phrase, f.occurrences.length]);
    expect(phrases).toEqual(
      expect.arrayContaining([
        ['highly skilled', 2],
        ['exceptional', 1],
        ['visionary', 1],
      ]),
    );
  });
});
