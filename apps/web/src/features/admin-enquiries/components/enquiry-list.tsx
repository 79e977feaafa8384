// The enquiries inbox: newest first, ten a page, filtered by status from the URL (`?status=new`).
import { LIST_PAGE_SIZE } from '@kaushal/shared/constants';
import { enquiryStatuses, type EnquiryStatus } from '@kaushal/shared/enquiry';
import { adminPaths } from '@kaushal/shared/admin-routes';
import { clsx } from 'clsx/lite';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Pagination } from '../../../components/ui/pagination';
import { Spinner } from '../../../components/ui/spinner';
import { usePageParam } from '../../../lib/use-page-param';
import { useGetEnquiriesQuery } from '../enquiries-api';
import { enquiryStatusBadges } from '../enquiry-display';
import { formatDateTime } from '../../../lib/date-time';
import { EnquiryStatusBadge } from './enquiry-status-badge';

const isStatus = (value: string | null): value is EnquiryStatus =>
  (enquiryStatuses as readonly (string | null)[]).includes(value);

function StatusFilter({ current }: { current: EnquiryStatus | undefined }) {
  const choices = [
    { label: 'All', status: undefined },
    ...enquiryStatuses.map((status) => ({ label: enquiryStatusBadges[status].label, status })),
  ];
  return (
    <nav aria-label="Enquiries by status">
      <ul className="flex flex-wrap gap-2">
        {choices.map(({ label, status }) => (
          <li key={label}>
            <Link
              to={status ? `?status=${status}` : '?'}
              aria-current={status === current ? 'page' : undefined}
              className={clsx(
                'inline-flex rounded-full border px-3 py-1.5 text-sm font-semibold',
                status === current
                  ? 'border-primary bg-primary text-white'
                  : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-100',
              )}
            >
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function EnquiryList() {
  const [params] = useSearchParams();
  const requested = params.get('status');
  const status = isStatus(requested) ? requested : undefined;
  const { page, pageHref } = usePageParam();
  const { data, isLoading, isFetching, isError, refetch } = useGetEnquiriesQuery({ page, status });

  let content;
  if (isLoading) content = <Spinner label="Loading enquiries…" />;
  else if (isError || !data) {
    content = (
      <Alert tone="error">
        The enquiries could not be loaded.{' '}
        <button type="button" className="font-semibold underline" onClick={() => void refetch()}>
          Try again
        </button>
      </Alert>
    );
  } else if (data.totalItems === 0) {
    content = (
      <p className="rounded-2xl border border-dashed border-slate-300 py-16 text-center text-slate-600">
        {status
          ? `No ${enquiryStatusBadges[status].label.toLowerCase()} enquiries.`
          : 'No enquiries yet. Messages sent from the contact page appear here.'}
      </p>
    );
  } else {
    content = (
      <div aria-busy={isFetching}>
        <ul className="divide-y divide-slate-200 overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
          {data.enquiries.map((enquiry) => (
            <li key={enquiry.id}>
              <Link
                to={adminPaths.adminEnquiry(enquiry.id)}
                className="block px-4 py-4 hover:bg-slate-50 focus-visible:bg-slate-50 sm:px-6"
              >
                <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                  <span className="font-semibold text-slate-900">{enquiry.name}</span>
                  <EnquiryStatusBadge status={enquiry.status} />
                  <span className="text-sm text-slate-500">
                    #{enquiry.id} · {formatDateTime(enquiry.createdAt)}
                  </span>
                </div>
                <p className="mt-1 break-all text-sm text-slate-600">{enquiry.email}</p>
                <p className="mt-1 line-clamp-2 break-words text-sm text-slate-700">
                  {enquiry.preview}
                </p>
              </Link>
            </li>
          ))}
        </ul>
        <Pagination
          page={page}
          pageSize={LIST_PAGE_SIZE}
          totalItems={data.totalItems}
          hrefFor={pageHref}
        />
      </div>
    );
  }
  return (
    <div className="space-y-6">
      <StatusFilter current={status} />
      {content}
    </div>
  );
}
