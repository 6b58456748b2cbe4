import { Accordion } from '@/components/ui/accordion';
import { ButtonLink } from '@/components/ui/button';
import { Container } from '@/components/ui/container';

export interface FaqItem {
  question: string;
  answer: string;
}

/** 'Frequently Asked Questions': one answer open at a time, rows 102px high (SPEC section 2). */
export function Faq({ items }: { items: readonly FaqItem[] }) {
  return (
    <section aria-labelledby="faq-title" className="py-20">
      <Container className="grid gap-10 lg:grid-cols-[1fr_2fr]">
        <div className="space-y-4">
          <h2 id="faq-title" className="text-h2 font-bold">
            Frequently Asked Questions
          </h2>
          <p className="text-lg text-ink-muted">Have more questions?</p>
          {items.length > 0 && (
            <ButtonLink to="/contact-us" variant="outline" className="hidden lg:inline-flex">
              Contact Us
            </ButtonLink>
          )}
        </div>
        <div>
          <Accordion
            className="border-y border-line"
            items={items.map((item, index) => ({
              id: `faq-${index}`,
              title: item.question,
              content: <p className="max-w-3xl leading-relaxed">{item.answer}</p>,
            }))}
          />
          <ButtonLink to="/contact-us" variant="outline" className="mt-8 lg:hidden">
            Contact Us
          </ButtonLink>
        </div>
      </Container>
    </section>
  );
}
