// A workshop's batches on its edit page: every batch with its status, seats and dates, and adding,
// changing, closing and reopening one, and each one's roster. A self-paced workshop's one standing batch
// is the server's to keep: only its learners and materials are shown, never its endless seats.
import type { AdminBatch, BatchStatus } from '@kaushal/shared/batch';
import { adminPaths } from '@kaushal/shared/admin-routes';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-error';
import { formatDate, formatSession, formatStart } from '../../../lib/ist-time';
import { bodyOfBatch } from '../batch-form-values';
import { useGetAdminBatchesQuery, useSaveBatchMutation } from '../batches-api';
import { BatchForm } from './batch-form';
import { BatchMaterials } from './batch-materials';

const statusLabels: Record<BatchStatus, { label: string; tone: BadgeTone }> = {
  open: { label: 'Open', tone: 'success' },
  full: { label: 'Full', tone: 'accent' },
  'enrolment-closed': { label: 'Enrolment closed', tone: 'neutral' },
  closed: { label: 'Closed', tone: 'danger' },
};

function batchDates(batch: AdminBatch): string {
  const first = batch.sessions[0];
  const last = batch.sessions.at(-1);
  if (!first || !last) return 'Dates to be announced';
  if (batch.sessions.length === 1) return formatSession(first.startsAt, first.endsAt);
  return `${formatStart(first.startsAt)} to ${formatDate(last.startsAt)} (${batch.sessions.length} sessions)`;
}

type Editing = { batch?: AdminBatch } | null;

interface BatchesSectionProps {
  productId: string;
  selfPaced: boolean;
  onNotice: (variant: 'success' | 'error', message: string) => void;
}

export function BatchesSection({ productId, selfPaced, onNotice }: BatchesSectionProps) {
  const { data: batches, isLoading, error } = useGetAdminBatchesQuery(productId);
  const [saveBatch, { isLoading: saving }] = useSaveBatchMutation();
  const [editing, setEditing] = useState<Editing>(null);
  // The batch whose materials are open: one at a time, read only when opened.
  const [materialsOf, setMaterialsOf] = useState<string | null>(null);

  const setClosed = async (batch: AdminBatch, closed: boolean) => {
    const result = await saveBatch({
      productId,
      batchId: batch.id,
      body: { ...bodyOfBatch(batch), closed },
    });
    if (result.error) onNotice('error', errorMessage(result.error));
    else onNotice('success', closed ? `${batch.name} closed` : `${batch.name} reopened`);
  };

  let body;
  if (isLoading) body = <Spinner label="Loading batches…" />;
  else if (!batches) {
    body = <Alert tone="error">{errorMessage(error, 'The batches could not be loaded.')}</Alert>;
  } else if (batches.length === 0) {
    body = <p className="text-slate-600">No batches yet. Add one so learners can enrol.</p>;
  } else {
    body = (
      <ul className="divide-y divide-slate-200" aria-label="Batches">
        {batches.map((batch) => {
          const status = statusLabels[batch.status];
          return (
            <li key={batch.id} className="flex flex-wrap items-start justify-between gap-3 py-4">
              <div className="min-w-0 space-y-1">
                <p className="flex flex-wrap items-center gap-2 font-semibold text-slate-900">
                  {batch.name}
                  <Badge tone={status.tone}>{status.label}</Badge>
                </p>
                <p className="text-sm text-slate-700">{batchDates(batch)}</p>
                <p className="text-sm text-slate-600">
                  {batch.mode === 'online' ? 'Online' : `In person, ${batch.venue ?? ''}`}
                  {' · '}
                  {selfPaced
                    ? `${batch.seatsTaken} enrolled`
                    : `${batch.seatsTaken}/${batch.capacity} seats taken`}
                  {batch.enrolmentClosesAt &&
                    ` · Enrolment closes ${formatStart(batch.enrolmentClosesAt)}`}
                </p>
              </div>
              <div className="flex flex-wrap gap-2">
                <ButtonLink
                  variant="secondary"
                  size="sm"
                  to={`${adminPaths.adminRoster(batch.id)}?product=${encodeURIComponent(productId)}`}
                >
                  Roster<span className="sr-only"> of {batch.name}</span>
                </ButtonLink>
                <Button
                  variant="secondary"
                  size="sm"
                  aria-expanded={materialsOf === batch.id}
                  onClick={() => setMaterialsOf(materialsOf === batch.id ? null : batch.id)}
                >
                  Materials<span className="sr-only"> of {batch.name}</span>
                </Button>
                {!selfPaced && (
                  <>
                    <Button variant="secondary" size="sm" onClick={() => setEditing({ batch })}>
                      Edit<span className="sr-only"> {batch.name}</span>
                    </Button>
                    <Button
                      variant="ghost"
                      size="sm"
                      disabled={saving}
                      onClick={() => void setClosed(batch, !batch.closed)}
                    >
                      {batch.closed ? 'Reopen' : 'Close'}
                      <span className="sr-only"> {batch.name}</span>
                    </Button>
                  </>
                )}
              </div>
              {materialsOf === batch.id && (
                <div className="w-full">
                  <BatchMaterials
                    productId={productId}
                    batchId={batch.id}
                    batchName={batch.name}
                    onNotice={onNotice}
                  />
                </div>
              )}
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <section
      aria-labelledby="batches-heading"
      className="mt-8 space-y-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="batches-heading" className="text-xl font-bold text-slate-900">
          Batches
        </h2>
        {!selfPaced && (
          <Button size="sm" onClick={() => setEditing({})}>
            Add batch
          </Button>
        )}
      </div>
      {selfPaced && (
        <p className="text-sm text-slate-600">
          A self-paced workshop sells through its one standing batch, which has no dates and never
          runs out of seats. Make the workshop live or hybrid to give it batches.
        </p>
      )}
      {body}
      <Dialog
        open={editing !== null}
        onClose={() => setEditing(null)}
        title={editing?.batch ? `Edit ${editing.batch.name}` : 'Add batch'}
      >
        {editing && (
          <BatchForm
            // A fresh form per batch, so its starting values are always that batch's.
            key={editing.batch?.id ?? 'new'}
            productId={productId}
            batch={editing.batch}
            onCancel={() => setEditing(null)}
            onSaved={(saved) => {
              setEditing(null);
              onNotice('success', editing.batch ? `${saved.name} saved` : `${saved.name} added`);
            }}
          />
        )}
      </Dialog>
    </section>
  );
}
