import { UserRound } from 'lucide-react';
import { StatusPage } from '@/components/layout/status-page';
import { ButtonLink } from '@/components/ui/button';

/** /login and /signup until the accounts feature lands. */
export function Component() {
  return (
    <StatusPage
      icon={<UserRound aria-hidden className="size-8" />}
      title="Accounts are opening soon"
      text="Sign-up and login are not available yet. Leave us a message and we will let you know as soon as they are."
      pageTitle="Accounts — ResumeGrader"
    >
      <ButtonLink to="/contact-us">Contact Us</ButtonLink>
    </StatusPage>
  );
}
