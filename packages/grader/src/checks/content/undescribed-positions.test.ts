import { describe, expect, it } from 'vitest';
import { academicCv } from '../../../test/kind-fixtures.ts';
import { bullet, heading, resume, type Row } from '../../../test/resume-rows.ts';
import { contentChecks } from './index.ts';

/** A record of positions set as a table: each date on a line of its own, then the post. */
const tabular = (described: boolean): (Row | string)[] => [
  { text: 'Dana Whitfield', bold: true, size: 16 },
  'dana.whitfield@fastmail.com | +1 503 824 0142 | Portland, OR',
  heading('EXPERIENCE'),
  ...[
    ['2020 – 2024', 'Operations Analyst, Cascade Freight'],
    ['2017 – 2020', 'Logistics Coordinator, Bridgeway Supply'],
    ['2015 – 2017', 'Warehouse Associate, Bridgeway Supply'],
  ].flatMap(([dates = '', post = '']) => [
    dates,
    post,
    ...(described
      ? [
          bullet('Planned delivery routes for 40 drivers and rebooked carriers before delays'),
          bullet('Wrote the weekly capacity report that regional managers use to staff docks'),
        ]
      : []),
  ]),
  heading('EDUCATION'),
  { text: 'B.S. Supply Chain Management, Portland State University', right: '2013 – 2017' },
  heading('SKILLS'),
  'Excel, SQL, Tableau, route planning, carrier negotiation',
];

const titles = async (rows: (Row | string)[]) =>
  contentChecks(await resume(rows)).map((f) => f.title);

describe('positions without descriptions', () => {
  it('names a record of bare positions once, boxed at its first position (a line of dates)', async () => {
    const context = await resume(tabular(false));
    const found = contentChecks(context).filter(
      (f) => f.title === 'Positions without descriptions',
    );
    expect(found).toHaveLength(1);
    expect(found[0]?.mistake).toMatch(/^3 positions, about \d+ words each$/);
    const first = context.layout.lines.find((l) => l.text === '2020 – 2024');
    expect(found[0]?.rects).toEqual([first?.rect]);
  });

  it('leaves a described record and an academic CV alone', async () => {
    expect(await titles(tabular(true))).not.toContain('Positions without descriptions');
    expect(await titles(academicCv())).not.toContain('Positions without descriptions');
  });
});
