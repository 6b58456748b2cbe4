import { describe, expect, it } from 'vitest';
import type { CheckContext } from '../findings.ts';
import { conventionsOf } from '../../kind/document-kind.ts';
import { templateLeftovers, thinWords } from './leftovers.ts';
import { findPlaceholders } from './placeholders.ts';
import { bullet, heading, lineWith, resume, type Row, within } from '../../../test/resume-rows.ts';

/** A real, filled-in resume of about 200 words: the clean control. */
const realRows = (
  contact = 'maria.lopez@fastmail.com | +1 512 804 3317 | Austin, TX',
): (Row | string)[] => [
  { text: 'Maria Lopez', bold: true, size: 16 },
  { text: contact },
  heading('SUMMARY'),
  'Data engineer who turns slow, fragile reporting into pipelines that teams trust and use.',
  heading('EXPERIENCE'),
  { text: 'Senior Data Engineer, Riverbend Health', right: '2020 – Present' },
  bullet(
    'Rebuilt the claims pipeline in Spark, cutting nightly run time from 7 hours to 50 minutes',
  ),
  bullet('Led 3 engineers moving 40 reports from cron scripts to Airflow with alerting'),
  bullet('Designed a patient deduplication model that merged 1.2M duplicate records'),
  { text: 'Data Engineer, Lumen Freight', right: '2017 – 2020' },
  bullet('Built the shipment event warehouse that 6 analytics teams query every day'),
  bullet('Cut cloud storage spend by 28% by partitioning and compacting cold tables'),
  bullet('Wrote the on-call runbook adopted by every data team in the company'),
  bullet('Migrated 300 dashboards from Tableau to Looker with the analysts who owned them'),
  heading('PROJECTS'),
  { text: 'Open transit data loader (volunteer, 2021)' },
  bullet('Built a loader that publishes Austin bus delays every minute for 4 civic apps'),
  bullet('Documented the data model so new volunteers ship fixes in their first week'),
  heading('EDUCATION'),
  { text: 'B.S. Computer Science, University of Texas at Austin', right: '2013 – 2017' },
  heading('SKILLS'),
  'Python, SQL, Spark, Airflow, dbt, Kafka, PostgreSQL, AWS, Terraform, Docker',
  'Spanish (native), English (fluent), mentoring, technical writing, stakeholder reviews',
];

const leftoversOf = ({ layout, kind }: CheckContext) =>
  templateLeftovers(layout, conventionsOf(kind));
const checks = async (rows: (Row | string)[]) =>
  leftoversOf(await resume(rows)).map((f) => f.check);

describe('template leftovers and emptiness (RUBRIC.md rules 1 and 2)', () => {
  it('finds nothing in a real, filled-in resume', async () => {
    const context = await resume(realRows());
    expect(findPlaceholders(context.layout)).toEqual([]);
    // A short fixture: its few words are thin content, not a leftover.
    expect(
      leftoversOf(context)
        .filter((f) => f.check !== 'thin-content')
        .map((f) => f.mistake),
    ).toEqual([]);
  });

  it('calls an unfilled template unfilled, and boxes its placeholders', async () => {
    const context = await resume([
      { text: 'Your Name', bold: true, size: 16 },
      'yourmail@example.com | +00 000 000 000 | Example Street, City, Country',
      heading('EXPERIENCE'),
      { text: 'Job Title', bold: true },
      { text: 'Company, Location', right: 'Month 20XX – Present' },
      'Lorem ipsum dolor sit amet, consetetur sadipscing elitr, sed diam nonumy.',
      'Sed diam voluptua. At vero eos et accusam et justo duo dolores et ea rebum.',
      { text: 'Job Title', bold: true },
      { text: 'Company, Location', right: '2015 – 2018' },
      'Lorem ipsum dolor sit amet, consetetur sadipscing elitr, sed diam nonumy.',
      heading('EDUCATION'),
      { text: 'University, Location', right: 'año – año' },
    ]);
    const findings = leftoversOf(context);
    expect(findings[0]).toMatchObject({ check: 'template-unfilled', title: 'Unfilled template' });
    const byCheck = (check: string) => findings.filter((f) => f.check === check);
    expect(byCheck('placeholder-contact').length).toBeGreaterThanOrEqual(1);
    // The sample phone is boxed on its own words, not across its whole line (issue 35).
    const contactLine = lineWith(context.layout, 'yourmail@example.com').rect;
    const phone = byCheck('placeholder-contact').find((f) => f.mistake === "'+00 000 000 000'");
    const [phoneBox] = phone?.rects ?? [];
    expect(phoneBox && within(phoneBox, contactLine)).toBe(true);
    expect(phoneBox && phoneBox.x0).toBeGreaterThan(contactLine.x0 + 50);
    expect(phoneBox && phoneBox.x1).toBeLessThan(contactLine.x1 - 50);
    const lorem = byCheck('placeholder-text').find((f) => f.mistake.startsWith("'Lorem ipsum"));
    expect(lorem?.rects).toHaveLength(2);
    const label = byCheck('placeholder-text').find((f) => f.mistake === "'Company, Location'");
    expect(label?.rects).toHaveLength(2);
    expect(
      within(
        label?.rects[0] ?? { x0: 0, y0: 0, x1: 0, y1: 0 },
        lineWith(context.layout, 'Company, Location').rect,
      ),
    ).toBe(true);
  });

  it('calls a real resume with filler markers left in unfinished (D-), not unfilled', async () => {
    const rows = realRows();
    rows.splice(7, 0, bullet('Implemented xxx feature, improving xxx by 5%'));
    rows.splice(9, 0, bullet('Optimized the xxx service for the XXX team'));
    rows.push('Manager: xxx');
    expect(await checks(rows)).toEqual(expect.arrayContaining(['incomplete', 'placeholder-text']));
    expect(await checks(rows)).not.toContain('template-unfilled');
  });

  it('calls a near-empty CV incomplete, saying how many words it has', async () => {
    const context = await resume([
      { text: 'Sam Carter', bold: true, size: 16 },
      'sam.carter@fastmail.com | Leeds, UK',
      heading('EXPERIENCE'),
      { text: 'Barista, Northern Roasters', right: '2022 – 2023' },
      heading('EDUCATION'),
      { text: 'BA History, University of Leeds', right: '2019 – 2022' },
    ]);
    const [verdict] = leftoversOf(context);
    expect(verdict).toMatchObject({ check: 'incomplete', title: 'Resume is unfinished' });
    expect(verdict?.mistake).toMatch(/^About \d+ words of content$/);
  });

  it('weighs thin content by its shortfall, and leaves a full resume alone', async () => {
    const thin = leftoversOf(await resume(realRows())).find((f) => f.check === 'thin-content');
    expect(thin?.mistake).toMatch(/^About (\d+) words of content$/);
    const words = Number(thin?.mistake.match(/\d+/)?.[0]);
    expect(words).toBeGreaterThan(150);
    expect(words).toBeLessThan(thinWords);
    expect(thin?.units).toBeCloseTo((4 * (thinWords - words)) / (thinWords - 150), 5);
    const more = realRows().slice(2);
    const full = await resume([...realRows(), ...more.slice(0, 8)], [...more, ...more.slice(8)]);
    expect(leftoversOf(full).map((f) => f.check)).toEqual([]);
  });

  it('counts placeholder contacts, employers and generator text in a real resume as leftovers', async () => {
    const rows = realRows('jane.doe@email.com | (555) 123-4567 | 123 Main St, Anywhere, USA');
    rows.splice(5, 1, { text: 'Senior Data Engineer, ABC Company', right: '2020 – Present' });
    rows.push(
      heading('ABOUT THIS CV'),
      'RenderCV reads a CV written in a YAML file and makes this PDF.',
    );
    const found = await checks(rows);
    expect(found).not.toContain('incomplete');
    expect(new Set(found.filter((check) => check !== 'thin-content'))).toEqual(
      new Set(['placeholder-contact', 'placeholder-organisation', 'generator-boilerplate']),
    );
  });

  it('knows template labels in other languages', async () => {
    const context = await resume([
      { text: 'Nome, Idade', bold: true, size: 16 },
      'Endereço',
      'email@email.com | /linkedin-do-usuário',
      heading('Experiência'),
      { text: 'Cargo, Instituição, Local', right: 'ano - ano' },
      heading('Formação'),
      'Curso, Instituição, Local',
    ]);
    const kinds = findPlaceholders(context.layout).map((h) => h.kind);
    expect(kinds.filter((k) => k === 'label').length).toBeGreaterThanOrEqual(3);
    expect(kinds).toContain('contact');
    expect(leftoversOf(context)[0]?.check).toBe('template-unfilled');
  });

  it('leaves real text that only looks like a placeholder alone', async () => {
    const rows = realRows();
    rows.push(
      'I am writing to apply for the role at your company.',
      'Magna cum laude; Ohio State University exchange term',
      'Published in Nature, 2019; Examples: dashboards, runbooks',
      'Call +1 (512) 555-0100 is not our number but 512-804-3317 is',
      // The last word of a wrapped sentence, alone on its line.
      'Organised office moves and supplier contracts, and hoped to grow with a',
      'company.',
    );
    const kinds = findPlaceholders((await resume(rows)).layout).map((h) => `${h.kind}: ${h.text}`);
    // The one 555 number is a placeholder; nothing else is.
    expect(kinds).toEqual(['contact: +1 (512) 555-0100']);
  });

  it('calls 300 to 350 words thin on a half-empty page, and compact on a full one', async () => {
    const bullets = (gap: number): Row[] =>
      Array.from({ length: 32 }, (_, i) => ({
        ...bullet(`Reconciled ${i + 2} supplier ledgers each month and closed every open item`),
        gap,
      }));
    const rows = (gap: number): Row[] => [
      heading('EXPERIENCE'),
      { text: 'Accountant, Northwind Foods', right: '2019 – 2024' },
      ...bullets(gap),
    ];
    const finding = leftoversOf(await resume(rows(0))).find((f) => f.check === 'thin-content');
    const words = Number(finding?.mistake.match(/\d+/)?.[0]);
    expect(words).toBeGreaterThan(300);
    expect(words).toBeLessThan(thinWords);
    expect(leftoversOf(await resume(rows(8))).map((f) => f.check)).not.toContain('thin-content');
  });
});
