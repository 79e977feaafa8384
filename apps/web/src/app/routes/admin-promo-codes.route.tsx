// /admin/promo-codes: every promo code with its uses and status, and the form to create or edit one.
import type { PromoCode } from '@kaushal/shared/promo';
import { useState } from 'react';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { PageContainer, PageHeading } from '../../components/ui/page';
import { Spinner } from '../../components/ui/spinner';
import { PromoCodeForm } from '../../features/admin-promotions/components/promo-code-form';
import { PromoCodesTable } from '../../features/admin-promotions/components/promo-codes-table';
import { useGetPromoCodesQuery } from '../../features/admin-promotions/promo-codes-api';
import { showToast } from '../../lib/toast-slice';
import { usePageTitle } from '../../lib/use-page-title';
import { useAppDispatch } from '../hooks';

/** The form's subject: nothing open, a new code, or a code being edited. */
type Editing = { kind: 'closed' } | { kind: 'new' } | { kind: 'edit'; code: PromoCode };

export default function AdminPromoCodesRoute() {
  usePageTitle('Admin: Promo codes');
  const dispatch = useAppDispatch();
  const { data: codes, isLoading, isError } = useGetPromoCodesQuery();
  const [editing, setEditing] = useState<Editing>({ kind: 'closed' });

  const done = (saved: PromoCode | undefined) => {
    if (saved) dispatch(showToast('success', `Promo code ${saved.code} saved`));
    setEditing({ kind: 'closed' });
  };

  return (
    <PageContainer>
      <PageHeading
        title="Promo codes"
        intro="Codes shoppers type in the bag. Uses count paid orders; an unpaid order holds its use until it is paid or cancelled."
      />
      <div className="mt-8 space-y-6">
        {editing.kind === 'closed' ? (
          <Button onClick={() => setEditing({ kind: 'new' })}>New promo code</Button>
        ) : (
          <PromoCodeForm
            key={editing.kind === 'edit' ? editing.code.id : 'new'}
            editing={editing.kind === 'edit' ? editing.code : undefined}
            onDone={done}
          />
        )}
        {isLoading && <Spinner />}
        {isError && (
          <Alert tone="error">The promo codes could not be loaded. Please try again.</Alert>
        )}
        {codes?.length === 0 && <p className="text-slate-600">No promo codes yet.</p>}
        {codes && codes.length > 0 && (
          <PromoCodesTable codes={codes} onEdit={(code) => setEditing({ kind: 'edit', code })} />
        )}
      </div>
    </PageContainer>
  );
}
