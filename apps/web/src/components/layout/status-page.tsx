import type { ReactNode } from 'react';
import { Container } from '@/components/ui/container';

interface StatusPageProps {
  icon: ReactNode;
  title: string;
  text: string;
  pageTitle: string;
  children?: ReactNode;
}

/** A centred message page: 404, maintenance, errors. */
export function StatusPage({ icon, title, text, pageTitle, children }: StatusPageProps) {
  return (
    <Container className="flex flex-col items-center gap-5 py-24 text-center">
      <title>{pageTitle}</title>
      <span className="flex size-16 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        {icon}
      </span>
      <h1 className="text-h1 font-extrabold">{title}</h1>
      <p className="max-w-xl text-lg text-ink-muted">{text}</p>
      {children && <div className="flex flex-wrap justify-center gap-3">{children}</div>}
    </Container>
  );
}
