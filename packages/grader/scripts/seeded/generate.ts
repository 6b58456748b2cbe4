// Generated resumes with defects at known places, for `npm run bench:seeded`. Every file is
// drawn from a seeded random stream, so a run is repeatable: same seed, same PDFs.
import { PDFDocument, type PDFFont, rgb, StandardFonts } from 'pdf-lib';

export type DefectKind =
  'misaligned-bullet' | 'misaligned-wrap' | 'agreement' | 'spelling' | 'bullet-glyph';

export const defectKinds: readonly DefectKind[] = [
  'misaligned-bullet',
  'misaligned-wrap',
  'agreement',
  'spelling',
  'bullet-glyph',
];

export interface Seeded {
  name: string;
  bytes: Uint8Array;
  pages: number;
  /** The defect and a text that occurs only on its line; none for a clean control. */
  defect: { kind: DefectKind; key: string } | null;
}

/** Mulberry32: a small, fast, seedable generator. */
export function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const people = [
  'Maya Okafor',
  'Daniel Reyes',
  'Priya Natarajan',
  'Tomasz Wójcik',
  'Hannah Lindqvist',
  'Kwame Mensah',
  'Sofia Marchetti',
  'Liam Gallagher',
  'Aiko Tanaka',
  'Omar Haddad',
];
const cities = ['Toronto, ON', 'Austin, TX', 'Leeds, UK', 'Denver, CO', 'Dublin, Ireland'];
const companies = [
  'Northwind Payments',
  'Contoso Health',
  'Fabrikam Logistics',
  'Tailspin Travel',
  'Litware Analytics',
  'Proseware Labs',
  'Adatum Energy',
  'Wingtip Retail',
];
const titles = [
  'Senior Software Engineer',
  'Data Engineer',
  'Product Analyst',
  'Backend Developer',
  'Platform Engineer',
  'Operations Analyst',
];
/** Strong, measured statements, each with its own opening verb and vocabulary. */
const statements = [
  'Rebuilt the checkout service that handles 2M daily payments, cutting p99 latency by 35%',
  'Migrated 40 services to Kubernetes over six months without a customer-facing outage',
  'Designed fraud rules that blocked $1.2M in chargebacks during the first quarter',
  'Mentored 4 junior engineers, two of whom now lead their own squads',
  'Automated the release pipeline, saving the team 10 hours every week',
  'Shipped a route planner that lowered fuel spend by 12% across 200 trucks',
  'Negotiated a vendor contract that trimmed annual licence costs by $300K',
  'Wrote the incident runbook adopted by 9 teams after a regional outage',
  'Introduced contract tests that caught 120 breaking changes before release',
  'Consolidated 14 dashboards into one report read by 300 store managers',
  'Halved nightly batch time from 6 hours to 3 by rewriting the slowest joins',
  'Launched a referral programme that brought in 18,000 new accounts',
  'Trained 25 support agents on the new ticket workflow in two weeks',
  'Forecasted warehouse demand within 4% error for the holiday season',
  'Replaced a legacy queue with Kafka, raising throughput to 50k events per second',
  'Partnered with finance to close the books 3 days sooner each month',
  'Audited 60 data pipelines and retired 22 that nobody queried',
  'Piloted a mobile check-in flow that 70% of travellers now prefer',
  'Streamlined onboarding so new hires merge their first change on day two',
  'Interviewed 80 candidates and hired 6 engineers for the payments group',
  'Prototyped a pricing model that lifted average basket size by 9%',
  'Secured SOC 2 certification by leading 30 control owners through the audit',
  'Translated 12 customer interviews into a roadmap approved by the board',
  'Instrumented the API gateway, exposing 5 hidden hot spots within a week',
];
/** Context a real bullet carries on its second line; each clause used once per resume. */
const contexts = [
  'working with product owners in London and Toronto on the rollout plan',
  'after profiling the hottest queries with the database administrators',
  'which finance later used as the template for every regional budget review',
  'by pairing with the two analysts who knew the legacy reports best',
  'so that on-call engineers could trace a failed payment in under a minute',
  'while keeping the old interface alive for partners still migrating',
  'and documented the approach in a design note that other groups reused',
  'together with the security office, who signed off on every change',
  'under a fixed deadline set by a regulator in the second quarter',
  'using feature flags so each region could switch over on its own schedule',
  'and presented the outcome at the quarterly engineering review',
  'with a small budget approved by the vice president of operations',
  'through weekly demos that kept sales and support informed early',
  'after interviewing store managers about the numbers they trusted least',
];
const agreementErrors = [
  'Coordinated a launch where the team need two extra testers for 3 weeks',
  'Presented findings to 5 directors; the results was adopted by every region',
  'Reviewed 40 pull requests a week after he have joined the platform group',
  'Scaled the billing cluster because our customers was waiting 9 seconds per page',
];
const misspellings: [string, string][] = [
  ['management', 'managment'],
  ['received', 'recieved'],
  ['achieved', 'acheived'],
  ['environment', 'enviroment'],
  ['separate', 'seperate'],
];
const misspelledStatements = [
  'Improved release management for 3 product lines, cutting rollbacks by 60%',
  'Answered every ticket received overnight within 2 hours for a full year',
  'Grew enterprise renewals to 96%, a record achieved in the first year',
  'Built a staging environment that mirrors production for 25 services',
  'Split billing into a separate service, reducing deploy risk for 8 teams',
];

interface Style {
  font: PDFFont;
  bold: PDFFont;
  size: number;
  left: number;
  indent: number;
  glyph: string;
  right: number;
}

/**
 * Layouts tried in turn: line spacing (times the font size) and roles of experience. A
 * last page whose text fills less than minLastPageFill is a spill-over of a few lines,
 * which the grader rightly reports; a writer adds a role to fill the page or tightens the
 * spacing until the resume ends a page earlier, and so does the generator.
 */
const layouts = [1.35, 1.28, 1.22, 1.16, 1.1].flatMap((spacing) =>
  [3, 4].map((roles) => ({ spacing, roles })),
);
const minLastPageFill = 0.3;

/**
 * One resume: name, contact, summary, three or four roles of bullets, education and
 * skills, in a style drawn at random (margin, font, size, indent, bullet glyph).
 */
export async function generate(seed: number, defect: DefectKind | null): Promise<Seeded> {
  let drawn: (Seeded & { lastPageFill: number }) | null = null;
  for (const layout of layouts) {
    drawn = await draw(seed, defect, layout);
    if (drawn.pages === 1 || drawn.lastPageFill >= minLastPageFill) break;
  }
  return drawn as Seeded;
}

async function draw(
  seed: number,
  defect: DefectKind | null,
  layout: { spacing: number; roles: number },
): Promise<Seeded & { lastPageFill: number }> {
  const next = random(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  const pdf = await PDFDocument.create();
  const times = next() < 0.5;
  const style: Style = {
    font: await pdf.embedFont(times ? StandardFonts.TimesRoman : StandardFonts.Helvetica),
    bold: await pdf.embedFont(times ? StandardFonts.TimesRomanBold : StandardFonts.HelveticaBold),
    size: pick([10, 10.5, 11]),
    left: pick([48, 54, 60, 72]),
    indent: pick([8, 10, 12]),
    glyph: pick(['•', '–', '·']),
    right: 0,
  };
  const width = 612;
  const height = 792;
  style.right = width - style.left;
  const leading = style.size * layout.spacing;
  let page = pdf.addPage([width, height]);
  let y = 60;
  let pages = 1;
  const room = () => {
    if (y > height - 60) {
      page = pdf.addPage([width, height]);
      pages++;
      y = 60;
    }
  };
  const text = (value: string, x: number, font = style.font, size = style.size) => {
    page.drawText(value, { x, y: height - y, size, font, color: rgb(0, 0, 0) });
  };
  const line = (value: string, options: { x?: number; font?: PDFFont; size?: number } = {}) => {
    room();
    text(value, options.x ?? style.left, options.font, options.size);
    y += leading;
  };
  const heading = (value: string) => {
    y += 8;
    line(value.toUpperCase(), { font: style.bold, size: style.size + 1.5 });
  };
  /** A row with a date set flush against the right margin, as a clean resume sets it. */
  const dated = (value: string, date: string, font = style.font) => {
    room();
    text(value, style.left, font);
    text(date, style.right - style.font.widthOfTextAtSize(date, style.size));
    y += leading;
  };

  const pool = [...statements];
  const take = () => pool.splice(Math.floor(next() * pool.length), 1)[0] as string;
  const roleCount = layout.roles;
  const bulletsPerRole = pick([4, 5]);
  const total = roleCount * bulletsPerRole;
  // The defect lands on one bullet, chosen now so it is never the first of its role.
  const target = 1 + Math.floor(next() * (total - 1));
  let defectInfo = null as Seeded['defect'];
  const clauses = [...contexts];
  const withContext = (statement: string) =>
    next() < 0.8 && clauses.length > 0
      ? `${statement}, ${clauses.splice(Math.floor(next() * clauses.length), 1)[0]}`
      : statement;
  const bulletTexts: string[] = Array.from({ length: total }, () => withContext(take()));
  if (defect === 'agreement') bulletTexts[target] = pick(agreementErrors);
  if (defect === 'misaligned-wrap') {
    // Long enough to wrap at any margin and size, so it has a continuation line to shift.
    bulletTexts[target] += ', measured every week by the operations group in each region';
  }
  if (defect === 'spelling') {
    const i = Math.floor(next() * misspelledStatements.length);
    const [right, wrong] = misspellings[i] as [string, string];
    bulletTexts[target] = (misspelledStatements[i] as string).replace(right, wrong);
    defectInfo = { kind: 'spelling', key: wrong };
  }

  const name = pick(people);
  line(name, { font: style.bold, size: style.size + 8 });
  y += 4;
  line(
    `${name.split(' ')[0]?.toLowerCase()}.${seed}@fastmail.com  |  +1 416 830 ${String(2000 + seed)}  |  ${pick(cities)}  |  linkedin.com/in/seeded${seed}`,
  );
  heading('Summary');
  line('Engineer with nine years in payments and logistics who turns slow, fragile systems');
  line('into services that teams trust, measure and extend without waiting on one expert.');
  const shift = (next() < 0.5 ? -1 : 1) * (2.5 + next() * 3.5);
  const textX =
    style.left + style.indent + style.font.widthOfTextAtSize(`${style.glyph} `, style.size);
  /** A bullet wrapped at the right margin; the target bullet carries the seeded defect. */
  const bullet = (sentence: string, isTarget: boolean) => {
    const rows: string[] = [];
    let current = '';
    for (const word of sentence.split(' ')) {
      const candidate = current ? `${current} ${word}` : word;
      if (style.font.widthOfTextAtSize(candidate, style.size) > style.right - textX && current) {
        rows.push(current);
        current = word;
      } else current = candidate;
    }
    rows.push(current);
    let glyph = style.glyph;
    if (isTarget && defect === 'bullet-glyph') {
      glyph = pick(['»', 'o']);
      defectInfo = { kind: 'bullet-glyph', key: rows[0] as string };
    }
    if (isTarget && defect === 'agreement') {
      const error = /the team need|the results was|he have|customers was/u.exec(sentence)?.[0];
      defectInfo = { kind: 'agreement', key: error ?? sentence };
    }
    rows.forEach((row, r) => {
      room();
      let dx = 0;
      if (isTarget && defect === 'misaligned-bullet' && r === 0) {
        dx = shift;
        defectInfo = { kind: 'misaligned-bullet', key: row };
      }
      if (isTarget && defect === 'misaligned-wrap' && r === 1) {
        dx = shift;
        defectInfo = { kind: 'misaligned-wrap', key: row };
      }
      if (r === 0) text(glyph, style.left + style.indent + dx);
      text(row, textX + dx);
      y += leading;
    });
  };

  heading('Experience');
  let index = 0;
  for (let role = 0; role < roleCount; role++) {
    const from = 2023 - role * 3;
    dated(
      `${pick(titles)}, ${pick(companies)}`,
      `${from - 3} – ${role === 0 ? 'Present' : from}`,
      style.bold,
    );
    line(pick(cities));
    for (let b = 0; b < bulletsPerRole; b++, index++) {
      bullet(bulletTexts[index] as string, index === target);
    }
  }
  heading('Projects');
  for (const project of ['Ledger Replay (open source)', 'Transit Delay Feed (volunteer)']) {
    dated(project, String(2019 + Math.floor(next() * 4)), style.bold);
    bullet(withContext(take()), false);
    bullet(withContext(take()), false);
  }
  heading('Education');
  dated(
    `B.Sc. Computer Science, University of ${pick(['Leeds', 'Waterloo', 'Colorado', 'Dublin'])}`,
    '2010 – 2014',
  );
  heading('Skills');
  line('Go, Python, TypeScript, PostgreSQL, Kafka, Kubernetes, Terraform, AWS, dbt, Airflow');
  line('English (native), Spanish (professional), technical writing, incident command');
  pdf.setCreationDate(new Date('2024-01-01T00:00:00Z'));
  pdf.setModificationDate(new Date('2024-01-01T00:00:00Z'));
  return {
    name: `seeded-${String(seed).padStart(2, '0')}-${defect ?? 'clean'}`,
    bytes: await pdf.save(),
    pages,
    defect: defectInfo,
    lastPageFill: (y - 60) / (height - 120),
  };
}
