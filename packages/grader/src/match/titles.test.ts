import { describe, expect, it } from 'vitest';
import { titleSimilarity } from './titles.ts';

describe('titleSimilarity', () => {
  it.each([
    // Rank words aside, a developer is an engineer.
    ['Senior Software Developer', 'Software Engineer', 1],
    ['Registered Nurse', 'RN', 1],
    ['Sr. Software Engineer', 'Software Engineer', 1],
    // A backend or frontend engineer is a software engineer, written with a space or not.
    ['Senior Backend Engineer', 'Senior Software Engineer', 0.8],
    ['Frontend Developer', 'Software Engineer (Front-End)', 1],
    ['Senior Backend Engineer', 'Full Stack Java Developer', 0.571],
    ['High School Mathematics Teacher', 'Math Teacher', 0.667],
    // A Director manages as a Manager does.
    ['Marketing Manager', 'Director of Marketing', 0.5],
    // Sharing a word is not sharing the job: the last word names it.
    ['Senior Product Designer', 'Product Manager', 0.25],
    ['Data Analyst', 'Data Engineer', 0.25],
    ['High School Mathematics Teacher', 'Secondary Instr.', 0.333],
    ['Product Manager', 'Software Engineer', 0],
    ['Machine Learning Engineer', 'Co-Founder & CTO', 0],
  ])('%s and %s: %d', (a, b, similarity) => {
    expect(titleSimilarity(a, b)).toBe(similarity);
    expect(titleSimilarity(b, a)).toBe(similarity);
  });
});
