import { bandOf } from '@resumegrader/contract/grades';
import { type AreaGrade, notApplicable } from '@resumegrader/contract/grading';
import type { Tone } from '@resumegrader/contract/report-views';

/**
 * The web app's colours (apps/web/src/styles/index.css and Tailwind's amber), copied: the
 * grader may not import the app, and a report should look like the page it was downloaded
 * from.
 */
export const colours = {
  ink: '#0f172a',
  muted: '#475569',
  subtle: '#64748b',
  line: '#e2e8f0',
  frame: '#cbd5e1',
  tint: '#f5f7ff',
  white: '#ffffff',
  brand: '#4f46e5',
  brandDark: '#4338ca',
  brandLight: '#eef2ff',
  success: '#15803d',
  successLight: '#f0fdf4',
  danger: '#b91c1c',
  dangerLight: '#fef2f2',
  amber: '#b45309',
  amberLight: '#fffbeb',
} as const;

/** How a tone is drawn, as page-frame.tsx draws it: outline, wash, and the number's fill. */
export interface ToneColours {
  box: string;
  wash: string;
  washAlpha: number;
  label: string;
  dot: string;
}

export const toneColours: Record<Tone, ToneColours> = {
  red: { box: '#dc2626', wash: '#dc2626', washAlpha: 0.1, label: '#b91c1c', dot: '#dc2626' },
  yellow: { box: '#f59e0b', wash: '#fbbf24', washAlpha: 0.15, label: '#b45309', dot: '#fbbf24' },
  brand: { box: '#4f46e5', wash: '#6366f1', washAlpha: 0.1, label: '#4338ca', dot: '#4f46e5' },
};

/** What the web says for each tone to readers who cannot see its colour. */
export const toneNames: Record<Tone, string> = {
  red: 'Must fix',
  yellow: 'Worth a look',
  brand: '',
};

/** An area that could not be graded is grey, as on the results page (grade-summary.tsx). */
const notApplicableColours = { borderColor: '#9ca3af', backgroundColor: '#f3f4f6' };

export function gradeColours(grade: AreaGrade): { border: string; background: string } {
  const band = grade === notApplicable ? notApplicableColours : bandOf(grade);
  return { border: band.borderColor, background: band.backgroundColor };
}

export type Rgb = [number, number, number];

export function rgb(hex: string): Rgb {
  const value = Number.parseInt(hex.slice(1), 16);
  return [((value >> 16) & 255) / 255, ((value >> 8) & 255) / 255, (value & 255) / 255];
}
