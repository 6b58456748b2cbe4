/**
 * Issue 36's nurse, as a new user meets the product: a one-column resume whose RN licence
 * is written in the board's words (not 'RN license'), whose title line names a unit
 * beside the title, whose LinkedIn address wraps onto a second line and whose languages
 * are a 'Bilingual:' line. The grader's tests draw it with pdf-lib, the browser tests
 * print it from HTML; both read these rows.
 */
export interface NurseRow {
  text: string;
  style?: 'name' | 'heading' | 'entry' | 'bullet';
  /** Printed on the same row at the right margin (a date). */
  right?: string;
}

export const nurseResumeRows: readonly NurseRow[] = [
  { text: 'Jordan Ellis', style: 'name' },
  { text: 'Cleveland, OH · jordan.ellis@example.com · (216) 555-0147 · https://linkedin.com/' },
  { text: 'in/jordan-ellis-rn' },
  { text: 'Experience', style: 'heading' },
  { text: 'Registered Nurse, Cardiac Step-Down Unit', style: 'entry', right: 'Jun 2021 – Present' },
  { text: 'Lakeshore Medical Center · Cleveland, OH' },
  {
    text: 'Care for 4–5 post-CABG and heart failure patients a shift on continuous telemetry',
    style: 'bullet',
  },
  {
    text: 'Read 12-lead ECGs and titrate heparin drips by protocol; first to call rapid response',
    style: 'bullet',
  },
  {
    text: 'Cut CAUTI and CLABSI rates on the unit by leading monthly bundle audits',
    style: 'bullet',
  },
  {
    text: 'Raised HCAHPS discharge-education scores with teach-back; Joint Commission survey 2023',
    style: 'bullet',
  },
  { text: 'Patient Care Technician', style: 'entry', right: 'May 2019 – May 2021' },
  { text: 'Lakeshore Medical Center · Cleveland, OH' },
  {
    text: 'Recorded vital signs and intake for 12 medical-surgical patients a shift',
    style: 'bullet',
  },
  { text: 'Licenses and Certifications', style: 'heading' },
  { text: 'Registered Nurse, Ohio Board of Nursing, License #RN.482910' },
  { text: 'PCCN (Progressive Care Certified Nurse), AACN · BLS · ACLS' },
  { text: 'Education', style: 'heading' },
  {
    text: 'Bachelor of Science in Nursing, Ohio State University',
    style: 'entry',
    right: '2021',
  },
  { text: 'Languages', style: 'heading' },
  { text: 'Bilingual: English and Spanish' },
];

/**
 * What matching it to test/job-descriptions/nurse-step-down.txt must find (issue 36): the
 * licence in the board's words, PCCN in both, and the clinical skills the posting names.
 */
export const nurseFoundTerms: readonly string[] = [
  'Registered Nurse license',
  'PCCN',
  'Telemetry',
  'ECG',
  'CAUTI',
  'CLABSI',
  'HCAHPS',
  'Joint Commission',
  'BLS',
  'ACLS',
];
