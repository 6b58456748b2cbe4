import type { UserDetail } from '@resumegrader/contract/user';
import { ChevronDown } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useNavigate } from 'react-router';
import { MenuContent } from '@/components/ui/menu-content';
import { Initial } from './initial';

const itemClasses =
  'cursor-pointer rounded-control px-3 py-2 text-ink outline-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-800';

/** The signed-in header's circle, first name and dropdown (Profile, Account, Log out). */
export function AccountMenu({ user, onLogout }: { user: UserDetail; onLogout: () => void }) {
  const navigate = useNavigate();
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        className="flex items-center gap-2 rounded-control py-1 pr-2 pl-1 font-medium text-ink hover:bg-surface-muted"
        aria-label={`Account menu for ${user.firstName}`}
      >
        <Initial name={user.firstName} />
        <span>{user.firstName}</span>
        <ChevronDown aria-hidden className="size-4 text-ink-subtle" />
      </DropdownMenu.Trigger>
      <MenuContent sideOffset={8}>
        <DropdownMenu.Item className={itemClasses} onSelect={() => void navigate('/profile')}>
          Profile
        </DropdownMenu.Item>
        <DropdownMenu.Item className={itemClasses} onSelect={() => void navigate('/account')}>
          Account
        </DropdownMenu.Item>
        <DropdownMenu.Separator className="my-1 h-px bg-line" />
        <DropdownMenu.Item className={itemClasses} onSelect={onLogout}>
          Log out
        </DropdownMenu.Item>
      </MenuContent>
    </DropdownMenu.Root>
  );
}
