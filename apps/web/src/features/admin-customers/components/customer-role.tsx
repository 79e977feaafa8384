// The customer's role, and the button that gives or takes away the admin role after the admin confirms:
// an admin may change anything in the shop, so the change is never one click.
import type { CustomerDetail } from '@kaushal/shared/customer';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { errorMessage } from '../../../lib/api-error';
import { useChangeRoleMutation } from '../customers-api';
import { customerName } from '../customer-display';

export function CustomerRole({
  customer,
  onChanged,
}: {
  customer: CustomerDetail;
  onChanged: (message: string) => void;
}) {
  const [changeRole, { isLoading }] = useChangeRoleMutation();
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const isAdmin = customer.role === 'admin';
  const name = customerName(customer.name);
  const label = isAdmin ? 'Remove admin role' : 'Make admin';

  const change = async () => {
    setFailure(null);
    const result = await changeRole({ id: customer.id, role: isAdmin ? 'user' : 'admin' });
    setConfirming(false);
    if (result.error) setFailure(errorMessage(result.error, 'The role could not be changed.'));
    else onChanged(isAdmin ? `${name} is no longer an admin` : `${name} is now an admin`);
  };

  return (
    <section aria-labelledby="customer-role" className="space-y-3">
      <h2 id="customer-role" className="text-lg font-bold text-slate-900">
        Role
      </h2>
      <p className="flex flex-wrap items-center gap-3 text-slate-700">
        {isAdmin ? <Badge tone="accent">Admin</Badge> : <Badge tone="neutral">Customer</Badge>}
        <Button variant="secondary" size="sm" onClick={() => setConfirming(true)}>
          {label}
        </Button>
      </p>
      {failure && <Alert tone="error">{failure}</Alert>}
      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={isAdmin ? `Remove ${name}'s admin role?` : `Make ${name} an admin?`}
      >
        <p className="text-slate-700">
          {isAdmin
            ? `${customer.email} will no longer open the admin pages or change the shop.`
            : `${customer.email} will be able to change workshops, orders, promo codes and roles, like you.`}{' '}
          The change is kept in the audit trail.
        </p>
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={() => setConfirming(false)}>
            Cancel
          </Button>
          <Button disabled={isLoading} onClick={() => void change()}>
            {isLoading ? 'Saving…' : label}
          </Button>
        </div>
      </Dialog>
    </section>
  );
}
