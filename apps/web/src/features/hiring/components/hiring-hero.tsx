import { Star } from 'lucide-react';
import { ButtonLink } from '@/components/ui/button';
import { Container } from '@/components/ui/container';

const badges = [
  { label: 'Employer rating', value: '4.9/5', stars: true },
  { label: 'Candidate pool', value: '30,000+', stars: false },
  { label: 'Candidates placed', value: '200+', stars: false },
];

export function HiringHero() {
  return (
    <section className="bg-gradient-to-b from-surface-tint to-white">
      <Container className="flex flex-col items-center gap-8 py-20 text-center lg:py-28">
        <p className="font-semibold text-brand-700">ResumeGrader for employers</p>
        <h1 className="max-w-4xl text-h1 font-extrabold md:text-display">
          Top-Quality Candidates Without the Months-Long Search
        </h1>
        <p className="max-w-2xl text-lg text-ink-muted">
          Hire from a pool of job seekers whose resumes we have already reviewed. No upfront cost:
          you pay a percentage of the hired candidate’s first-year salary, only when they start.
        </p>
        <div className="flex flex-wrap justify-center gap-3">
          <ButtonLink to="/contact-us" size="lg">
            Contact Us
          </ButtonLink>
          <ButtonLink to="/contact-us" size="lg" variant="outline">
            Let’s Talk
          </ButtonLink>
        </div>
        <ul
          aria-label="Ratings and results"
          className="mt-4 grid w-full max-w-3xl gap-4 sm:grid-cols-3"
        >
          {badges.map((badge) => (
            <li
              key={badge.label}
              className="rounded-card border border-line bg-white px-6 py-5 shadow-card"
            >
              <p className="text-h2 font-bold">{badge.value}</p>
              {badge.stars && (
                <p
                  className="mt-1 flex justify-center gap-0.5 text-grade-c"
                  role="img"
                  aria-label="5 out of 5 stars"
                >
                  {Array.from({ length: 5 }, (_, i) => (
                    <Star key={i} aria-hidden className="size-4 fill-current" />
                  ))}
                </p>
              )}
              <p className="mt-1 text-sm text-ink-muted">{badge.label}</p>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
