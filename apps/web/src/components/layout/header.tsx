import clsx from 'clsx';
import type { UserDetail } from '@resumegrader/contract/user';
import { Menu } from 'lucide-react';
import { Suspense, useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import { lazyWithPreload, whenIdle } from '@/lib/lazy-with-preload';
import { pendingVerification } from '@/lib/pending-verification';
import { Container } from '@/components/ui/container';
import { AccountTriggerFace, accountTriggerClasses, accountTriggerLabel } from './account-trigger';
import { Logo } from './logo';
import { isCurrent, lastReport, type NavItem, visibleNavItems } from './nav-items';

// Menus and dialogs load after the first page, when the browser is idle or a pointer
// comes near: the first page of a visitor stays light, and a first click never waits.
const AccountMenu = lazyWithPreload(() => import('./account-menu').then((m) => m.AccountMenu));
const LogoutDialog = lazyWithPreload(() => import('./logout-dialog').then((m) => m.LogoutDialog));
const MobileMenu = lazyWithPreload(() => import('./mobile-menu').then((m) => m.MobileMenu));

/**
 * The account menu's button as it looks while the menu's code loads: a click here is kept
 * and opens the menu once it has arrived.
 */
function AccountMenuPlaceholder({ user, onClick }: { user: UserDetail; onClick: () => void }) {
  return (
    <button
      type="button"
      className={accountTriggerClasses}
      aria-label={accountTriggerLabel(user)}
      aria-haspopup="menu"
      onClick={onClick}
      onPointerEnter={AccountMenu.preload}
      onFocus={AccountMenu.preload}
    >
      <AccountTriggerFace user={user} />
    </button>
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
  const [accountMenuClicked, setAccountMenuClicked] = useState(false);
  const signedIn = user !== null;
  useEffect(
    () =>
      whenIdle(() => {
        void MobileMenu.preload();
        if (signedIn) {
          void AccountMenu.preload();
          void LogoutDialog.preload();
        }
      }),
    [signedIn],
  );
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
            <Suspense
              fallback={
                <AccountMenuPlaceholder
                  user={user}
                  onClick={() => {
                    setAccountMenuClicked(true);
                    void AccountMenu.preload();
                  }}
                />
              }
            >
              <AccountMenu.Component
                user={user}
                onLogout={openLogout}
                defaultOpen={accountMenuClicked}
              />
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
          onPointerEnter={MobileMenu.preload}
          onFocus={MobileMenu.preload}
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
          <MobileMenu.Component
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
        {logoutUsed && <LogoutDialog.Component open={logoutOpen} onOpenChange={setLogoutOpen} />}
      </Suspense>
    </header>
  );
}
