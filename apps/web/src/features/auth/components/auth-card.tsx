import type { ReactNode } from 'react';
import { Container } from '@/components/ui/container';

/** The centred card every account screen sits in. */
export function AuthCard({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Container className="flex justify-center py-16">
      <title>{`${title} — ResumeGrader`}</title>
      <div className="w-full max-w-md rounded-card border border-line bg-white p-6 shadow-card md:p-8">
        <h1 className="text-h2 font-bold">{title}</h1>
        {subtitle && <div className="mt-2 text-ink-muted">{subtitle}</div>}
        <div className="mt-6">{children}</div>
      </div>
    </Container>
  );
}
