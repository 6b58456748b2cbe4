import { Link } from 'react-router';
import { Container } from '@/components/ui/container';
import { Logo } from './logo';
import { lastReport, legalLinks, visibleNavItems } from './nav-items';
import { SocialIcons } from './social-icons';

// A footer link to the page already open would not scroll; SPEC wants it at the top.
const scrollToTop = () => window.scrollTo({ top: 0, left: 0, behavior: 'instant' });

function FooterLinks({
  title,
  links,
}: {
  title: string;
  links: readonly { to: string; label: string }[];
}) {
  return (
    <div>
      <h2 className="text-sm font-semibold tracking-wide text-ink uppercase">{title}</h2>
      <ul className="mt-4 space-y-3">
        {links.map((link) => (
          <li key={link.to}>
            <Link
              to={link.to}
              onClick={scrollToTop}
              className="text-ink-muted hover:text-brand-700"
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function Footer({ signedIn }: { signedIn: boolean }) {
  const lastReportId = lastReport.use();
  const year = new Date().getFullYear();
  return (
    <footer className="border-t border-line bg-surface-muted">
      <Container className="grid gap-10 py-14 md:grid-cols-[2fr_1fr_1fr]">
        <div className="space-y-4">
          <Logo />
          <p className="max-w-sm text-ink-muted">
            Letter grades for content, format and writing, with every mistake marked on your
            resume’s pages.
          </p>
          <SocialIcons />
        </div>
        <FooterLinks title="Product" links={visibleNavItems(signedIn, lastReportId)} />
        <FooterLinks title="Legal" links={legalLinks} />
      </Container>
      <div className="border-t border-line">
        <Container className="flex flex-col gap-2 py-6 text-sm text-ink-subtle md:flex-row md:items-center md:justify-between">
          <p>© {year} ResumeGrader Inc. All rights reserved.</p>
          <p>Ottawa, Ontario, Canada</p>
        </Container>
      </div>
    </footer>
  );
}
