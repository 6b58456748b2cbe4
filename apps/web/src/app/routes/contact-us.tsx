import { Mail, MapPin } from 'lucide-react';
import { Container } from '@/components/ui/container';
import { ContactForm } from '@/features/contact/components/contact-form';
import { useScrollToTop } from '@/hooks/use-scroll-to-top';

export function Component() {
  useScrollToTop();
  return (
    <Container className="grid gap-12 py-16 lg:grid-cols-[1fr_1.2fr] lg:py-24">
      <title>Contact Us — ResumeGrader</title>
      <div className="space-y-5">
        <h1 className="text-h1 font-extrabold">Contact Us</h1>
        <p className="text-lg text-ink-muted">
          Questions about your review, credits or hiring with us? Send us a message and we will
          reply by email, usually within two business days.
        </p>
        <ul className="space-y-3 text-ink-muted">
          <li className="flex items-center gap-3">
            <Mail aria-hidden className="size-5 text-brand-700" />
            support@resumegrader.com
          </li>
          <li className="flex items-center gap-3">
            <MapPin aria-hidden className="size-5 text-brand-700" />
            Ottawa, Ontario, Canada
          </li>
        </ul>
      </div>
      <div className="rounded-card border border-line bg-white p-6 shadow-card md:p-8">
        <ContactForm />
      </div>
    </Container>
  );
}
