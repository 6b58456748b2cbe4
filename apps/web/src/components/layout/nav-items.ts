import { z } from 'zod';
import { storedValue } from '@/lib/stored-value';

export interface NavItem {
  to: string;
  label: string;
  /** Dashboard and Results show only to signed-in users (SPEC section 2). */
  signedInOnly: boolean;
}

/**
 * The report opened last in this tab. A report lives at /results?id=…, and /results without
 * an id goes to / (SPEC 'Results'), so a plain '/results' menu item would lead nowhere. The
 * Results item opens the last report instead, else the report list on the dashboard. Kept
 * for the tab's life; logging out clears session storage.
 */
export const lastReport = storedValue(() => sessionStorage, 'rg.lastReport', z.uuid());

const resultsLink = () => {
  const resumeId = lastReport.get();
  return resumeId ? `/results?id=${resumeId}` : '/dashboard#my-reports';
};

/** `to` is a function where the target depends on the tab's state; read on each render. */
const navItems: readonly (Omit<NavItem, 'to'> & { to: string | (() => string) })[] = [
  { to: '/', label: 'Home', signedInOnly: false },
  { to: '/dashboard', label: 'Dashboard', signedInOnly: true },
  { to: resultsLink, label: 'Results', signedInOnly: true },
  { to: '/pricing', label: 'Pricing', signedInOnly: false },
  { to: '/hiring', label: 'Hiring', signedInOnly: false },
  { to: '/contact-us', label: 'Contact Us', signedInOnly: false },
];

export function visibleNavItems(signedIn: boolean): NavItem[] {
  return navItems
    .filter((item) => signedIn || !item.signedInOnly)
    .map((item) => ({ ...item, to: typeof item.to === 'function' ? item.to() : item.to }));
}

export const legalLinks = [
  { to: '/terms-of-use', label: 'Terms of Use' },
  { to: '/privacy-policy', label: 'Privacy Policy' },
  { to: '/notice-cr', label: 'California Notice' },
  { to: '/notice-eu-eea', label: 'EU/EEA Notice' },
  { to: '/notice-uk', label: 'UK Notice' },
] as const;
