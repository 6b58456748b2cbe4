import type { UserDetail } from '@resumegrader/contract/user';
import { DropdownMenu } from 'radix-ui';
import { useNavigate } from 'react-router';
import { MenuContent } from '@/components/ui/menu-content';
import { AccountTriggerFace, accountTriggerClasses, accountTriggerLabel } from './account-trigger';

const itemClasses =
  'cursor-pointer rounded-control px-3 py-2 text-ink outline-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-800';

/**
 * The signed-in header's circle, first name and dropdown (Profile, Account, Log out).
 * `defaultOpen`: it was clicked while its code was loading, and opens as it arrives.
 */
export function AccountMenu({
  user,
  onLogout,
  defaultOpen = false,
}: {
  user: UserDetail;
  onLogout: () => void;
  defaultOpen?: boolean;
}) {
  const navigate = useNavigate();
  return (
    <DropdownMenu.Root defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger
        className={accountTriggerClasses}
        aria-label={accountTriggerLabel(user)}
      >
        <AccountTriggerFace user={user} />
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
