// The open batches of a workshop as one radio group: name, mode and venue, each session in IST, the
// enrolment deadline and the seats left. A full batch is shown but cannot be picked.
import type { Batch } from '@kaushal/shared/batch';
import { clsx } from 'clsx/lite';
import { Badge } from '../../../components/ui/badge';
import { formatStart } from '../../../lib/ist-time';
import { modeText } from '../../../lib/batch-mode';
import { FEW_SEATS, seatsText, sessionLines } from '../batch-display';

export function BatchPicker({
  batches,
  chosen,
  onChoose,
}: {
  batches: readonly Batch[];
  chosen: string | undefined;
  onChoose: (batchId: string) => void;
}) {
  return (
    <fieldset>
      <legend className="text-base font-bold text-slate-900">Choose a batch</legend>
      <div className="mt-3 space-y-3">
        {batches.map((batch) => {
          const full = batch.seatsLeft <= 0;
          return (
            <label
              key={batch.id}
              className={clsx(
                'flex gap-3 rounded-xl border p-4 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-primary',
                chosen === batch.id ? 'border-primary bg-indigo-50' : 'border-slate-200 bg-white',
                full ? 'cursor-not-allowed opacity-70' : 'cursor-pointer',
              )}
            >
              <input
                type="radio"
                name="batch"
                value={batch.id}
                checked={chosen === batch.id}
                disabled={full}
                onChange={() => onChoose(batch.id)}
                className="mt-1 size-4 accent-primary focus-visible:outline-none"
              />
              <span className="flex-1 text-sm text-slate-700">
                <span className="flex flex-wrap items-center justify-between gap-2">
                  <span className="font-semibold text-slate-900">{batch.name}</span>
                  <Badge tone={batch.seatsLeft <= FEW_SEATS ? 'danger' : 'success'}>
                    {seatsText(batch.seatsLeft)}
                  </Badge>
                </span>
                <span className="mt-1 block">{modeText(batch)}</span>
                <span className="mt-1 block">
                  {sessionLines(batch).map((line) => (
                    <span key={line} className="block">
                      {line}
                    </span>
                  ))}
                </span>
                {batch.enrolmentClosesAt && (
                  <span className="mt-1 block text-slate-600">
                    Enrol by {formatStart(batch.enrolmentClosesAt)}
                  </span>
                )}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
