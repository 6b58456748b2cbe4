import type { AtsReading, ReadField } from '@resumegrader/contract/ats-reading';
import type { Mark, PageMarks, ReportItem } from '@resumegrader/contract/report-views';

/** A field the reader found, tied to its boxes on the pages by its item. */
export interface AtsField {
  label: string;
  field: ReadField;
  item: ReportItem;
}

/** A labelled slot of the reading: the field, or null when the reader found none. */
export interface AtsEntry {
  label: string;
  field: AtsField | null;
}

/** A position or a school: its labelled slots, its bullets, and its dates as understood. */
export interface AtsBlock {
  id: string;
  entries: AtsEntry[];
  /** The dates as the reader understood them ('Jun 2022 – Sep 2022'); null if it did not. */
  period: string | null;
  bullets: AtsField[];
}

export interface AtsReadingView extends PageMarks {
  contact: AtsEntry[];
  links: AtsField[];
  summary: AtsEntry;
  positions: AtsBlock[];
  education: AtsBlock[];
  skills: AtsField[];
  languages: AtsField[];
  certifications: AtsField[];
  sections: { id: string; name: string; heading: AtsField | null }[];
  warnings: string[];
  /** How many fields carry a warning of their own. */
  fieldWarningCount: number;
}

const monthNames = new Intl.DateTimeFormat('en-US', { month: 'short', timeZone: 'UTC' });

/** A JSON Resume date ('2022-06', '2022' or 'present') as a person writes it. */
export function readDate(date: string): string {
  if (date === 'present') return 'Present';
  const [year, month] = date.split('-');
  if (!month) return date;
  return `${monthNames.format(new Date(Date.UTC(Number(year), Number(month) - 1)))} ${year}`;
}

export function readPeriod(start: string | null, end: string | null): string | null {
  if (start && end) return `${readDate(start)} – ${readDate(end)}`;
  if (start) return `From ${readDate(start)}`;
  if (end) return readDate(end);
  return null;
}

/** 'experience' → 'Experience': the reader's section kinds are lower-case words. */
const sectionName = (kind: string) => kind.charAt(0).toUpperCase() + kind.slice(1);

/**
 * What an applicant tracking system read, in reading order, every field with an id its
 * boxes share. Every box is drawn: text with no box around it went into no field.
 */
export function atsReadingView(reading: AtsReading): AtsReadingView {
  const marks: Mark[] = [];
  let fieldWarningCount = 0;

  const field = (id: string, label: string, read: ReadField): AtsField => {
    const item: ReportItem = {
      id: `ats-${id}`,
      tone: read.warning ? 'yellow' : 'brand',
      title: label,
      quote: read.text,
      body: read.warning ?? '',
      page: read.boxes.length > 0 ? read.page : null,
    };
    if (read.warning) fieldWarningCount++;
    marks.push(
      ...read.boxes.map((box) => ({ itemId: item.id, page: read.page, box, tone: item.tone })),
    );
    return { label, field: read, item };
  };
  const entry = (id: string, label: string, read: ReadField | null): AtsEntry => ({
    label,
    field: read && field(id, label, read),
  });
  const list = (id: string, label: string, reads: ReadField[]) =>
    reads.map((read, index) => field(`${id}-${index}`, label, read));

  const contact = [
    entry('name', 'Name', reading.name),
    entry('headline', 'Headline', reading.headline),
    entry('email', 'Email', reading.email),
    entry('phone', 'Phone', reading.phone),
    entry('location', 'Location', reading.location),
  ];
  const links = list('link', 'Link', reading.links);
  const summary = entry('summary', 'Summary', reading.summary);
  const positions = reading.positions.map((position, index): AtsBlock => {
    const id = `position-${index}`;
    return {
      id,
      entries: [
        entry(`${id}-title`, 'Job title', position.title),
        entry(`${id}-employer`, 'Employer', position.employer),
        entry(`${id}-location`, 'Location', position.location),
        entry(`${id}-dates`, 'Dates', position.dates),
      ],
      period: readPeriod(position.startDate, position.endDate),
      bullets: list(`${id}-bullet`, 'Bullet', position.bullets),
    };
  });
  const education = reading.education.map((school, index): AtsBlock => {
    const id = `education-${index}`;
    return {
      id,
      entries: [
        entry(`${id}-institution`, 'School', school.institution),
        entry(`${id}-degree`, 'Degree', school.degree),
        entry(`${id}-dates`, 'Dates', school.dates),
      ],
      period: readPeriod(school.startDate, school.endDate),
      bullets: [],
    };
  });
  const skills = list('skill', 'Skill', reading.skills);
  const languages = list('language', 'Language', reading.languages);
  const certifications = list('certification', 'Certification', reading.certifications);
  const sections = reading.sections.map((section, index) => ({
    id: `section-${index}`,
    name: sectionName(section.kind),
    heading: section.heading && field(`section-${index}`, 'Section heading', section.heading),
  }));

  return {
    contact,
    links,
    summary,
    positions,
    education,
    skills,
    languages,
    certifications,
    sections,
    warnings: reading.warnings,
    fieldWarningCount,
    marks,
    guides: [],
  };
}
