// The dashboard's period, kept in the URL: `?days=7` for the last days up to today (IST), or
// `?from=2026-03-01&to=2026-03-31` for a range of the admin's own. Last 30 days when neither is given.
import {
  addDays,
  DEFAULT_DASHBOARD_DAYS,
  istDateOf,
  istDateSchema,
} from '@kaushal/shared/dashboard';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

export const PERIOD_PRESETS = [7, 30, 90] as const;
export type PeriodPreset = (typeof PERIOD_PRESETS)[number];

export type PeriodChoice =
  | { kind: 'preset'; days: number; from: string; to: string }
  | { kind: 'custom'; from: string; to: string };

const isDate = (value: string | null): value is string =>
  value !== null && istDateSchema.safeParse(value).success;

/** The last `days` IST days up to today's. */
function lastDays(days: number): PeriodChoice {
  const to = istDateOf(new Date());
  return { kind: 'preset', days, from: addDays(to, 1 - days), to };
}

export function useDashboardPeriod() {
  const [params, setParams] = useSearchParams();
  const from = params.get('from');
  const to = params.get('to');
  const days = PERIOD_PRESETS.find((preset) => String(preset) === params.get('days'));
  const period: PeriodChoice =
    isDate(from) && isDate(to)
      ? { kind: 'custom', from, to }
      : lastDays(days ?? DEFAULT_DASHBOARD_DAYS);

  const choosePreset = useCallback(
    (chosen: PeriodPreset) => setParams({ days: String(chosen) }),
    [setParams],
  );
  const chooseRange = useCallback(
    (range: { from: string; to: string }) => setParams(range),
    [setParams],
  );
  return { period, choosePreset, chooseRange };
}
