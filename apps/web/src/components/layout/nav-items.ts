export interface NavItem {
  to: string;
  label: string;
  /** Dashboard and Results show only to signed-in users (SPEC section 2). */
  signedInOnly: boolean;
}

export const navItems: readonly NavItem[] = [
  { to: '/', label: 'Home', signedInOnly: false },
  { to: '/dashboard', label: 'Dashboard', signedInOnly: true },
  { to: '/pricing', label: 'Pricing', signedInOnly: false },
  { to: '/hiring', label: 'Hiring', signedInOnly: false },
  { to: '/contact-us', label: 'Contact Us', signedInOnly: false },
];

export function visibleNavItems(signedIn: boolean): NavItem[] {
  return navItems.filter((item) => signedIn || !item.signedInOnly);
}

export const legalLinks = [
  { to: '/terms-of-use', label: 'Terms of Use' },
  { to: '/privacy-policy', label: 'Privacy Policy' },
  { to: '/notice-cr', label: 'California Notice' },
  { to: '/notice-eu-eea', label: 'EU/EEA Notice' },
  { to: '/notice-uk', label: 'UK Notice' },
] as const;
