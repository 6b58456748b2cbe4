import { describe, expect, it } from 'vitest';
import { contextOf, makePdf, rectCovers, type TextLine } from '../../../test/pdf-builder.ts';
import type { HorizontalCheck } from '../findings.ts';
import { horizontalFormat } from './horizontal.ts';
import {
  bulletTextX,
  cleanResume,
  edit,
  left,
  right,
  widthOf,
} from '../../../test/clean-resume.ts';

async function check(lines: TextLine[]) {
  const context = contextOf(await makePdf([lines]));
  const findings = horizontalFormat(context);
  return {
    findings,
    /** The findings of one check, in order, as [severity, message]. */
    of: (check: HorizontalCheck) =>
      findings.filter((f) => f.check === check).map((f) => [f.severity, f.message]),
    /** Whether the n-th finding's box lies on the line holding `needle`. */
    boxes: (n: number, needle: string) =>
      rectCovers(context.layout, findings[n]?.rect ?? { x0: 0, y0: 0, x1: 0, y1: 0 }, needle),
  };
}

/** Moves a date so it ends at x, as right-aligned text does. */
const endAt = (x: number) => (l: TextLine) => ({ ...l, x: x - widthOf(l.text) });

describe('horizontalFormat', () => {
  it('finds nothing on a clean resume', async () => {
    const { findings } = await check(cleanResume());
    expect(findings).toEqual([]);
  });

  it('flags a section heading in a different size: red from 1pt, yellow below', async () => {
    const bigger = await check(edit(cleanResume(), 'EDUCATION', (l) => ({ ...l, size: 14 })));
    expect(bigger.of('font-size')).toEqual([
      [
        'red',
        expect.stringContaining(
          "heading 'EDUCATION' is set in 14pt; set it in 12pt, like the other section headings",
        ),
      ],
    ]);
    expect(bigger.findings).toHaveLength(1);
    expect(bigger.boxes(0, 'EDUCATION')).toBe(true);

    const slightly = await check(edit(cleanResume(), 'SKILLS', (l) => ({ ...l, size: 12.7 })));
    expect(slightly.of('font-size')).toEqual([
      ['yellow', expect.stringContaining("'SKILLS' is set in 12.7pt")],
    ]);
    expect(slightly.boxes(0, 'SKILLS')).toBe(true);
  });

  it('reads a size several headings share as a level of the outline, not a slip', async () => {
    const withAwards = [
      ...cleanResume(),
      { text: 'AWARDS', x: left, y: 770, size: 12, font: 'bold' as const },
      { text: 'Dean’s list for six terms in a row at the state university', x: left, y: 788 },
    ];
    let lines = edit(withAwards, 'EXPERIENCE', (l) => ({ ...l, size: 14.3 }));
    lines = edit(lines, 'PROJECTS', (l) => ({ ...l, size: 14.3 }));
    expect((await check(lines)).of('font-size')).toEqual([]);
  });

  it('flags bullet text and a body line in an odd size', async () => {
    const bullet = await check(
      edit(cleanResume(), '• Built a search', (l) => ({ ...l, size: 11 })),
    );
    expect(bullet.of('font-size')).toEqual([
      ['red', expect.stringContaining("The bullet 'Built a search")],
    ]);
    expect(bullet.boxes(0, 'Built a search')).toBe(true);

    const body = await check(edit(cleanResume(), 'Languages:', (l) => ({ ...l, size: 10.7 })));
    expect(body.of('font-size')).toEqual([
      ['yellow', expect.stringContaining("The line 'Languages:")],
    ]);
    expect(body.boxes(0, 'Languages:')).toBe(true);
  });

  it('flags a heading and a bullet set in another typeface', async () => {
    let lines = edit(cleanResume(), 'PROJECTS', (l) => ({ ...l, font: 'times' as const }));
    lines = edit(lines, '• Reduced cloud', (l) => ({ ...l, font: 'times' as const }));
    const { of, boxes } = await check(lines);
    expect(of('font-face')).toEqual([
      [
        'yellow',
        expect.stringMatching(/^The bullet 'Reduced cloud spend .*' uses a different typeface/),
      ],
      [
        'yellow',
        expect.stringMatching(/^The section heading 'PROJECTS' uses a different typeface/),
      ],
    ]);
    expect(boxes(0, 'Reduced cloud') && boxes(1, 'PROJECTS')).toBe(true);
  });

  it('flags each bullet in a minority glyph, boxing the glyph', async () => {
    const lines = edit(cleanResume(), '• Built a search', (l) => ({
      ...l,
      text: l.text.replace('•', '–'),
    }));
    const { findings, of, boxes } = await check(lines);
    expect(of('bullet-glyph')).toEqual([
      ['yellow', expect.stringContaining("is '–' while the others in its list are '•'")],
    ]);
    expect(findings).toHaveLength(1);
    expect(boxes(0, 'Built a search')).toBe(true);
    expect(findings[0]?.rect.x1).toBeLessThanOrEqual(bulletTextX + 3);
  });

  it("recognises '»' and a letter 'o' as bullets in a mixed style", async () => {
    for (const glyph of ['»', 'o']) {
      const lines = edit(cleanResume(), '• Built a search', (l) => ({
        ...l,
        text: l.text.replace('•', glyph),
      }));
      const { findings, of } = await check(lines);
      expect(of('bullet-glyph'), glyph).toEqual([
        ['yellow', expect.stringContaining(`is '${glyph}' while the others in its list are '•'`)],
      ]);
      expect(findings, glyph).toHaveLength(1);
    }
  });

  it('flags a line running past the right margin', async () => {
    const long =
      'Migrated 120 services to Kubernetes in six months with no customer impact, no downtime and no rollbacks needed at all';
    expect(bulletTextX + widthOf(long)).toBeGreaterThan(right + 15);
    const { findings, of, boxes } = await check(
      edit(cleanResume(), '• Migrated', (l) => ({ ...l, text: `• ${long}` })),
    );
    expect(of('right-margin')).toEqual([
      ['red', expect.stringMatching(/^'Migrated 120 .*' runs \d+(\.\d)?pt past the right margin/)],
    ]);
    expect(findings).toHaveLength(1);
    expect(boxes(0, 'Migrated 120')).toBe(true);
  });

  it('finds no margin to run past in ragged text, where no lines share a right edge', async () => {
    const words = 'design editorial printing identity motion branding layout type'.split(' ');
    const ragged: TextLine[] = [
      { text: 'EXPERIENCE', x: left, y: 60, size: 12, font: 'bold' },
      ...Array.from({ length: 9 }, (_, i) => {
        // Lines of different lengths, the longest a few points past the left margin's mirror.
        const width = i === 4 ? right + 6 - left : 330 + i * 23;
        let text = words[0] as string;
        for (let w = 1; widthOf(text) < width; w++) text = `${text} ${words[w % 8]}`;
        if (i !== 4) text = text.slice(0, text.lastIndexOf(' '));
        return { text, x: left, y: 80 + i * 14 };
      }),
    ];
    expect((await check(ragged)).of('right-margin')).toEqual([]);
  });

  it('gives a block of lines set wider than the rest one finding, not one per line', async () => {
    // The summary's ragged lines end 12-30pt past where every other line of the page ends.
    const summary = [
      'Platform engineer who turns slow, fragile release processes into quick, dull ones',
      'that teams trust; nine years of payments and logistics systems at three companies',
      'of different sizes, from a ten-person start-up to a listed firm with 4,000 staff',
    ].map((text, i): TextLine => ({
      text,
      x: right + ([12, 22, 30][i] ?? 0) - widthOf(text),
      y: 100 + i * 14,
    }));
    const lines = [...cleanResume(), ...summary.map((l) => ({ ...l, y: l.y + 640 }))];
    const { of } = await check(lines);
    expect(of('right-margin')).toEqual([
      [
        'red',
        expect.stringMatching(/' and 2 other lines run up to \d+(\.\d)?pt past the right margin/),
      ],
    ]);
  });

  it('flags text printed within reach of the page edge, once per page', async () => {
    // All five dates moved to end 8pt from the edge: they agree on a margin, but it is too
    // close; the box is on the one reaching furthest.
    const { findings, of, boxes } = await check(
      cleanResume().map((l) => (/\d{4} –/.test(l.text) ? endAt(587)(l) : l)),
    );
    expect(of('right-margin')).toEqual([
      [
        'red',
        expect.stringMatching(
          /^'Oct 2016 – Feb 2018' and 4 other lines end [78](\.\d)?pt from the page edge/,
        ),
      ],
    ]);
    expect(findings).toHaveLength(1);
    expect(boxes(0, 'Oct 2016')).toBe(true);
  });

  it('flags dates written in a minority format, boxing each date', async () => {
    let lines = edit(cleanResume(), 'Oct 2016', (l) =>
      endAt(right)({ ...l, text: '10/2016 – 02/2018' }),
    );
    lines = edit(lines, 'Jan 2021', (l) => endAt(right)({ ...l, text: 'January 2021 – Present' }));
    const { findings, of, boxes } = await check(lines);
    expect(of('date-format')).toEqual([
      [
        'yellow',
        expect.stringContaining(
          "'January 2021' spells the month out, unlike your other dates (like 'Mar 2018')",
        ),
      ],
      [
        'yellow',
        expect.stringContaining(
          "'10/2016' is written differently from your other dates (like 'January 2021')",
        ),
      ],
      ['yellow', expect.stringContaining("'02/2018' is written differently")],
    ]);
    expect(findings).toHaveLength(3);
    expect(boxes(0, 'January 2021') && boxes(1, '10/2016') && boxes(2, '10/2016')).toBe(true);
    // Each box covers its own date, not the whole line.
    expect(findings[1]?.rect.x1).toBeLessThan(findings[2]?.rect.x0 ?? 0);
  });

  it('flags a month cut short unlike the others and a range joined unlike the others', async () => {
    let lines = edit(cleanResume(), 'Oct 2016', (l) =>
      endAt(right)({ ...l, text: 'Sept 2016 - Feb 2018' }),
    );
    lines = edit(lines, 'Jan 2021', (l) => endAt(right)({ ...l, text: 'Jan. 2021 – Present' }));
    const { findings, of, boxes } = await check(lines);
    expect(of('date-format')).toEqual([
      [
        'yellow',
        expect.stringContaining(
          "'Jan. 2021' puts a full stop after its month, unlike your other dates (like 'Mar 2018')",
        ),
      ],
      [
        'yellow',
        expect.stringContaining(
          "'Sept 2016' cuts its month to 4 letters, unlike your other dates (like 'Mar 2018')",
        ),
      ],
      [
        'yellow',
        expect.stringContaining(
          "'Sept 2016 - Feb 2018' joins its dates with '-', unlike your other dates (like 'Jan. 2021 – Present', with '–')",
        ),
      ],
    ]);
    expect(findings).toHaveLength(3);
    expect(boxes(0, 'Jan. 2021') && boxes(1, 'Sept 2016') && boxes(2, 'Sept 2016')).toBe(true);
  });

  it("flags 'July' written out among months cut to three letters, not in the four-letter style of 'Sept'", async () => {
    const july = edit(cleanResume(), 'Oct 2016', (l) =>
      endAt(right)({ ...l, text: 'July 2016 – Feb 2018' }),
    );
    expect((await check(july)).of('date-format')).toEqual([
      [
        'yellow',
        expect.stringContaining(
          "'July 2016' spells the month out, unlike your other dates (like 'Jan 2021')",
        ),
      ],
    ]);
    const house = edit(july, 'Jan 2021', (l) =>
      endAt(right)({ ...l, text: 'Sept 2020 – Present' }),
    );
    expect((await check(house)).of('date-format')).toEqual([]);
  });

  it("reads 'July' among months written in full as their style, and flags the cut ones", async () => {
    let lines = edit(cleanResume(), 'Jan 2021', (l) =>
      endAt(right)({ ...l, text: 'January 2021 – Present' }),
    );
    lines = edit(lines, 'Mar 2018', (l) =>
      endAt(right)({ ...l, text: 'March 2018 – December 2020' }),
    );
    lines = edit(lines, 'Oct 2016', (l) =>
      endAt(right)({ ...l, text: 'July 2016 – February 2018' }),
    );
    // Five months in full ('July' among them), three cut: the cut ones are the odd ones.
    expect((await check(lines)).of('date-format')).toEqual([
      ['yellow', expect.stringContaining("'Oct 2013' abbreviates the month")],
      ['yellow', expect.stringContaining("'Sep 2016' abbreviates the month")],
      ['yellow', expect.stringContaining("'Jun 2022' abbreviates the month")],
    ]);
  });

  it("keeps 'Sept' among 'Sep' a slip where a long month is written in full", async () => {
    let lines = edit(cleanResume(), 'Oct 2013', (l) =>
      endAt(right)({ ...l, text: 'Oct 2013 – Sept 2016' }),
    );
    lines = edit(lines, 'Mar 2018', (l) => endAt(right)({ ...l, text: 'March 2018 – Dec 2020' }));
    expect((await check(lines)).of('date-format')).toEqual(
      expect.arrayContaining([['yellow', expect.stringContaining("'Sept 2016' cuts its month")]]),
    );
  });

  it('reads AP style (Aug. and Sept. with full stops, March to July in full) as one style', async () => {
    let lines = edit(cleanResume(), 'Jan 2021', (l) =>
      endAt(right)({ ...l, text: 'Sept. 2021 – Present' }),
    );
    lines = edit(lines, 'Mar 2018', (l) => endAt(right)({ ...l, text: 'June 2018 – Aug. 2021' }));
    lines = edit(lines, 'Oct 2016', (l) => endAt(right)({ ...l, text: 'March 2016 – Feb. 2018' }));
    lines = edit(lines, 'Oct 2013', (l) => endAt(right)({ ...l, text: 'Oct. 2013 – July 2016' }));
    lines = edit(lines, 'Jun 2022', (l) => endAt(right)({ ...l, text: 'April 2022 – Present' }));
    expect((await check(lines)).of('date-format')).toEqual([]);
  });

  it('compares no date typed after its title, nor a date to the day in a grid of its own', async () => {
    const personal: TextLine[] = [
      { text: 'PERSONAL DETAILS', x: 50, y: 60, size: 12, font: 'bold' },
      { text: 'Born', x: 50, y: 80 },
      { text: '06.11.1994', x: 150, y: 80 },
      { text: 'First aid', x: 50, y: 94 },
      { text: '09.05.2025', x: 150, y: 94 },
      { text: 'Licence', x: 50, y: 108 },
      { text: '04.07.2025', x: 150, y: 108 },
      { text: 'EXPERIENCE', x: 50, y: 140, size: 12, font: 'bold' },
      { text: 'Dispatcher, North Ambulance | 08/2024 - 10/2025', x: 50, y: 160 },
      { text: 'Paramedic, City Rescue Service | 02/2019 - 10/2023', x: 50, y: 174 },
      { text: 'Trainee, Red Cross | 11/2017 - 08/2018', x: 50, y: 188 },
      { text: 'Volunteer, Fire Brigade | 09/2012 - 09/2014', x: 50, y: 202 },
    ];
    const { of } = await check(personal);
    expect(of('date-alignment')).toEqual([]);
    expect(of('date-format')).toEqual([]);
  });

  it('compares no date in a sentence or before a column that goes on, and reads two listed periods as one', async () => {
    const teaching: TextLine[] = [
      { text: 'EXPERIENCE', x: 50, y: 60, size: 12, font: 'bold' },
      ...[
        ['Lecturer, State University', 'Sep 2019 – Present'],
        ['Teaching Assistant, State University', 'Sep 2016 – Jun 2019'],
        ['Tutor, City College', 'Jan 2014 – Aug 2016'],
        ['Camp Counselor, Lake Camp', 'May 2012 – Aug 2012 and May 2013 – Aug 2013'],
      ].flatMap(([title, date], i) => [
        { text: title as string, x: 50, y: 80 + i * 30 },
        endAt(right)({ text: date as string, x: 0, y: 80 + i * 30 }),
      ]),
      // A subtitle's years, with the institution's column after them on the row.
      { text: 'Demonstration Crew: 2009–2012', x: 60, y: 94 },
      { text: 'Department of Physics', x: 400, y: 94 },
      { text: 'PUBLICATIONS', x: 50, y: 220, size: 12, font: 'bold' },
      {
        text: 'Tuition and enrolment: evidence from 2014-2021, Journal of Education',
        x: 50,
        y: 240,
      },
    ];
    const { of } = await check(teaching);
    expect(of('date-alignment')).toEqual([]);
    expect(of('date-format')).toEqual([]);
  });

  it('lines up a date set in a badge by its badge', async () => {
    const badge = (text: string, y: number) => [
      { box: { x: right - 70, y: y - 12, width: 70, height: 16 }, grey: 0.9 },
      endAt(right - 6)({ text, x: 0, y }),
    ];
    const lines = [
      { text: 'EXPERIENCE', x: 50, y: 60, size: 12, font: 'bold' as const },
      ...[0, 1, 2].flatMap((i) => [
        { text: `Analyst ${i}, Harbour Bank`, x: 50, y: 80 + i * 30 },
        endAt(right)({ text: `Jan 201${i} – Dec 201${i}`, x: 0, y: 80 + i * 30 }),
      ]),
      { text: 'EDUCATION', x: 50, y: 200, size: 12, font: 'bold' as const },
      { text: 'MSc Finance, City University', x: 50, y: 220 },
      ...badge('2016 – 2018', 220),
    ];
    const context = contextOf(await makePdf([lines]));
    expect(horizontalFormat(context).filter((f) => f.check === 'date-alignment')).toEqual([]);
  });

  it('lines a date up with the dates of its own page, not those overleaf', async () => {
    const entry = (i: number, end: number): TextLine[] => [
      { text: `Analyst ${i}, Harbour Bank`, x: 50, y: 80 + i * 30 },
      endAt(end)({ text: `Jan 201${i} – Dec 201${i}`, x: 0, y: 80 + i * 30 }),
    ];
    const first = [
      { text: 'EXPERIENCE', x: 50, y: 60, size: 12, font: 'bold' as const },
      ...entry(0, right - 4),
    ];
    const second = [1, 2, 3].flatMap((i) => entry(i, right));
    const context = contextOf(await makePdf([first, second]));
    expect(horizontalFormat(context).filter((f) => f.check === 'date-alignment')).toEqual([]);
  });

  it("reads a job's marker and its tasks' markers a few points in as two levels, not mixed glyphs", async () => {
    const outline: TextLine[] = [
      { text: 'EXPERIENCE', x: 50, y: 60, size: 12, font: 'bold' },
      ...[0, 1].flatMap((job) => [
        { text: `o Accountant, Firm ${job + 1}, 2019 – 2024`, x: 60, y: 80 + job * 70 },
        ...[1, 2, 3].map((task) => ({
          text: `• Reviewed ledger ${task} of the firm's clients every month`,
          x: 64.6,
          y: 80 + job * 70 + task * 14,
        })),
      ]),
    ];
    const { of } = await check(outline);
    expect(of('bullet-glyph')).toEqual([]);
  });

  it('flags an entry date a few points off the others', async () => {
    const { findings, of, boxes } = await check(
      edit(cleanResume(), 'Oct 2013', (l) => ({ ...l, x: l.x - 6 })),
    );
    expect(of('date-alignment')).toEqual([
      [
        'yellow',
        expect.stringMatching(
          /^The date 'Oct 2013 – Sep 2016' ends 6(\.\d)?pt left of where your other dates end/,
        ),
      ],
    ]);
    expect(findings).toHaveLength(1);
    expect(boxes(0, 'Oct 2013')).toBe(true);
  });

  it('flags a date typed after its title while the others sit at the margin', async () => {
    let lines = cleanResume().filter((l) => !l.text.startsWith('Mar 2018'));
    lines = edit(lines, 'Software Engineer, Beta', (l) => ({
      ...l,
      text: `${l.text}, Mar 2018 – Dec 2020`,
    }));
    const { findings, of } = await check(lines);
    expect(of('date-alignment')).toEqual([
      ['yellow', expect.stringContaining("The date 'Mar 2018 – Dec 2020' ends")],
    ]);
    // The box is on the date, not on the title before it.
    expect(findings[0]?.rect.x0).toBeGreaterThan(50 + widthOf('Software Engineer, Beta GmbH, '));
  });

  it('flags a heading with uneven space above it', async () => {
    const { findings, of, boxes } = await check(cleanResume({ PROJECTS: 20 }));
    expect(of('section-spacing')).toEqual([
      [
        'yellow',
        expect.stringMatching(
          /^The space above the heading 'PROJECTS' is \d+(\.\d)?pt while the other section headings have about/,
        ),
      ],
    ]);
    expect(findings).toHaveLength(1);
    expect(boxes(0, 'PROJECTS')).toBe(true);
  });

  it('flags a last page holding a few lines pushed over, and not a last page that is full', async () => {
    const spill: TextLine[] = [
      { text: 'INVITED TALKS', x: 50, y: 60, size: 12, font: 'bold' },
      { text: 'Scaling payments at PyCon, 2022', x: 50, y: 76 },
      { text: 'Ledgers without tears at FinDev, 2023', x: 50, y: 90 },
    ];
    const context = contextOf(await makePdf([cleanResume(), spill]));
    const findings = horizontalFormat(context).filter((f) => f.check === 'short-last-page');
    expect(findings.map((f) => [f.page, f.severity, f.message])).toEqual([
      [
        1,
        'yellow',
        "Page 2 holds only 3 lines, from 'INVITED TALKS' — tighten or trim the pages before so the resume ends on page 1, or give the last page content worth a page.",
      ],
    ]);
    expect(
      rectCovers(context.layout, findings[0]?.rect ?? { x0: 0, y0: 0, x1: 0, y1: 0 }, 'FinDev'),
    ).toBe(true);
    const full = contextOf(await makePdf([cleanResume(), cleanResume()]));
    expect(horizontalFormat(full).filter((f) => f.check === 'short-last-page')).toEqual([]);
  });

  it('counts neither a page number above the footer band nor a header repeated on every page', async () => {
    const header: TextLine[] = [{ text: 'Jordan Avery · Resume', x: 50, y: 30, size: 9 }];
    const pageNumber = (n: number): TextLine => ({ text: `${n}/2`, x: 560, y: 700, size: 9 });
    const spill: TextLine[] = [
      ...header,
      { text: 'INVITED TALKS', x: 50, y: 60, size: 12, font: 'bold' },
      { text: 'Scaling payments at PyCon, 2022', x: 50, y: 76 },
      pageNumber(2),
    ];
    const context = contextOf(await makePdf([[...header, ...cleanResume(), pageNumber(1)], spill]));
    const findings = horizontalFormat(context).filter(
      (f) => f.check === 'short-last-page' || f.check === 'right-margin',
    );
    expect(findings.map((f) => [f.check, f.message])).toEqual([
      [
        'short-last-page',
        "Page 2 holds only 2 lines, from 'INVITED TALKS' — tighten or trim the pages before so the resume ends on page 1, or give the last page content worth a page.",
      ],
    ]);
  });

  it('flags a dated list in no order, and not one running oldest or newest first', async () => {
    const awards = (years: number[]): TextLine[] => {
      const top = Math.max(...cleanResume().map((l) => l.y)) + 26;
      return [
        { text: 'AWARDS', x: left, y: top, size: 12, font: 'bold' },
        ...years.flatMap((year, i) => [
          { text: `Award for service number ${i + 1}`, x: left, y: top + 18 + i * 14 },
          endAt(right)({ text: String(year), x: 0, y: top + 18 + i * 14 }),
        ]),
      ];
    };
    const unordered = await check([...cleanResume(), ...awards([2019, 2021, 2023, 2017, 2022])]);
    expect(unordered.of('date-order')).toEqual([
      [
        'yellow',
        "The entries under 'AWARDS' run 2019, 2021, 2023, then '2017' — list them in one order, newest first.",
      ],
    ]);
    const found = unordered.findings.findIndex((f) => f.check === 'date-order');
    expect(unordered.boxes(found, '2017')).toBe(true);
    for (const years of [
      [2016, 2018, 2019, 2021, 2022],
      [2022, 2021, 2021, 2018, 2016],
    ]) {
      const ordered = await check([...cleanResume(), ...awards(years)]);
      expect(ordered.of('date-order')).toEqual([]);
    }
  });

  it('flags a page number that names a page the resume does not have', async () => {
    const numbered = (text: string): TextLine[] => [
      ...cleanResume(),
      { text, x: 540, y: 30, size: 9 },
    ];
    const wrong = await check(numbered('2'));
    expect(wrong.of('page-number')).toEqual([
      [
        'yellow',
        "The header numbers this page '2', on a one-page resume — correct the page number or delete it.",
      ],
    ]);
    expect(wrong.boxes(0, '2')).toBe(true);
    expect((await check(numbered('Page 1 of 1'))).of('page-number')).toEqual([]);
  });

  it('sorts findings by page, then top to bottom, then left to right', async () => {
    let lines = edit(cleanResume({ SKILLS: 20 }), 'EDUCATION', (l) => ({ ...l, size: 14 }));
    lines = edit(lines, '• Built a search', (l) => ({ ...l, text: l.text.replace('•', '–') }));
    lines = edit(lines, 'Jan 2021', (l) => endAt(right)({ ...l, text: '01/2021 – Present' }));
    const { findings } = await check(lines);
    expect(findings.map((f) => f.check)).toEqual([
      'date-format',
      'bullet-glyph',
      'font-size',
      'section-spacing',
    ]);
    const ys = findings.map((f) => f.rect.y0);
    expect(ys).toEqual([...ys].sort((a, b) => a - b));
  });
});

describe('horizontalFormat: what an ATS would misread (issue 36)', () => {
  it('flags a link wrapped onto the next line, boxing its first part', async () => {
    const lines = edit(cleanResume(), 'jane.doe@example.com', (l) => ({
      ...l,
      text: 'jane.doe@example.com | +1 555 0100 | https://linkedin.com/',
    }));
    lines.push({ text: 'in/jane-doe-4821', x: left, y: 94 });
    const { of, findings } = await check(lines);
    expect(of('ats-misread')).toEqual([
      [
        'yellow',
        "'https://linkedin.com/in/jane-doe-4821' breaks onto the next line: an applicant tracking system reads only 'https://linkedin.com/'. Keep the address on one line (shorten the line or drop 'https://').",
      ],
    ]);
    const found = findings.find((f) => f.check === 'ats-misread');
    expect(found?.rect.x0).toBeGreaterThan(left + widthOf('jane.doe@example.com | +1 555 0100'));
  });

  it('flags a date range printed over two lines', async () => {
    const lines = cleanResume().flatMap((l, i, all): TextLine[] =>
      all.findIndex((o) => o.text === 'Jan 2021 – Present') === i
        ? [
            { ...l, text: 'Jan 2021 –', x: right - widthOf('Jan 2021 –') },
            { ...l, text: 'Present', x: right - widthOf('Present'), y: l.y + 12 },
          ]
        : [l],
    );
    expect(lines.some((l) => l.text === 'Jan 2021 –')).toBe(true);
    const { of } = await check(lines);
    expect(of('ats-misread')).toEqual([
      [
        'yellow',
        "The dates 'Jan 2021 – Present' are printed over two lines: an applicant tracking system may read only the start. Print the range on one line.",
      ],
    ]);
  });

  it('leaves a whole address, a range on one line and a sentence before an email alone', async () => {
    const lines = edit(cleanResume(), 'jane.doe@example.com', (l) => ({
      ...l,
      text: 'jane.doe@example.com | https://linkedin.com/in/jane-doe-4821',
    }));
    expect((await check(lines)).of('ats-misread')).toEqual([]);
    const sentence = edit(cleanResume(), 'jane.doe@example.com', (l) => ({
      ...l,
      text: 'Department of Sociology, University of Chile.',
    }));
    sentence.push({ text: 'jane.doe@example.com', x: left, y: 94 });
    expect((await check(sentence)).of('ats-misread')).toEqual([]);
  });
});
