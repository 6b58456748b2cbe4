import clsx from 'clsx';
import { LogOut, Settings, UserRound } from 'lucide-react';
import { useState } from 'react';
import { NavLink } from 'react-router';
import { LogoutDialog } from './logout-dialog';

const links = [
  { to: '/profile', label: 'Profile', icon: UserRound },
  { to: '/account', label: 'Account', icon: Settings },
] as const;

const linkClasses = (isActive: boolean) =>
  clsx(
    'flex items-center gap-3 rounded-control px-3 py-2.5 font-medium transition-colors',
    isActive
      ? 'bg-brand-50 text-brand-800'
      : 'text-ink-muted hover:bg-surface-muted hover:text-ink',
  );

/**
 * The menu of the profile and account pages: a side menu with Profile, Account and Log out
 * from 768px up; on mobile (767px or less) only Profile and Account, as tabs.
 */
export function AccountNav() {
  const [logoutOpen, setLogoutOpen] = useState(false);
  return (
    <>
      <nav aria-label="Account menu" className="hidden md:block">
        <ul className="space-y-1 rounded-card border border-line bg-white p-2 shadow-card">
          {links.map(({ to, label, icon: Icon }) => (
            <li key={to}>
              <NavLink to={to} className={({ isActive }) => linkClasses(isActive)}>
                <Icon aria-hidden className="size-5" />
                {label}
              </NavLink>
            </li>
          ))}
          <li className="mt-1 border-t border-line pt-1">
            <button
              type="button"
              className={clsx(linkClasses(false), 'w-full')}
              onClick={() => setLogoutOpen(true)}
            >
              <LogOut aria-hidden className="size-5" />
              Log out
            </button>
          </li>
        </ul>
      </nav>
      <nav aria-label="Account tabs" className="md:hidden">
        <ul className="flex border-b border-line">
          {links.map(({ to, label }) => (
            <li key={to} className="flex-1">
              <NavLink
                to={to}
                className={({ isActive }) =>
                  clsx(
                    '-mb-px block border-b-2 px-3 py-3 text-center font-semibold transition-colors',
                    isActive
                      ? 'border-brand-700 text-brand-700'
                      : 'border-transparent text-ink-muted hover:text-ink',
                  )
                }
              >
                {label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <LogoutDialog open={logoutOpen} onOpenChange={setLogoutOpen} />
    </>
  );
}
