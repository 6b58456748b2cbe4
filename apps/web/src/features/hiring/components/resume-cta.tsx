import { ButtonLink } from '@/components/ui/button';
import { Container } from '@/components/ui/container';

export function ResumeCta() {
  return (
    <section className="py-20">
      <Container>
        <div className="flex flex-col items-center gap-5 rounded-card bg-brand-700 px-6 py-14 text-center text-white">
          <h2 className="text-h2 font-bold">Looking for a job instead?</h2>
          <p className="max-w-xl text-lg text-brand-100">
            Upload your resume, get it graded in seconds and fix what holds it back.
          </p>
          <ButtonLink to="/" variant="secondary" size="lg">
            Grade My Resume
          </ButtonLink>
        </div>
      </Container>
    </section>
  );
}
