// The customer's role, and the one button that gives or takes away the admin role.
import type { CustomerDetail } from '@kaushal/shared/customer';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
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
  const [failure, setFailure] = useState<string | null>(null);
  const isAdmin = customer.role === 'admin';
  const name = customerName(customer.name);

  const toggle = async () => {
    setFailure(null);
    const result = await changeRole({ id: customer.id, role: isAdmin ? 'user' : 'admin' });
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
        <Button variant="secondary" size="sm" disabled={isLoading} onClick={() => void toggle()}>
          {isLoading ? 'Saving…' : isAdmin ? 'Remove admin role' : 'Make admin'}
        </Button>
      </p>
      {failure && <Alert tone="error">{failure}</Alert>}
    </section>
  );
}
