import type { UserDetail } from '@resumegrader/contract/user';
import clsx from 'clsx';
import { ChevronDown } from 'lucide-react';
import { Collapsible } from 'radix-ui';
import { Link, NavLink, useLocation } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { pendingVerification } from '@/lib/pending-verification';
import { Initial } from './initial';
import { isCurrent, type NavItem } from './nav-items';

interface MobileMenuProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  items: NavItem[];
  user: UserDetail | null;
  onLogout: () => void;
}

const linkClasses = ({ isActive }: { isActive: boolean }) =>
  clsx(
    'block rounded-control px-3 py-3 text-lg font-medium',
    isActive ? 'bg-brand-50 text-brand-800' : 'text-ink hover:bg-surface-muted',
  );

/** SPEC: a profile block that expands to Profile, Account and Log out. */
function ProfileBlock({
  user,
  close,
  onLogout,
}: {
  user: UserDetail;
  close: () => void;
  onLogout: () => void;
}) {
  return (
    <Collapsible.Root className="rounded-card border border-line">
      <Collapsible.Trigger className="group flex w-full items-center gap-3 px-3 py-3 text-left font-semibold">
        <Initial name={user.firstName} />
        <span className="flex-1">{user.firstName}</span>
        <ChevronDown
          aria-hidden
          className="size-5 text-ink-subtle transition-transform group-data-[state=open]:rotate-180"
        />
      </Collapsible.Trigger>
      <Collapsible.Content className="border-t border-line p-1">
        <NavLink to="/profile" onClick={close} className={linkClasses}>
          Profile
        </NavLink>
        <NavLink to="/account" onClick={close} className={linkClasses}>
          Account
        </NavLink>
        <button
          type="button"
          onClick={onLogout}
          className="block w-full rounded-control px-3 py-3 text-left text-lg font-medium text-ink hover:bg-surface-muted"
        >
          Log out
        </button>
      </Collapsible.Content>
    </Collapsible.Root>
  );
}

export function MobileMenu({ open, onOpenChange, items, user, onLogout }: MobileMenuProps) {
  const close = () => onOpenChange(false);
  const { pathname } = useLocation();
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Menu" variant="sheet">
      {user && (
        <div className="mb-4">
          <ProfileBlock user={user} close={close} onLogout={onLogout} />
        </div>
      )}
      <nav aria-label="Mobile">
        <ul className="flex flex-col gap-1">
          {items.map((item) => {
            const isActive = isCurrent(item, pathname);
            return (
              <li key={item.label}>
                <Link
                  to={item.to}
                  aria-current={isActive ? 'page' : undefined}
                  onClick={close}
                  className={linkClasses({ isActive })}
                >
                  {item.label}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      {!user && (
        <div className="mt-6 flex flex-col gap-3 border-t border-line pt-6">
          <ButtonLink
            to="/login"
            variant="outline"
            onClick={() => {
              pendingVerification.clear();
              close();
            }}
          >
            Login
          </ButtonLink>
          <ButtonLink to="/signup" onClick={close}>
            Create Account
          </ButtonLink>
        </div>
      )}
    </Dialog>
  );
}
