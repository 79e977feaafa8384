// /admin/audit: what admins changed, newest first, narrowed by who, what and when; each entry reads as a
// sentence naming statuses as the orders page does, with the fields it changed, before and after. Read-only: entries are never edited or removed. The filters and
// the page live in the URL, so reloads, links and Back keep them.
import { LIST_PAGE_SIZE } from '@kaushal/shared/constants';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { PageContainer, PageHeading } from '../../components/ui/page';
import { Pagination } from '../../components/ui/pagination';
import { Spinner } from '../../components/ui/spinner';
import { SelectField, TextField } from '../../components/ui/text-field';
import { useGetAuditEntriesQuery, type AuditFilters } from '../../features/admin-audit/audit-api';
import type { StatusWords } from '../../features/admin-audit/audit-words';
import { AuditEntryCard } from '../../features/admin-audit/components/audit-entry-card';
import {
  ORDER_STATUS_LABELS,
  PAYMENT_STATUS_LABELS,
} from '../../features/admin-orders/order-display';
import { usePageParam } from '../../lib/use-page-param';
import { usePageTitle } from '../../lib/use-page-title';

const STATUS_WORDS: StatusWords = {
  orderStatus: ORDER_STATUS_LABELS,
  paymentStatus: PAYMENT_STATUS_LABELS,
};

const FILTER_NAMES = ['actor', 'entityType', 'action', 'from', 'to'] as const;

const ENTITY_TYPES = [
  ['product', 'Products'],
  ['batch', 'Batches'],
  ['promo_code', 'Promo codes'],
  ['order', 'Orders'],
  ['user', 'Accounts'],
] as const;

const filtersFrom = (params: URLSearchParams): AuditFilters => ({
  actor: params.get('actor') ?? '',
  entityType: params.get('entityType') ?? '',
  action: params.get('action') ?? '',
  from: params.get('from') ?? '',
  to: params.get('to') ?? '',
});

export default function AdminAuditRoute() {
  usePageTitle('Admin: Audit trail');
  const [params, setParams] = useSearchParams();
  const filters = filtersFrom(params);
  const [draft, setDraft] = useState(filters);
  const { page, pageHref } = usePageParam();
  // Read again on every visit: the admin's own changes elsewhere are what they come to check.
  const { data, isLoading, isFetching, isError } = useGetAuditEntriesQuery(
    { page, filters },
    { refetchOnMountOrArgChange: true },
  );
  const filtered = FILTER_NAMES.some((name) => filters[name] !== '');
  const field = (name: keyof AuditFilters) => ({
    name,
    value: draft[name],
    onChange: (event: { target: { value: string } }) =>
      setDraft((current) => ({ ...current, [name]: event.target.value })),
  });

  return (
    <PageContainer>
      <PageHeading
        title="Audit trail"
        intro="Every change an admin made to workshops, batches, promo codes, orders and roles, with who made it and when. Entries cannot be changed or removed."
      />
      <form
        aria-label="Filter the audit trail"
        className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-6 lg:items-end"
        onSubmit={(event) => {
          event.preventDefault();
          const next = new URLSearchParams();
          for (const name of FILTER_NAMES) {
            if (draft[name].trim()) next.set(name, draft[name].trim());
          }
          setParams(next);
        }}
      >
        <TextField label="Admin e-mail" type="search" {...field('actor')} />
        <SelectField label="Changed" {...field('entityType')}>
          <option value="">Anything</option>
          {ENTITY_TYPES.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </SelectField>
        <TextField label="Action" placeholder="product.update" {...field('action')} />
        <TextField label="From (IST)" type="date" {...field('from')} />
        <TextField label="To (IST)" type="date" {...field('to')} />
        <Button type="submit">Filter</Button>
      </form>
      <div className="mt-8" aria-busy={isFetching}>
        {isLoading ? (
          <Spinner label="Loading the audit trail…" />
        ) : isError || !data ? (
          <Alert tone="error">
            The audit trail could not be loaded. Check the filters and try again.
          </Alert>
        ) : data.totalItems === 0 ? (
          <EmptyState
            icon={filtered ? 'search' : 'inbox'}
            title={filtered ? 'No entries match' : 'No changes recorded yet'}
            message={
              filtered
                ? 'No admin change matches these filters.'
                : 'Changes made by admins appear here as they are made.'
            }
            action={
              filtered ? (
                <Button
                  variant="secondary"
                  onClick={() => {
                    setDraft(filtersFrom(new URLSearchParams()));
                    setParams({});
                  }}
                >
                  Clear the filters
                </Button>
              ) : null
            }
          />
        ) : (
          <>
            <ol className="space-y-4" aria-label="Audit entries">
              {data.entries.map((entry) => (
                <li key={entry.id}>
                  <AuditEntryCard entry={entry} words={STATUS_WORDS} />
                </li>
              ))}
            </ol>
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
