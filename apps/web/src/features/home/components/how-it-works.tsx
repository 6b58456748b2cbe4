import { FileSearch, FileUp, Sparkles } from 'lucide-react';
import { Container } from '@/components/ui/container';

const steps = [
  {
    icon: FileUp,
    title: 'Upload your resume',
    text: 'Drop in the PDF you send to employers. Nothing to install, nothing to fill in.',
  },
  {
    icon: FileSearch,
    title: 'Get it graded',
    text: 'We check content, format and writing, and grade each from A+ to F, plus a final grade.',
  },
  {
    icon: Sparkles,
    title: 'Fix what matters',
    text: 'Every suggestion is boxed on your pages with a clear fix. Improve, upload again and compare.',
  },
];

export function HowItWorks() {
  return (
    <section aria-labelledby="how-title" className="bg-surface-muted py-20">
      <Container>
        <h2 id="how-title" className="text-center text-h2 font-bold">
          How it works
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-center text-lg text-ink-muted">
          Three steps from the resume you have to the resume you need.
        </p>
        <ol className="mt-12 grid gap-6 md:grid-cols-3">
          {steps.map((step, index) => (
            <li
              key={step.title}
              className="rounded-card border border-line bg-white p-8 shadow-card"
            >
              <div className="flex items-center gap-3">
                <span className="flex size-11 items-center justify-center rounded-full bg-brand-50 text-brand-700">
                  <step.icon aria-hidden className="size-5" />
                </span>
                <span className="text-sm font-semibold text-ink-subtle">Step {index + 1}</span>
              </div>
              <h3 className="mt-5 text-h3 font-semibold">{step.title}</h3>
              <p className="mt-2 text-ink-muted">{step.text}</p>
            </li>
          ))}
        </ol>
      </Container>
    </section>
  );
}
