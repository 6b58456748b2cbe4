import type { FaqItem } from './components/faq';

export const hiringFaq: readonly FaqItem[] = [
  {
    question: 'How much does it cost to hire through ResumeGrader?',
    answer:
      'There is no upfront cost. You pay a percentage of the hired candidate’s first-year salary, and only when someone you hire starts with you.',
  },
  {
    question: 'Where do you recruit?',
    answer:
      'We place candidates with employers in the United States and Western Europe, for on-site, hybrid and remote roles.',
  },
  {
    question: 'Where do your candidates come from?',
    answer:
      'From a pool of more than 30,000 job seekers who have graded and improved their resumes with us and opted in to be considered for opportunities with our clients.',
  },
  {
    question: 'How quickly can we see candidates?',
    answer:
      'After a first call about the role, we usually send a short list of screened candidates within days, not months.',
  },
  {
    question: 'Which roles do you hire for?',
    answer:
      'Mainly software, data, finance, marketing and sales roles, from early-career to senior individual contributors and managers.',
  },
];
