/** A static legal text, kept as data so one component renders every document alike. */
export interface LegalSection {
  heading: string;
  /** Plain paragraphs, in order. */
  paragraphs?: string[];
  /** A bulleted list shown after the paragraphs. */
  items?: string[];
  subsections?: LegalSection[];
}

export interface LegalDocument {
  title: string;
  /** As it should read on the page, e.g. 'August 10, 2024'. */
  lastUpdated: string;
  intro: string[];
  sections: LegalSection[];
}
