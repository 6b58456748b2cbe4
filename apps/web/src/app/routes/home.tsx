import { Faq } from '@/features/faq/components/faq';
import { resumeFaq } from '@/features/faq/resume-faq';
import { Hero } from '@/features/home/components/hero';
import { HowItWorks } from '@/features/home/components/how-it-works';
import { UploadCard } from '@/features/upload/components/upload-card';

export function Component() {
  return (
    <>
      <title>ResumeGrader — AI resume review in seconds</title>
      <Hero uploadCard={<UploadCard />} />
      <HowItWorks />
      <Faq items={resumeFaq} />
    </>
  );
}
