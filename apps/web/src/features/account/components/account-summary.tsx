import type { UserDetail } from '@resumegrader/contract/user';
import { ButtonLink } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';

/** Remaining credits with 'Buy Credits', and the email, which cannot be changed here. */
export function AccountSummary({ user }: { user: UserDetail }) {
  return (
    <div className="space-y-6">
      <section
        aria-labelledby="remaining-credits"
        className="flex flex-wrap items-center justify-between gap-4 rounded-control bg-surface-tint p-5"
      >
        <div>
          <h2 id="remaining-credits" className="text-sm font-medium text-ink-muted">
            Remaining credits
          </h2>
          <p className="text-h2 font-bold text-brand-800" data-testid="remaining-credits">
            {user.credits}
          </p>
        </div>
        <ButtonLink to="/pricing">Buy Credits</ButtonLink>
      </section>
      <TextField
        label="Email"
        type="email"
        value={user.email}
        readOnly
        className="read-only:bg-surface-muted read-only:text-ink-muted"
      />
    </div>
  );
}
