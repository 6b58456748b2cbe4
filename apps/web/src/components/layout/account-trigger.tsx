import type { UserDetail } from '@resumegrader/contract/user';
import { ChevronDown } from 'lucide-react';
import { Initial } from './initial';

/** The account menu's button: the same before its menu's code has loaded and after. */
export const accountTriggerClasses =
  'flex items-center gap-2 rounded-control py-1 pr-2 pl-1 font-medium text-ink hover:bg-surface-muted';

export const accountTriggerLabel = (user: UserDetail) => `Account menu for ${user.firstName}`;

export function AccountTriggerFace({ user }: { user: UserDetail }) {
  return (
    <>
      <Initial name={user.firstName} />
      <span>{user.firstName}</span>
      <ChevronDown aria-hidden className="size-4 text-ink-subtle" />
    </>
  );
}
