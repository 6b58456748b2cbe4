import type { ReactNode } from 'react';
import { Container } from '@/components/ui/container';

const highlights = [
  'Content, format and writing grades',
  'Mistakes boxed on your pages',
  'Results in seconds',
];

/** `uploadCard` comes from the route: features do not import each other. */
export function Hero({ uploadCard }: { uploadCard: ReactNode }) {
  return (
    <section className="bg-gradient-to-b from-surface-tint to-white">
      <Container className="grid items-start gap-12 py-16 lg:grid-cols-[1.1fr_1fr] lg:py-24">
        <div className="space-y-6">
          <p className="font-semibold text-brand-700">AI resume review</p>
          <h1 className="text-h1 font-extrabold md:text-display">
            Get your resume graded <span className="text-brand-700">before recruiters do</span>
          </h1>
          <p className="max-w-xl text-lg text-ink-muted">
            Upload your PDF resume and get letter grades from A+ to F for content, format and
            writing, with every mistake boxed on your pages so you know exactly what to fix.
          </p>
          <ul className="flex flex-wrap gap-x-6 gap-y-2 text-ink-muted">
            {highlights.map((item) => (
              <li key={item} className="flex items-center gap-2">
                <span aria-hidden className="size-2 rounded-full bg-grade-a" />
                {item}
              </li>
            ))}
          </ul>
        </div>
        {uploadCard}
      </Container>
    </section>
  );
}
