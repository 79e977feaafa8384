// The profile's own details: the full name the shop greets the customer by and an optional mobile
// number, checked as the server checks them (a +91 mobile number, stored as +91 and ten digits).
import type { User } from '@kaushal/shared/account';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { errorMessage } from '../../../lib/api-error';
import { lazyZodResolver, loadFormSchemas } from '../../../lib/lazy-zod-resolver';
import { useUpdateContactMutation } from '../user-changes-api';

export function ContactForm({ user, onSaved }: { user: User; onSaved: () => void }) {
  const [updateContact] = useUpdateContactMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: lazyZodResolver('profileFormSchema'),
    defaultValues: { name: user.name ?? '', phone: user.phone ?? '' },
  });

  const submit = handleSubmit(async ({ name, phone }) => {
    setFailure(null);
    const result = await updateContact({ id: user.id, name, phone });
    if (result.error) {
      setFailure(errorMessage(result.error, 'Your details could not be saved.'));
      return;
    }
    // The form shows what was stored: the phone as the server wrote it.
    reset({ name: result.data.name ?? '', phone: result.data.phone ?? '' });
    onSaved();
  });

  return (
    <section aria-labelledby="contact-details" className="space-y-4">
      <h2 id="contact-details" className="text-xl font-bold text-slate-900">
        Your details
      </h2>
      <form
        onFocus={() => void loadFormSchemas()}
        noValidate
        onSubmit={submit}
        className="grid gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:grid-cols-2 sm:p-6"
      >
        <TextField
          label="Full name"
          autoComplete="name"
          error={errors.name?.message}
          {...register('name')}
        />
        <TextField
          label="Mobile number (optional)"
          type="tel"
          autoComplete="tel"
          placeholder="+91 98765 43210"
          error={errors.phone?.message}
          {...register('phone')}
        />
        {failure && (
          <div className="sm:col-span-2">
            <Alert tone="error">{failure}</Alert>
          </div>
        )}
        <div className="sm:col-span-2">
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? 'Saving…' : 'Save details'}
          </Button>
        </div>
      </form>
    </section>
  );
}
