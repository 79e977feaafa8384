// /admin/customers: every account, searchable by name, e-mail or phone, ten per page. The search and
// the page live in the URL, so reloads, links and Back keep them.
import { LIST_PAGE_SIZE } from '@kaushal/shared/constants';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { Button, buttonClasses } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { PageContainer, PageHeading } from '../../components/ui/page';
import { Pagination } from '../../components/ui/pagination';
import { Spinner } from '../../components/ui/spinner';
import { TextField } from '../../components/ui/text-field';
import { CustomersTable } from '../../features/admin-customers/components/customers-table';
import { useGetCustomersQuery } from '../../features/admin-customers/customers-api';
import { usePageParam } from '../../lib/use-page-param';
import { usePageTitle } from '../../lib/use-page-title';

export default function AdminCustomersRoute() {
  usePageTitle('Admin: Customers');
  const [params, setParams] = useSearchParams();
  const search = params.get('q') ?? '';
  const [typed, setTyped] = useState(search);
  const { page, pageHref } = usePageParam();
  const { data, isLoading, isFetching, isError } = useGetCustomersQuery({ page, search });

  return (
    <PageContainer>
      <PageHeading
        title="Customers"
        intro="Find an account by part of its name, e-mail address or phone number."
      />
      <form
        role="search"
        aria-label="Customers"
        className="mt-8 flex max-w-xl flex-col gap-3 sm:flex-row sm:items-end"
        onSubmit={(event) => {
          event.preventDefault();
          // A new search starts at its first page.
          setParams(typed.trim() ? { q: typed.trim() } : {});
        }}
      >
        <div className="grow">
          <TextField
            label="Search customers"
            type="search"
            name="q"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
          />
        </div>
        <Button type="submit">Search</Button>
        {/* The accounts the list shows (its search), every page; the browser saves the file itself. */}
        <a
          href={`/api/admin/exports/customers.csv${search ? `?${new URLSearchParams({ q: search })}` : ''}`}
          download
          className={buttonClasses('secondary')}
        >
          Export CSV
        </a>
      </form>
      <div className="mt-8" aria-busy={isFetching}>
        {isLoading ? (
          <Spinner label="Loading customers…" />
        ) : isError || !data ? (
          <Alert tone="error">The customers could not be loaded. Please try again.</Alert>
        ) : data.totalItems === 0 ? (
          <EmptyState
            icon={search ? 'search' : 'inbox'}
            title={search ? 'No customers match' : 'No customers yet'}
            message={
              search
                ? `Nobody's name, e-mail or phone contains "${search}".`
                : 'Accounts appear here as soon as someone signs up.'
            }
            action={
              search ? (
                <Button
                  variant="secondary"
                  onClick={() => {
                    setTyped('');
                    setParams({});
                  }}
                >
                  Show every customer
                </Button>
              ) : null
            }
          />
        ) : (
          <>
            <p className="mb-3 text-sm text-slate-600" aria-live="polite">
              {data.totalItems === 1 ? '1 customer' : `${data.totalItems} customers`}
              {search && ` matching "${search}"`}
            </p>
            <CustomersTable customers={data.customers} />
            <Pagination
              page={page}
              pageSize={LIST_PAGE_SIZE}
              totalItems={data.totalItems}
              hrefFor={pageHref}
            />
          </>
        )}
      </div>
    </PageContainer>
  );
}
