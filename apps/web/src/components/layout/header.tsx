import clsx from 'clsx';
import type { UserDetail } from '@resumegrader/contract/user';
import { Menu } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import { pendingVerification } from '@/lib/pending-verification';
import { Container } from '@/components/ui/container';
import { Initial } from './initial';
import { Logo } from './logo';
import { isCurrent, lastReport, type NavItem, visibleNavItems } from './nav-items';

// Menus and dialogs load when first needed: the first page of a visitor stays light.
const AccountMenu = lazy(() => import('./account-menu').then((m) => ({ default: m.AccountMenu })));
const LogoutDialog = lazy(() =>
  import('./logout-dialog').then((m) => ({ default: m.LogoutDialog })),
);
const MobileMenu = lazy(() => import('./mobile-menu').then((m) => ({ default: m.MobileMenu })));

/** What the account menu's trigger looks like, shown while its code loads. */
function AccountMenuPlaceholder({ user }: { user: UserDetail }) {
  return (
    <span className="flex items-center gap-2 py-1 pr-8 pl-1 font-medium text-ink">
      <Initial name={user.firstName} />
      <span>{user.firstName}</span>
    </span>
  );
}

function NavLinks({ items, className }: { items: NavItem[]; className?: string }) {
  const { pathname } = useLocation();
  return (
    <ul className={clsx('flex items-center', className)}>
      {items.map((item) => {
        const current = isCurrent(item, pathname);
        return (
          <li key={item.label}>
            <Link
              to={item.to}
              aria-current={current ? 'page' : undefined}
              className={clsx(
                'rounded-control px-3 py-2 font-medium transition-colors',
                current ? 'text-brand-700' : 'text-ink-muted hover:text-ink',
              )}
            >
              {item.label}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

function GuestActions({ className }: { className?: string }) {
  return (
    <div className={clsx('flex items-center gap-2', className)}>
      {/* SPEC: the Login button sets the email-verify flag to false. */}
      <ButtonLink to="/login" variant="ghost" size="sm" onClick={pendingVerification.clear}>
        Login
      </ButtonLink>
      <ButtonLink to="/signup" size="sm">
        Create Account
      </ButtonLink>
    </div>
  );
}

/**
 * Desktop (1024px+): one row. Tablet (768–1023px): logo and actions, the menu on a second
 * row. Mobile (767px or less): logo and a menu button that opens a sheet.
 */
export function Header({ user }: { user: UserDetail | null }) {
  const [menuOpen, setMenuOpen] = useState(false);
  const [logoutOpen, setLogoutOpen] = useState(false);
  // Mounted from their first opening on, so closing still animates and keeps focus rules.
  const [menuUsed, setMenuUsed] = useState(false);
  const [logoutUsed, setLogoutUsed] = useState(false);
  const openMenu = () => {
    setMenuUsed(true);
    setMenuOpen(true);
  };
  const openLogout = () => {
    setLogoutUsed(true);
    setLogoutOpen(true);
  };
  const lastReportId = lastReport.use();
  const items = visibleNavItems(user !== null, lastReportId);
  return (
    <header className="sticky top-0 z-30 border-b border-line bg-white/90 backdrop-blur">
      <Container className="flex h-header items-center justify-between gap-6">
        <Logo />
        <nav aria-label="Main" className="hidden flex-1 justify-center lg:flex">
          <NavLinks items={items} className="gap-1" />
        </nav>
        {user ? (
          <div className="hidden md:block">
            <Suspense fallback={<AccountMenuPlaceholder user={user} />}>
              <AccountMenu user={user} onLogout={openLogout} />
            </Suspense>
          </div>
        ) : (
          <GuestActions className="hidden md:flex" />
        )}
        <button
          type="button"
          className="rounded-control p-2 text-ink md:hidden"
          aria-label="Open menu"
          aria-expanded={menuOpen}
          onClick={openMenu}
        >
          <Menu aria-hidden className="size-6" />
        </button>
      </Container>
      <nav
        aria-label="Main"
        className="hidden border-t border-line md:block lg:hidden"
        data-testid="tablet-nav"
      >
        <Container className="flex justify-center py-1">
          <NavLinks items={items} className="gap-1 text-sm" />
        </Container>
      </nav>
      <Suspense fallback={null}>
        {menuUsed && (
          <MobileMenu
            open={menuOpen}
            onOpenChange={setMenuOpen}
            items={items}
            user={user}
            onLogout={() => {
              setMenuOpen(false);
              openLogout();
            }}
          />
        )}
        {logoutUsed && <LogoutDialog open={logoutOpen} onOpenChange={setLogoutOpen} />}
      </Suspense>
    </header>
  );
}
