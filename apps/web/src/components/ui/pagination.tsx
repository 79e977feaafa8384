// Page links for a list of ten per page; the page lives in the URL so it survives reloads and sharing.
import { clsx } from 'clsx/lite';
import { Link, Navigate } from 'react-router';
import { Icon } from './icon';

interface PaginationProps {
  page: number;
  pageSize: number;
  totalItems: number;
  hrefFor: (page: number) => string;
}

const linkBase =
  'inline-flex min-w-10 items-center justify-center gap-1 rounded-lg border px-3 py-2 text-sm font-medium';

export function Pagination({ page, pageSize, totalItems, hrefFor }: PaginationProps) {
  const totalPages = Math.max(1, Math.ceil(totalItems / pageSize));
  // A page past the end (an old link, a list that shrank) is not a page: the last one is shown instead.
  if (page > totalPages) return <Navigate to={hrefFor(totalPages)} replace />;
  const first = totalItems === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(page * pageSize, totalItems);
  const pages = Array.from({ length: totalPages }, (_, index) => index + 1);
  const edge = (target: number, label: string, icon: 'chevron-left' | 'chevron-right') =>
    target < 1 || target > totalPages ? (
      <span aria-disabled="true" className={clsx(linkBase, 'border-slate-200 text-slate-400')}>
        {icon === 'chevron-left' && <Icon name={icon} className="size-4" />}
        {label}
        {icon === 'chevron-right' && <Icon name={icon} className="size-4" />}
      </span>
    ) : (
      <Link
        to={hrefFor(target)}
        className={clsx(linkBase, 'border-slate-300 bg-white text-slate-700 hover:bg-slate-100')}
      >
        {icon === 'chevron-left' && <Icon name={icon} className="size-4" />}
        {label}
        {icon === 'chevron-right' && <Icon name={icon} className="size-4" />}
      </Link>
    );

  return (
    <nav
      aria-label="Pagination"
      className="mt-10 flex flex-col items-center gap-4 sm:flex-row sm:justify-between"
    >
      <p className="text-sm text-slate-600">
        Showing <span className="font-semibold">{first}</span> to{' '}
        <span className="font-semibold">{last}</span> of{' '}
        <span className="font-semibold">{totalItems}</span> results
      </p>
      <div className="flex flex-wrap items-center gap-2">
        {edge(page - 1, 'Previous', 'chevron-left')}
        {pages.map((number) => (
          <Link
            key={number}
            to={hrefFor(number)}
            aria-current={number === page ? 'page' : undefined}
            className={clsx(
              linkBase,
              number === page
                ? 'border-primary bg-primary text-white'
                : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-100',
            )}
          >
            <span className="sr-only">Page </span>
            {number}
          </Link>
        ))}
        {edge(page + 1, 'Next', 'chevron-right')}
      </div>
    </nav>
  );
}
