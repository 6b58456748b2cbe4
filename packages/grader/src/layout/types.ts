import type { PageDrawings } from '../pdf/drawings.ts';
/** A rectangle in PDF points, origin top-left (mupdf's page space). */
export interface Rect {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

export interface Word {
  text: string;
  rect: Rect;
  /** Font name without the subset prefix ('ABCDEF+'). */
  font: string;
  /** Rounded to a tenth of a point. */
  size: number;
  bold: boolean;
  italic: boolean;
  /** '#rrggbb'. */
  color: string;
}

export type SectionKind =
  | 'contact'
  | 'summary'
  | 'experience'
  | 'education'
  | 'skills'
  | 'projects'
  | 'certifications'
  | 'awards'
  | 'publications'
  | 'languages'
  | 'interests'
  | 'volunteering'
  | 'references'
  | 'other';

export interface Line {
  /** Stable id: 'p{page}-l{index}' in reading order. */
  id: string;
  page: number;
  words: Word[];
  text: string;
  rect: Rect;
  /** Baseline position, shared by the segments of one printed row. */
  baseline: number;
  /** The glyph that opens a bulleted line ('•', '–', ...), or null. */
  bullet: string | null;
  /** Left edge of the text after the bullet (equals rect.x0 when there is none). */
  textX0: number;
  /** 0 or 1 for the columns of a two-column page; -1 for lines spanning both. */
  column: number;
  /** Dominant font, size and weight of the line's words. */
  font: string;
  size: number;
  bold: boolean;
  /** A section heading this line introduces, when it is one. */
  heading: SectionKind | null;
}

export interface PageLayout {
  index: number;
  /** Page size in points. */
  width: number;
  height: number;
  /** Lines in reading order. */
  lines: Line[];
  /** x (points) separating two columns, when the page has them. */
  columnSplit: number | null;
  /** Where raster images are drawn, in points. */
  images: Rect[];
  /** Small vector marks and text cut off by its clip, in points. */
  drawings: PageDrawings;
}

export interface Section {
  kind: SectionKind;
  /** The heading line; null for the untitled block at the top (name and contact). */
  heading: Line | null;
  lines: Line[];
}

export interface ResumeLayout {
  pages: PageLayout[];
  /** Every line of the document in reading order. */
  lines: Line[];
  sections: Section[];
}
