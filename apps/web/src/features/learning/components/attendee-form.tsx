// Who takes one of a line's other seats (seat 2 and on): the buyer enters their name and e-mail, the
// server mails them a link to claim it, and once they have, the seat says who holds it.
import type { Enrolment } from '@kaushal/shared/enrolment';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { errorMessage } from '../../../lib/api-error';
import { lazyZodResolver, loadFormSchemas } from '../../../lib/lazy-zod-resolver';
import { useGiveSeatMutation } from '../attendee-api';

export function AttendeeForm({ enrolment }: { enrolment: Enrolment }) {
  const [giveSeat, { data, isLoading, error }] = useGiveSeatMutation();
  // The answer to this form's last send is newer than the enrolment the page read.
  const attendee = data?.attendee ?? enrolment.attendee;
  const [editing, setEditing] = useState(attendee === null);
  const headingId = useId();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: lazyZodResolver('attendeeInputSchema'),
    defaultValues: { name: attendee?.name ?? '', email: attendee?.email ?? '' },
  });

  if (enrolment.seat < 2 || enrolment.status !== 'active') return null;

  const heading = (
    <h3 id={headingId} className="font-semibold text-slate-900">
      {`Seat ${enrolment.seat}`}
    </h3>
  );

  if (attendee?.claimed) {
    return (
      <section aria-labelledby={headingId} className="space-y-1">
        {heading}
        <p className="text-sm text-slate-700">{`Claimed by ${attendee.name}`}</p>
      </section>
    );
  }

  if (attendee && !editing) {
    return (
      <section aria-labelledby={headingId} className="space-y-3">
        {heading}
        {data ? (
          <Alert tone="success">{`We have e-mailed ${attendee.name} a link to claim this seat`}</Alert>
        ) : (
          <p className="text-sm text-slate-700">
            {`Given to ${attendee.name} (${attendee.email}). They have not claimed it yet.`}
          </p>
        )}
        <Button variant="secondary" size="sm" onClick={() => setEditing(true)}>
          Change attendee or send the link again
        </Button>
      </section>
    );
  }

  return (
    <section aria-labelledby={headingId} className="space-y-3">
      {heading}
      <p className="text-sm text-slate-600">
        Who is taking this seat? We will e-mail them a link to claim it with their own account.
      </p>
      <form
        noValidate
        onFocus={() => void loadFormSchemas()}
        onSubmit={handleSubmit(async (form) => {
          const result = await giveSeat({ enrolmentId: enrolment.id, attendee: form });
          if (!result.error) setEditing(false);
        })}
        className="grid gap-3 sm:grid-cols-2"
      >
        <TextField
          label="Attendee’s name"
          autoComplete="off"
          error={errors.name?.message}
          {...register('name')}
        />
        <TextField
          label="Attendee’s e-mail"
          type="email"
          autoComplete="off"
          error={errors.email?.message}
          {...register('email')}
        />
        {error && (
          <div className="sm:col-span-2">
            <Alert tone="error">
              {errorMessage(error, 'The seat could not be given just now.')}
            </Alert>
          </div>
        )}
        <div className="flex flex-wrap gap-3 sm:col-span-2">
          <Button type="submit" size="sm" disabled={isLoading}>
            {isLoading ? 'Sending…' : 'Send claim link'}
          </Button>
          {attendee && (
            <Button variant="ghost" size="sm" onClick={() => setEditing(false)}>
              Cancel
            </Button>
          )}
        </div>
      </form>
    </section>
  );
}
