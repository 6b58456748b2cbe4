// Issue 33's classes of failure, each reproduced on a generated PDF, with a clean control.
import { beforeAll, describe, expect, it } from 'vitest';
import { academicCv, chineseResume, germanCv } from '../../test/kind-fixtures.ts';
import { contextOf, makePdf, stack } from '../../test/pdf-builder.ts';
import { bullet, heading, resume, type Row } from '../../test/resume-rows.ts';
import { grades } from '@resumegrader/contract/grades';
import { scoreFindings } from '../score/scores.ts';
import { createGrammarLinter, type GrammarLinter } from '../writing/grammar-linter.ts';
import { writingChecks } from '../writing/index.ts';
import { contentChecks } from './content/index.ts';
import type { ContentFinding } from './findings.ts';

const checksOf = (findings: ContentFinding[]) => findings.map((f) => f.check);
const statementChecks = ['action-verb', 'quantified-result', 'first-person', 'passive-voice'];

/** A filled-in, decent professional resume: the control every class is measured against. */
const realRows = (): (Row | string)[] => [
  { text: 'Dana Whitfield', bold: true, size: 16 },
  'dana.whitfield@fastmail.com | +1 503 824 0142 | Portland, OR | linkedin.com/in/danaw',
  heading('SUMMARY'),
  'Operations analyst with six years in logistics, planning routes for regional carriers.',
  heading('EXPERIENCE'),
  { text: 'Operations Analyst, Cascade Freight', right: '2020 – Present' },
  bullet('Planned delivery routes for 40 drivers, cutting fuel costs by 12% in the first year'),
  bullet('Built a weekly capacity report used by 6 regional managers to staff the docks'),
  bullet('Trained 9 dispatchers on the new scheduling system and wrote its 20-page guide'),
  bullet('Negotiated rates with 14 carriers, saving $180,000 a year on regional lanes'),
  { text: 'Logistics Coordinator, Bridgeway Supply', right: '2017 – 2020' },
  bullet('Coordinated 300 inbound shipments a month across 3 warehouses in two states'),
  bullet('Reduced late deliveries from 9% to 4% by rebooking carriers two days early'),
  bullet('Moved 2 warehouses to barcode receiving, halving the time to shelve a pallet'),
  { text: 'Warehouse Associate, Bridgeway Supply', right: '2015 – 2017' },
  bullet('Picked and packed 150 orders a shift with a 99.8% accuracy rate'),
  bullet('Trained 5 seasonal associates on safety and the scanning workflow'),
  heading('EDUCATION'),
  { text: 'B.S. Supply Chain Management, Portland State University', right: '2013 – 2017' },
  heading('SKILLS'),
  'Excel, SQL, Tableau, route planning, carrier negotiation, SAP, forklift certification',
  heading('PROJECTS'),
  { text: 'Dock scheduling tool', right: '2022' },
  bullet('Wrote a small web tool that books dock slots for carriers, now used by 3 sites'),
  bullet('Cut truck waiting time at the main dock from 50 to 20 minutes on average'),
  heading('CERTIFICATIONS'),
  { text: 'Certified Supply Chain Professional (CSCP), APICS', right: '2021' },
];

describe('kinds and conventions (issue 33)', () => {
  it('class 1: judges an academic CV as one, not its abstracts as bullets', async () => {
    const context = await resume(academicCv());
    const found = contentChecks(context);
    for (const check of [...statementChecks, 'length', 'contact-details', 'job-title']) {
      expect(checksOf(found)).not.toContain(check);
    }
    expect(found.filter((f) => f.check === 'missing-section')).toEqual([]);
    // The CV's own date is no date of birth.
    expect(found.filter((f) => f.check === 'personal-data')).toEqual([]);
  });

  it("class 1: reads a Chinese resume's label fields as its form, not as leftovers", () => {
    const found = contentChecks(chineseResume());
    expect(checksOf(found)).not.toContain('placeholder-text');
    expect(found.some((f) => /placeholder/iu.test(f.mistake))).toBe(false);
  });

  it('class 2: an instruction template in Italian is an unfilled template', async () => {
    const context = await resume([
      { text: 'Inserire nome e cognome', bold: true, size: 16 },
      heading('ESPERIENZA PROFESSIONALE'),
      'Indicare le date (da – a) e il nome del datore di lavoro',
      'Descrivere le principali attività e responsabilità',
      heading('ISTRUZIONE E FORMAZIONE'),
      'Inserire la qualifica conseguita e il nome dell’istituto',
      'Specificare le materie principali studiate',
      heading('COMPETENZE PERSONALI'),
      'Specificare il livello di conoscenza delle lingue',
    ]);
    const [verdict] = contentChecks(context).filter((f) => f.check === 'template-unfilled');
    expect(verdict?.title).toBe('Unfilled template');
    expect(scoreFindings(emptyExcept(contentChecks(context))).scores.Cumulative).toBeLessThan(70);
  });

  it('class 2: a real resume whose one leftover is a filler summary loses one step, no more', async () => {
    const rows = realRows();
    rows.splice(
      3,
      1,
      'Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor',
      'incididunt ut labore et dolore magna aliqua. Ut enim ad minim veniam, quis nostrud',
      'exercitation ullamco laboris nisi ut aliquip ex ea commodo consequat. Duis aute',
      'irure dolor in reprehenderit in voluptate velit esse cillum dolore eu fugiat nulla',
      'pariatur. Excepteur sint occaecat cupidatat non proident, sunt in culpa qui officia.',
    );
    const clean = contentChecks(await resume(realRows()));
    const leftover = contentChecks(await resume(rows));
    expect(checksOf(leftover)).not.toContain('template-unfilled');
    expect(checksOf(leftover)).not.toContain('incomplete');
    expect(checksOf(leftover)).toContain('placeholder-text');
    // The leftover lines get the leftover finding only.
    const onLorem = leftover.filter(
      (f) => f.mistake.includes('Lorem') || f.mistake.includes('dolor'),
    );
    expect(new Set(checksOf(onLorem))).toEqual(new Set(['placeholder-text']));
    const scored = (f: ContentFinding[]) => scoreFindings(emptyExcept(f));
    expect(scored(clean).scores.Cumulative).toBeGreaterThan(scored(leftover).scores.Cumulative);
    const step = (f: ContentFinding[]) => grades.indexOf(scored(f).grades.Cumulative);
    expect(step(leftover) - step(clean)).toBeLessThanOrEqual(1);
  });

  it('class 2: placeholder employers, phones and dummy referees are leftovers', async () => {
    const rows = realRows();
    rows[1] = 'dana.whitfield@fastmail.com | (444) 333-2222 | Portland, OR';
    rows[5] = { text: 'Operations Analyst, GHI Industries', right: '2020 – Present' };
    rows.push(heading('REFERENCES'), 'Dr. Gamma Delta, Northfield University');
    // Business-speak filler from a generator, as lorem ipsum is Latin filler.
    rows.splice(9, 0, bullet('Rapidiously streamline premium deliverables via robust paradigms'));
    const found = checksOf(contentChecks(await resume(rows)));
    expect(found).toEqual(
      expect.arrayContaining([
        'placeholder-text',
        'placeholder-contact',
        'placeholder-organisation',
        'generator-boilerplate',
      ]),
    );
    expect(found).not.toContain('incomplete');
  });

  it('class 3: label, place and date lines are not statements or entries', async () => {
    const rows = realRows();
    rows.splice(
      8,
      0,
      'Supervisor: Head of Network Planning',
      'Tools: Excel, SQL, Tableau',
      'Seattle, WA',
      'Summer 2016 and 2017',
    );
    const found = contentChecks(await resume(rows));
    const onLabels = found.filter((f) => /Supervisor|Tools:|Seattle|Summer 2016/u.test(f.mistake));
    expect(onLabels).toEqual([]);
  });

  it('class 4: a letter-spaced heading is read, and its letters are not words to correct', async () => {
    const context = await resume([
      ...realRows().slice(0, 4),
      { text: 'A W A R D S', bold: true, size: 12, gap: 8 },
      'Carrier of the Year finalist, Northwest Freight Association, 2022',
    ]);
    expect(context.layout.sections.map((s) => s.kind)).toContain('awards');
    const writing = await writingChecks(context, linter);
    expect(writing.grammar.filter((g) => /^[A-Z]$/u.test(g.text))).toEqual([]);
  });

  it('class 4: the words of an address or beside a phone are places and names, not typos', async () => {
    const context = await resume([
      ...germanCv(),
      heading('Referenzen'),
      'Kastanienweg 4 · 61231 Bad Nauenheim · 06032 555014',
      'Hauptstraße 9 · 35390 Gießen-Wieseck · 0641 555210',
    ]);
    const writing = await writingChecks(context, linter);
    expect(writing.grammar.map((g) => g.text)).toEqual([]);
  });

  it('class 5: headings of German and Italian CVs are read as their sections', async () => {
    const german = await resume(germanCv());
    expect(german.layout.sections.map((s) => s.kind)).toEqual(
      expect.arrayContaining(['experience', 'education', 'skills']),
    );
    const italian = await resume([
      'Giulia Rossi',
      heading('Altre esperienze lavorative'),
      { text: 'Guida museale, Museo Civico', right: '2019 – 2021' },
      heading('Articoli su riviste scientifiche'),
      'Rossi G. (2022), Ceramiche tardoantiche, Archeologia Medievale 49',
    ]);
    expect(italian.layout.sections.map((s) => s.kind)).toEqual([
      'contact',
      'experience',
      'publications',
    ]);
  });

  it('class 6: a phone in the page footer and an address written with [at] are present', async () => {
    const lines = [
      ...stack({ x: 50, y: 60 }, [
        'Dana Whitfield',
        'dana.whitfield[at]fastmail.com',
        'Portland, OR',
      ]),
      ...stack({ x: 50, y: 120 }, [
        'EXPERIENCE',
        'Operations Analyst, Cascade Freight 2020 – 2024',
      ]),
      { text: '+1 503 824 0142', x: 250, y: 820 },
    ];
    const context = contextOf(await makePdf([lines]));
    const titles = contentChecks(context).map((f) => f.title);
    expect(titles).not.toContain('Missing email address');
    expect(titles).not.toContain('Missing phone number');
  });

  it('class 7: gender without a colon and religion are personal data', async () => {
    const rows = realRows();
    rows.splice(2, 0, 'Sex Female', 'Religion: Lutheran');
    const found = contentChecks(await resume(rows)).filter((f) => f.check === 'personal-data');
    expect(found.map((f) => f.mistake)).toEqual(
      expect.arrayContaining([
        expect.stringContaining('Sex Female'),
        expect.stringContaining('Religion'),
      ]),
    );
  });

  it('class 8: a record written in first-person paragraphs is one finding, not one per sentence', async () => {
    const prose = [
      'I joined the company as a junior planner and I was soon trusted with the night routes.',
      'I worked closely with the drivers and I listened to what slowed them down every week.',
      'My manager asked me to rebuild the schedule and I did it over the course of a summer.',
      'I also trained the new dispatchers and I wrote the guide that the team still uses today.',
      'In my last year I was responsible for the budget of the regional fleet of the company.',
      'I am proud of the trust the drivers placed in me and of the friendships we built there.',
      'I am now looking for a role where I can bring this experience to a larger organisation.',
    ];
    const context = await resume([
      ...realRows().slice(0, 4),
      heading('EXPERIENCE'),
      { text: 'Planner, Cascade Freight', right: '2018 – 2024' },
      ...prose,
      heading('EDUCATION'),
      { text: 'B.S. Supply Chain Management, Portland State University', right: '2013 – 2017' },
    ]);
    const found = contentChecks(context);
    expect(found.filter((f) => f.check === 'prose').map((f) => f.title)).toEqual([
      'Written as paragraphs',
    ]);
    for (const check of statementChecks) expect(checksOf(found)).not.toContain(check);
  });

  it("class 9: a nurse's advice speaks nursing, and a current role may be in the present", async () => {
    const context = await resume([
      { text: 'Ruth Adeyemi', bold: true, size: 16 },
      'ruth.adeyemi@fastmail.com | +1 503 824 0188 | Portland, OR',
      heading('EXPERIENCE'),
      { text: 'Registered Nurse, Riverside Hospital', right: '2019 – Present' },
      bullet('Care for patients on a cardiac ward and improve their discharge planning'),
      bullet('Administer medication and monitor patients after cardiac surgery'),
      bullet('Train new nurses in clinical documentation and patient safety'),
      bullet('Coordinate care plans with physicians and therapists'),
      heading('EDUCATION'),
      { text: 'B.S. Nursing, Oregon Health University', right: '2015 – 2019' },
    ]);
    const found = contentChecks(context);
    expect(checksOf(found)).not.toContain('action-verb');
    const advice = found.filter((f) => f.check === 'quantified-result').map((f) => f.feedback);
    expect(advice.length).toBeGreaterThan(0);
    for (const text of advice) expect(text).not.toMatch(/build time|deploy|load time/u);
    expect(advice.join(' ')).toMatch(/patients/u);
  });

  it('control: a decent real resume keeps its grade high and its findings few', async () => {
    const found = contentChecks(await resume(realRows()));
    expect(found.filter((f) => f.check !== 'thin-content')).toEqual([]);
  });
});

let linter: GrammarLinter;
beforeAll(async () => {
  linter = await createGrammarLinter();
}, 60_000);

/** Content findings scored alone, with the other areas clean. */
const emptyExcept = (content: ContentFinding[]) => ({
  content,
  vertical: [],
  horizontal: [],
  grammar: [],
  repetition: [],
  overused: [],
});
