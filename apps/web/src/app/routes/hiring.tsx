import { Faq } from '@/features/faq/components/faq';
import { hiringFaq } from '@/features/faq/hiring-faq';
import { HiringHero } from '@/features/hiring/components/hiring-hero';
import { HiringProcess } from '@/features/hiring/components/hiring-process';
import { QuoteRotator } from '@/features/hiring/components/quote-rotator';
import { ResumeCta } from '@/features/hiring/components/resume-cta';

export function Component() {
  return (
    <>
      <title>Hire top candidates — ResumeGrader</title>
      <HiringHero />
      <HiringProcess />
      <QuoteRotator />
      <Faq items={hiringFaq} />
      <ResumeCta />
    </>
  );
}
