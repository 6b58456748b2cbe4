import { timings } from '@resumegrader/contract/timings';
import { useEffect, useState } from 'react';
import { Container } from '@/components/ui/container';

const quotes = [
  {
    text: 'We filled two senior engineering roles in five weeks. Every candidate on the short list was someone we wanted to meet.',
    author: 'Head of Engineering, fintech company, Toronto',
  },
  {
    text: 'No retainer and no wasted interviews. The fee was only due once our new analyst started, which made the decision easy.',
    author: 'Finance Director, logistics company, Amsterdam',
  },
  {
    text: 'The candidates arrived with polished resumes and clear expectations. Our hiring managers noticed the difference at once.',
    author: 'Talent Lead, SaaS company, Austin',
  },
] as const;

/** Testimonials change every 20 s (SPEC section 4); the dots let a reader choose one. */
export function QuoteRotator() {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    const timer = window.setInterval(
      () => setIndex((i) => (i + 1) % quotes.length),
      timings.quoteRotationMs,
    );
    return () => window.clearInterval(timer);
  }, [index]);
  const quote = quotes[index] ?? quotes[0];
  return (
    <section aria-labelledby="quotes-title" className="py-20">
      <Container className="flex flex-col items-center text-center">
        <h2 id="quotes-title" className="text-h2 font-bold">
          What employers say
        </h2>
        <figure className="mt-10 max-w-3xl" aria-live="polite">
          <blockquote className="text-xl leading-relaxed text-ink md:text-2xl">
            “{quote.text}”
          </blockquote>
          <figcaption className="mt-4 text-ink-muted">{quote.author}</figcaption>
        </figure>
        <div className="mt-8 flex gap-2">
          {quotes.map((q, i) => (
            <button
              key={q.author}
              type="button"
              aria-label={`Show quote ${i + 1} of ${quotes.length}`}
              aria-pressed={i === index}
              onClick={() => setIndex(i)}
              className={`size-3 rounded-full ${i === index ? 'bg-brand-700' : 'bg-line hover:bg-brand-200'}`}
            />
          ))}
        </div>
      </Container>
    </section>
  );
}
