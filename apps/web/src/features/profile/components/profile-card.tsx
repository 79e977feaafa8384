// The profile's header: name (or 'New User'), e-mail, the Admin label and Sign Out (docs/product.md §2.11).
import type { User } from '@kaushal/shared/account';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { SvgIcon } from '../../../components/ui/icon';
import { userIcon } from '../../../components/ui/user-icon';

export function ProfileCard({ user, onSignOut }: { user: User; onSignOut: () => void }) {
  return (
    <section className="flex flex-col gap-5 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:flex-row sm:items-center sm:justify-between sm:p-6">
      <div className="flex min-w-0 items-center gap-4">
        <span className="flex size-14 shrink-0 items-center justify-center rounded-full bg-indigo-100 text-primary">
          <SvgIcon path={userIcon} className="size-7" />
        </span>
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <h1 className="text-2xl font-bold text-slate-900">{user.name?.trim() || 'New User'}</h1>
            {user.role === 'admin' && <Badge tone="accent">Admin</Badge>}
          </div>
          <p className="break-all text-slate-600">{user.email}</p>
        </div>
      </div>
      <Button variant="secondary" onClick={onSignOut} className="self-start sm:self-auto">
        Sign Out
      </Button>
    </section>
  );
}
