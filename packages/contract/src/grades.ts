import { z } from 'zod';

export const grades = [
  'A+',
  'A',
  'A-',
  'B+',
  'B',
  'B-',
  'C+',
  'C',
  'C-',
  'D+',
  'D',
  'D-',
  'F',
] as const;
export const gradeSchema = z.enum(grades);
export type Grade = z.infer<typeof gradeSchema>;

export interface GradeBand {
  grade: Grade;
  /** Lowest score (0..100, inclusive) that earns this grade. */
  from: number;
  /** Highest score (inclusive). */
  to: number;
  borderColor: string;
  backgroundColor: string;
}

// SPEC section 9: green A, light green B, yellow C, orange D, red F.
const family = {
  A: { borderColor: '#15803d', backgroundColor: '#dcfce7' },
  B: { borderColor: '#65a30d', backgroundColor: '#ecfccb' },
  C: { borderColor: '#ca8a04', backgroundColor: '#fef9c3' },
  D: { borderColor: '#ea580c', backgroundColor: '#ffedd5' },
  F: { borderColor: '#dc2626', backgroundColor: '#fee2e2' },
} as const;

export const gradeBands: readonly GradeBand[] = [
  { grade: 'A+', from: 97, to: 100, ...family.A },
  { grade: 'A', from: 93, to: 96.99, ...family.A },
  { grade: 'A-', from: 90, to: 92.99, ...family.A },
  { grade: 'B+', from: 87, to: 89.99, ...family.B },
  { grade: 'B', from: 83, to: 86.99, ...family.B },
  { grade: 'B-', from: 80, to: 82.99, ...family.B },
  { grade: 'C+', from: 77, to: 79.99, ...family.C },
  { grade: 'C', from: 73, to: 76.99, ...family.C },
  { grade: 'C-', from: 70, to: 72.99, ...family.C },
  { grade: 'D+', from: 67, to: 69.99, ...family.D },
  { grade: 'D', from: 63, to: 66.99, ...family.D },
  { grade: 'D-', from: 60, to: 62.99, ...family.D },
  { grade: 'F', from: 0, to: 59.99, ...family.F },
];

export function gradeForScore(score: number): Grade {
  const band = gradeBands.find((b) => score >= b.from);
  return band ? band.grade : 'F';
}

export function bandOf(grade: Grade): GradeBand {
  const band = gradeBands.find((b) => b.grade === grade);
  if (!band) throw new Error(`Unknown grade ${grade}`);
  return band;
}
