import type { JobMatch, MatchedTerm } from '@resumegrader/contract/job-match';
import { describe, expect, it } from 'vitest';
import { jobMatchView, requirementRows, scoreVerdict, termCounts } from './job-match-view';

const term = (overrides: Partial<MatchedTerm> & Pick<MatchedTerm, 'term'>): MatchedTerm => ({
  category: 'skills',
  inDescription: 1,
  inResume: 1,
  places: [],
  required: true,
  onlyInSkills: false,
  ...overrides,
});

const match: JobMatch = {
  id: '6f2b1c9e-0d1a-4c55-9a43-3c5f2a1e7b10',
  resumeId: '0b3e2f4a-7c6d-4e21-8f90-1a2b3c4d5e6f',
  createdAt: '2026-11-24T12:00:00.000Z',
  jobDescription: '…',
  score: 62,
  jobTitle: 'Backend Engineer',
  found: ['Python', 'Teamwork', 'Go'],
  missing: ['Kubernetes'],
  terms: {
    // Soft skills listed first: the view orders by category, not by the answer's order.
    found: [
      term({ term: 'Teamwork', category: 'softSkills', places: [{ page: 0, box: [1, 1, 2, 2] }] }),
      term({
        term: 'Python',
        inResume: 2,
        places: [
          { page: 0, box: [10, 10, 20, 20] },
          { page: 1, box: [30, 30, 40, 40] },
        ],
      }),
      term({ term: 'Go', onlyInSkills: true }),
    ],
    missing: [term({ term: 'Kubernetes', inResume: 0, suggestion: 'Name it in a bullet.' })],
  },
  title: { asked: 'Backend Engineer', resume: 'Software Engineer', similarity: 0.5 },
  experience: { askedYears: 3, resumeYears: 1.5 },
  education: {
    askedLevel: 'bachelor',
    askedField: 'Computer Science',
    resumeLevel: null,
    resumeDegree: null,
    met: false,
  },
  warnings: [],
  scoreParts: [],
};

describe('jobMatchView', () => {
  it('numbers the found terms category by category and boxes each place', () => {
    const view = jobMatchView(match);
    expect(view.groups.map((g) => g.category)).toEqual(['skills', 'softSkills']);
    const [skills, soft] = view.groups;
    expect(skills?.found.map((f) => [f.item.number, f.term.term])).toEqual([
      [1, 'Python'],
      [2, 'Go'],
    ]);
    expect(skills?.missing.map((m) => [m.item.number, m.term.term])).toEqual([
      [undefined, 'Kubernetes'],
    ]);
    expect(soft?.found.map((f) => [f.item.number, f.term.term])).toEqual([[3, 'Teamwork']]);

    const python = skills?.found[0]?.item;
    expect(python?.page).toBe(0);
    // The number sits on the first box of each page, so every page shows it.
    expect(view.marks.filter((m) => m.itemId === python?.id)).toEqual([
      { itemId: python?.id, page: 0, box: [10, 10, 20, 20], tone: 'brand', label: 1 },
      { itemId: python?.id, page: 1, box: [30, 30, 40, 40], tone: 'brand', label: 1 },
    ]);
    // A term named nowhere it can be boxed has no page to jump to.
    expect(skills?.found[1]?.item.page).toBeNull();
  });

  it("ties item ids to the match, so another match's choice is not carried over", () => {
    const view = jobMatchView(match);
    const other = jobMatchView({ ...match, id: '9d8c7b6a-5f4e-4d3c-8b2a-1f0e9d8c7b6a' });
    expect([...view.itemIds].some((id) => other.itemIds.has(id))).toBe(false);
    expect(view.itemIds.size).toBe(4);
  });

  it("lists every term for the posting, in the list's order, with its places there", () => {
    const placed = jobMatchView({
      ...match,
      terms: {
        found: match.terms.found.map((t) =>
          t.term === 'Python' ? { ...t, inPosting: [[4, 10] as [number, number]] } : t,
        ),
        missing: match.terms.missing,
      },
    });
    expect(
      placed.postingTerms.map((t) => [
        t.item.title,
        t.found,
        t.spans,
        placed.itemIds.has(t.item.id),
      ]),
    ).toEqual([
      ['Python', true, [[4, 10]], true],
      ['Go', true, [], true],
      ['Kubernetes', false, [], true],
      ['Teamwork', true, [], true],
    ]);
    // A missing term is chosen only to find it in the posting: no page, no box.
    const kubernetes = placed.postingTerms[2]?.item;
    expect(kubernetes?.page).toBeNull();
    expect(placed.marks.some((mark) => mark.itemId === kubernetes?.id)).toBe(false);
  });
});

describe('termCounts', () => {
  it('says how often each side names a term', () => {
    expect(termCounts(term({ term: 'C', inDescription: 2, inResume: 5 }))).toBe(
      '2× in the job description · 5× in your resume',
    );
  });
});

describe('scoreVerdict', () => {
  it('names the band of a score', () => {
    expect([100, 80, 79, 60, 59, 40, 39, 0].map((score) => scoreVerdict(score).label)).toEqual([
      'Strong match',
      'Strong match',
      'Good match',
      'Good match',
      'Partial match',
      'Partial match',
      'Weak match',
      'Weak match',
    ]);
  });
});

describe('requirementRows', () => {
  it('puts what the job asks beside what the resume shows, with a verdict', () => {
    expect(requirementRows(match)).toEqual([
      {
        id: 'title',
        label: 'Job title',
        asked: 'Backend Engineer',
        resume: 'Software Engineer',
        verdict: { met: 'partly', text: "50% of the title's words match" },
      },
      {
        id: 'experience',
        label: 'Years of experience',
        asked: 'At least 3 years',
        resume: '1.5 years',
        verdict: { met: false, text: '1.5 years short' },
      },
      {
        id: 'education',
        label: 'Degree',
        asked: "Bachelor's degree in Computer Science",
        resume: null,
        verdict: { met: false, text: 'Not met' },
      },
    ]);
  });

  it('judges nothing the description does not ask for', () => {
    const rows = requirementRows({
      ...match,
      title: { asked: null, resume: 'Software Engineer', similarity: null },
      experience: { askedYears: null, resumeYears: 4 },
      education: { ...match.education, askedLevel: null, askedField: null, met: null },
    });
    expect(rows.map((row) => [row.asked, row.verdict])).toEqual([
      [null, null],
      [null, null],
      [null, null],
    ]);
  });

  it('says when no role has dates to count, and when there is enough experience', () => {
    const [, none] = requirementRows({
      ...match,
      experience: { askedYears: 2, resumeYears: null },
    });
    expect(none?.verdict).toEqual({ met: false, text: 'No dated role to count' });
    const [, enough] = requirementRows({ ...match, experience: { askedYears: 1, resumeYears: 1 } });
    expect(enough).toMatchObject({
      asked: 'At least 1 year',
      resume: '1 year',
      verdict: { met: true, text: 'Enough experience' },
    });
  });
});
