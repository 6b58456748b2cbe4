import { matchPath } from 'react-router';
import { z } from 'zod';
import { storedValue } from '@/lib/stored-value';

export interface NavItem {
  to: string;
  label: string;
  /** Dashboard and Results show only to signed-in users (SPEC section 2). */
  signedInOnly: boolean;
  /** The page that marks this item current, when `to` may point elsewhere. */
  activePath?: string;
}

/**
 * The report opened last in this tab. A report lives at /results?id=…, and /results without
 * an id goes to / (SPEC 'Results'), so a plain '/results' menu item would lead nowhere. The
 * Results item opens the last report instead, else the report list on the dashboard. Kept
 * for the tab's life; logging out clears session storage.
 */
export const lastReport = storedValue(() => sessionStorage, 'rg.lastReport', z.uuid());

const resultsLink = (lastReportId: string | null) =>
  lastReportId ? `/results?id=${lastReportId}` : '/dashboard#my-reports';

/** `to` is a function where the target depends on the last report opened. */
const navItems: readonly (Omit<NavItem, 'to'> & {
  to: string | ((lastReportId: string | null) => string);
})[] = [
  { to: '/', label: 'Home', signedInOnly: false },
  { to: '/dashboard', label: 'Dashboard', signedInOnly: true },
  { to: resultsLink, label: 'Results', signedInOnly: true, activePath: '/results' },
  { to: '/pricing', label: 'Pricing', signedInOnly: false },
  { to: '/hiring', label: 'Hiring', signedInOnly: false },
  { to: '/contact-us', label: 'Contact Us', signedInOnly: false },
];

/** The item for the current page: its own path, or its `activePath` when it has one. */
export function isCurrent(item: NavItem, pathname: string): boolean {
  const path = item.activePath ?? item.to.split(/[?#]/)[0] ?? item.to;
  return matchPath({ path, end: path === '/' }, pathname) !== null;
}

/** The menu for a visitor or a signed-in user; components pass `lastReport.use()`. */
export function visibleNavItems(signedIn: boolean, lastReportId: string | null): NavItem[] {
  return navItems
    .filter((item) => signedIn || !item.signedInOnly)
    .map((item) => ({
      ...item,
      to: typeof item.to === 'function' ? item.to(lastReportId) : item.to,
    }));
}

export const legalLinks = [
  { to: '/terms-of-use', label: 'Terms of Use' },
  { to: '/privacy-policy', label: 'Privacy Policy' },
  { to: '/notice-cr', label: 'California Notice' },
  { to: '/notice-eu-eea', label: 'EU/EEA Notice' },
  { to: '/notice-uk', label: 'UK Notice' },
] as const;
