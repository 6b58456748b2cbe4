import clsx from 'clsx';
import { NavLink } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import type { NavItem } from './nav-items';

interface MobileMenuProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  items: NavItem[];
}

export function MobileMenu({ open, onOpenChange, items }: MobileMenuProps) {
  const close = () => onOpenChange(false);
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Menu" variant="sheet">
      <nav aria-label="Mobile">
        <ul className="flex flex-col gap-1">
          {items.map((item) => (
            <li key={item.to}>
              <NavLink
                to={item.to}
                end={item.to === '/'}
                onClick={close}
                className={({ isActive }) =>
                  clsx(
                    'block rounded-control px-3 py-3 text-lg font-medium',
                    isActive ? 'bg-brand-50 text-brand-800' : 'text-ink hover:bg-surface-muted',
                  )
                }
              >
                {item.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mt-6 flex flex-col gap-3 border-t border-line pt-6">
        <ButtonLink to="/login" variant="outline" onClick={close}>
          Login
        </ButtonLink>
        <ButtonLink to="/signup" onClick={close}>
          Create Account
        </ButtonLink>
      </div>
    </Dialog>
  );
}
