// The contact page's form: checked as it is filled in, sent to the shop, and thanked with the
// enquiry's reference. The server's word on a field is shown beside that field; what was typed stays.
import type { ContactMessage } from '@kaushal/shared/enquiry';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextAreaField, TextField } from '../../../components/ui/text-field';
import { errorMessage } from '../../../lib/api-error';
import { showFieldIssues } from '../../../lib/api-issues';
import { lazyZodResolver, loadFormSchemas } from '../../../lib/lazy-zod-resolver';
import { useSendContactMessageMutation } from '../contact-api';

const FIELDS = ['name', 'email', 'phone', 'message'] as const satisfies (keyof ContactMessage)[];

export function ContactForm() {
  const [sendMessage, { isLoading }] = useSendContactMessageMutation();
  const [reference, setReference] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm({ resolver: lazyZodResolver('contactMessageSchema') });

  const submit = handleSubmit(async (form) => {
    setFailure(null);
    const result = await sendMessage(form);
    if (!result.error) {
      setReference(result.data.id);
      reset();
      return;
    }
    if (!showFieldIssues(result.error, FIELDS, setError)) {
      setFailure(errorMessage(result.error, 'Your message could not be sent. Please try again.'));
    }
  });

  if (reference) {
    return (
      <div className="space-y-4">
        <Alert tone="success">
          Thank you for writing to us! Our team will get back to you within one working day. Your
          reference is enquiry #{reference}; we have sent a confirmation to your e-mail address.
        </Alert>
        <Button variant="secondary" onClick={() => setReference(null)}>
          Send another message
        </Button>
      </div>
    );
  }
  return (
    <form onFocus={() => void loadFormSchemas()} noValidate onSubmit={submit} className="space-y-5">
      <TextField
        label="Your name"
        autoComplete="name"
        error={errors.name?.message}
        {...register('name')}
      />
      <TextField
        label="Email address"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...register('email')}
      />
      <TextField
        label="Phone (optional)"
        type="tel"
        autoComplete="tel"
        error={errors.phone?.message}
        {...register('phone')}
      />
      <TextAreaField label="Message" error={errors.message?.message} {...register('message')} />
      {failure && <Alert tone="error">{failure}</Alert>}
      <Button type="submit" size="lg" disabled={isLoading}>
        {isLoading ? 'Sending…' : 'Send message'}
      </Button>
    </form>
  );
}
