import { FileQuestion } from 'lucide-react';
import { StatusPage } from '@/components/layout/status-page';
import { ButtonLink } from '@/components/ui/button';

export function Component() {
  return (
    <StatusPage
      icon={<FileQuestion aria-hidden className="size-8" />}
      title="Page Not Found"
      text="The page you are looking for does not exist or has moved."
      pageTitle="Page not found — ResumeGrader"
    >
      <ButtonLink to="/">Go to Home</ButtonLink>
    </StatusPage>
  );
}
