import { Container } from '@/components/ui/container';

const steps = [
  {
    title: 'Tell us about the role',
    text: 'A short call about the position, the team and what success looks like in the first year.',
  },
  {
    title: 'We search our talent pool',
    text: 'We match the role against 10,000+ job seekers in an active search and screen the best fits.',
  },
  {
    title: 'Meet a short list',
    text: 'You interview a handful of strong, interested candidates instead of sorting hundreds of applications.',
  },
  {
    title: 'Pay only on a hire',
    text: 'No retainer and no upfront cost. Our fee is a percentage of the first-year salary of the person you hire.',
  },
];

export function HiringProcess() {
  return (
    <section aria-labelledby="process-title" className="bg-surface-muted py-20">
      <Container>
        <h2 id="process-title" className="text-center text-h2 font-bold">
          How hiring with us works
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-center text-lg text-ink-muted">
          We recruit for employers in the United States and Western Europe.
        </p>
        <ol className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-4">
          {steps.map((step, index) => (
            <li
              key={step.title}
              className="rounded-card border border-line bg-white p-7 shadow-card"
            >
              <span className="flex size-10 items-center justify-center rounded-full bg-brand-700 font-semibold text-white">
                {index + 1}
              </span>
              <h3 className="mt-5 text-h3 font-semibold">{step.title}</h3>
              <p className="mt-2 text-ink-muted">{step.text}</p>
            </li>
          ))}
        </ol>
      </Container>
    </section>
  );
}
