// "Notify me" on a sold-out workshop: signed out, the shopper leaves an e-mail; signed in, one button
// uses the account's. The shop e-mails once when seats open again.
import type { Product } from '@kaushal/shared/product';
import { useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { errorMessage } from '../../../lib/api-error';
import { useNotifyMeMutation } from '../course-api';

export function NotifyMe({
  product,
  signedIn,
}: {
  product: Pick<Product, 'id'>;
  signedIn: boolean;
}) {
  const [email, setEmail] = useState('');
  const [notifyMe, { data, error, isLoading }] = useNotifyMeMutation();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void notifyMe({ productId: product.id, ...(!signedIn && { email: email.trim() }) });
  };
  return (
    <section aria-labelledby="notify-me-title" className="mt-6 rounded-xl bg-slate-50 p-4">
      <h2 id="notify-me-title" className="text-base font-bold text-slate-900">
        Get a seat when one opens
      </h2>
      {data ? (
        <div className="mt-3">
          <Alert tone="success">
            {`Thank you! We will e-mail ${data.email} when seats open for this workshop.`}
          </Alert>
        </div>
      ) : (
        <form onSubmit={submit} className="mt-3 space-y-3">
          {!signedIn && (
            <TextField
              label="Email address"
              type="email"
              autoComplete="email"
              required
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
          )}
          <Button type="submit" className="w-full" disabled={isLoading}>
            Notify me
          </Button>
          {error && (
            <Alert tone="error">
              {errorMessage(error, 'We could not sign you up just now. Please try again.')}
            </Alert>
          )}
        </form>
      )}
    </section>
  );
}
