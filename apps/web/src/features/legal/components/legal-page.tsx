import { Container } from '@/components/ui/container';
import type { LegalDocument, LegalSection } from '../legal-document';

function Section({ section, level }: { section: LegalSection; level: 2 | 3 }) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section className="space-y-3">
      <Heading className={level === 2 ? 'pt-4 text-h3 font-semibold' : 'pt-2 font-semibold'}>
        {section.heading}
      </Heading>
      {section.paragraphs?.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      {section.items && (
        <ul className="list-disc space-y-2 pl-6">
          {section.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
      {section.subsections?.map((sub) => (
        <Section key={sub.heading} section={sub} level={3} />
      ))}
    </section>
  );
}

export function LegalPage({ document }: { document: LegalDocument }) {
  return (
    <Container className="py-16">
      <article className="mx-auto max-w-3xl space-y-4 leading-relaxed text-ink-muted">
        <header className="space-y-2 pb-4">
          <h1 className="text-h1 font-bold text-ink">{document.title}</h1>
          <p className="text-sm">Last updated: {document.lastUpdated}</p>
        </header>
        {document.intro.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        {document.sections.map((section) => (
          <Section key={section.heading} section={section} level={2} />
        ))}
      </article>
    </Container>
  );
}
