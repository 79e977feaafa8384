// One enquiry: who wrote and how to reach them, the thread oldest first, the reply box, and closing or
// opening it again.
import type { EnquiryMessage, EnquiryThread } from '@kaushal/shared/enquiry';
import { adminPaths } from '@kaushal/shared/admin-routes';
import { clsx } from 'clsx/lite';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert';
import { BackLink } from '../../../components/ui/back-link';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { TextAreaField } from '../../../components/ui/text-field';
import { errorMessage, errorStatus } from '../../../lib/api-error';
import { showFieldIssues } from '../../../lib/api-issues';
import { lazyZodResolver, loadFormSchemas } from '../../../lib/lazy-zod-resolver';
import {
  useGetEnquiryQuery,
  useReplyToEnquiryMutation,
  useSetEnquiryStatusMutation,
} from '../enquiries-api';
import { formatDateTime } from '../../../lib/date-time';
import { EnquiryStatusBadge } from './enquiry-status-badge';

function Message({ message, sender }: { message: EnquiryMessage; sender: string }) {
  const fromShop = message.from === 'shop';
  return (
    <li
      className={clsx(
        'rounded-xl border p-4 sm:p-5',
        fromShop ? 'border-indigo-200 bg-indigo-50 sm:ml-12' : 'border-slate-200 bg-white sm:mr-12',
      )}
    >
      <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
        <span className="font-semibold text-slate-900">{fromShop ? 'Kaushal' : sender}</span>
        <span className="text-slate-500">{formatDateTime(message.createdAt)}</span>
        {fromShop && !message.mailedAt && (
          <span className="font-semibold text-red-700">E-mail not sent</span>
        )}
      </p>
      <p className="mt-2 whitespace-pre-wrap break-words text-slate-800">{message.body}</p>
    </li>
  );
}

function ReplyForm({
  enquiry,
  onSent,
}: {
  enquiry: EnquiryThread;
  onSent: (t: EnquiryThread) => void;
}) {
  const [reply, { isLoading }] = useReplyToEnquiryMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm({ resolver: lazyZodResolver('enquiryReplySchema') });

  const submit = handleSubmit(async (form) => {
    setFailure(null);
    const result = await reply({ id: enquiry.id, body: form });
    if (result.data) {
      reset();
      onSent(result.data);
      return;
    }
    if (!showFieldIssues(result.error, ['message'], setError)) {
      setFailure(errorMessage(result.error, 'The reply could not be sent. Please try again.'));
    }
  });

  return (
    <form onFocus={() => void loadFormSchemas()} noValidate onSubmit={submit} className="space-y-4">
      <TextAreaField
        label={`Reply to ${enquiry.name}`}
        error={errors.message?.message}
        {...register('message')}
      />
      <p className="text-sm text-slate-600">
        Sent by e-mail to {enquiry.email}, without their message: whoever wrote typed that address,
        so quote nothing of theirs that you would not send to a stranger.
      </p>
      {failure && <Alert tone="error">{failure}</Alert>}
      <Button type="submit" disabled={isLoading}>
        {isLoading ? 'Sending…' : 'Send reply'}
      </Button>
    </form>
  );
}

export function EnquiryThreadView({ id }: { id: string }) {
  const { data: enquiry, isLoading, error, refetch } = useGetEnquiryQuery(id);
  const [setStatus, { isLoading: saving }] = useSetEnquiryStatusMutation();
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const back = <BackLink to={adminPaths.adminEnquiries()} label="All enquiries" />;

  if (isLoading) return <Spinner label="Loading the enquiry…" />;
  if (!enquiry) {
    return (
      <div className="space-y-4">
        {back}
        <Alert tone="error">
          {/* An id that is not a number (400) names no enquiry either. */}
          {[400, 404].includes(errorStatus(error) ?? 0) ? (
            `Enquiry #${id} was not found.`
          ) : (
            <>
              The enquiry could not be loaded.{' '}
              <button
                type="button"
                className="font-semibold underline"
                onClick={() => void refetch()}
              >
                Try again
              </button>
            </>
          )}
        </Alert>
      </div>
    );
  }

  const closed = enquiry.status === 'closed';
  const toggle = async () => {
    setNotice(null);
    const answered = enquiry.messages.some((message) => message.from === 'shop');
    const status = closed ? (answered ? 'replied' : 'new') : 'closed';
    const result = await setStatus({ id: enquiry.id, status });
    if (result.error) setNotice({ tone: 'error', text: errorMessage(result.error) });
  };
  const sent = (thread: EnquiryThread) => {
    const last = thread.messages.at(-1);
    setNotice(
      last?.mailedAt
        ? { tone: 'success', text: `Your reply was e-mailed to ${thread.email}.` }
        : {
            tone: 'error',
            text: 'Your reply is saved here, but its e-mail could not be sent. Check the mail settings, then reply again.',
          },
    );
  };

  return (
    <div className="space-y-6">
      {back}
      <section
        aria-labelledby="enquiry-sender"
        className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
      >
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="enquiry-sender" className="text-xl font-bold text-slate-900">
            Enquiry #{enquiry.id} from {enquiry.name}
          </h2>
          <EnquiryStatusBadge status={enquiry.status} />
        </div>
        <dl className="mt-3 grid gap-1 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-4">
          <dt className="text-slate-600">E-mail</dt>
          <dd className="break-all">
            <a
              className="font-semibold text-primary hover:underline"
              href={`mailto:${enquiry.email}`}
            >
              {enquiry.email}
            </a>
          </dd>
          <dt className="text-slate-600">Phone</dt>
          <dd>
            {enquiry.phone ? (
              <a
                className="font-semibold text-primary hover:underline"
                href={`tel:${enquiry.phone.replace(/[^\d+]/g, '')}`}
              >
                {enquiry.phone}
              </a>
            ) : (
              'Not given'
            )}
          </dd>
          <dt className="text-slate-600">Received</dt>
          <dd>{formatDateTime(enquiry.createdAt)}</dd>
        </dl>
        <div className="mt-4">
          <Button variant="secondary" size="sm" disabled={saving} onClick={() => void toggle()}>
            {closed ? 'Reopen enquiry' : 'Close enquiry'}
          </Button>
        </div>
      </section>
      <section aria-label="Messages">
        <ol className="space-y-4">
          {enquiry.messages.map((message) => (
            <Message key={message.id} message={message} sender={enquiry.name} />
          ))}
        </ol>
      </section>
      {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
      <section className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
        <ReplyForm enquiry={enquiry} onSent={sent} />
      </section>
    </div>
  );
}
