// The dashboard's period: the last 7, 30 or 90 days, or a range of IST days the admin picks.
import { MAX_DASHBOARD_DAYS, daysIn } from '@kaushal/shared/dashboard';
import { clsx } from 'clsx/lite';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { PERIOD_PRESETS, type PeriodChoice, type PeriodPreset } from '../use-dashboard-period';

const choiceBase =
  'rounded-lg px-3 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary';
const chosen = 'bg-primary text-white shadow-sm';
const notChosen = 'border border-slate-300 bg-white text-slate-800 hover:bg-slate-100';

/** What is wrong with a custom range, if anything. */
function rangeProblem(from: string, to: string): string | undefined {
  if (!from || !to) return 'Choose both days.';
  const days = daysIn(from, to);
  if (days < 1) return 'The first day must not be after the last.';
  if (days > MAX_DASHBOARD_DAYS) return `Choose at most ${MAX_DASHBOARD_DAYS} days.`;
  return undefined;
}

export function PeriodPicker({
  period,
  onPreset,
  onRange,
}: {
  period: PeriodChoice;
  onPreset: (days: PeriodPreset) => void;
  onRange: (range: { from: string; to: string }) => void;
}) {
  const [customOpen, setCustomOpen] = useState(period.kind === 'custom');
  const [from, setFrom] = useState(period.from);
  const [to, setTo] = useState(period.to);
  const [problem, setProblem] = useState<string>();

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const found = rangeProblem(from, to);
    setProblem(found);
    if (!found) onRange({ from, to });
  };

  return (
    <div className="space-y-4">
      <div role="group" aria-label="Period" className="flex flex-wrap gap-2">
        {PERIOD_PRESETS.map((days) => {
          const current = period.kind === 'preset' && period.days === days && !customOpen;
          return (
            <button
              key={days}
              type="button"
              aria-pressed={current}
              className={clsx(choiceBase, current ? chosen : notChosen)}
              onClick={() => {
                setCustomOpen(false);
                onPreset(days);
              }}
            >
              Last {days} days
            </button>
          );
        })}
        <button
          type="button"
          aria-pressed={customOpen}
          aria-expanded={customOpen}
          aria-controls="dashboard-custom-range"
          className={clsx(choiceBase, customOpen ? chosen : notChosen)}
          onClick={() => setCustomOpen(true)}
        >
          Custom range
        </button>
      </div>
      {customOpen && (
        <form
          id="dashboard-custom-range"
          onSubmit={apply}
          noValidate
          className="flex flex-wrap items-end gap-3"
        >
          <TextField
            label="From"
            type="date"
            value={from}
            max={to}
            onChange={(event) => setFrom(event.target.value)}
            error={problem}
          />
          <TextField
            label="To"
            type="date"
            value={to}
            onChange={(event) => setTo(event.target.value)}
          />
          <Button type="submit">Show</Button>
        </form>
      )}
    </div>
  );
}
