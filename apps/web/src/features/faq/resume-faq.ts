import type { FaqItem } from './components/faq';

export const resumeFaq: readonly FaqItem[] = [
  {
    question: 'How does ResumeGrader grade my resume?',
    answer:
      'We read the text and layout of your PDF and check it the way a careful recruiter would: the content (sections, contact details, action verbs, measurable results), the format (alignment, fonts, spacing, consistent dates) and the writing (grammar, spelling, overused words and repetition). Each area gets a letter grade from A+ to F, and every mistake is boxed on an image of your page.',
  },
  {
    question: 'Which files can I upload?',
    answer:
      'PDF files only, up to 10 MB and 10 pages. If your resume is in Word or Google Docs, export it as PDF first. Scanned images without a text layer cannot be graded, because there is no text for us to read.',
  },
  {
    question: 'How long does a review take?',
    answer:
      'Usually a few seconds. You can follow the progress on screen, and the graded resume is saved to your dashboard so you can come back to it at any time.',
  },
  {
    question: 'How much does a review cost?',
    answer:
      'One review costs one credit. Credits come in packs: 5 credits for $9.99, 10 credits for $14.99 or 20 credits for $19.99. Credits do not expire, and you only pay once for each pack.',
  },
  {
    question: 'Who can see my resume?',
    answer:
      'Only you. Your resume and its review are private to your account, we never sell your data, and you can delete a resume or your whole account whenever you want. Recruiters and career coaches may upload other people’s resumes only with their consent.',
  },
];
