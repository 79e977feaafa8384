// How the dashboard writes its amounts, changes and IST days (counts: groupIndian).

// Intl, as the design says: the cost of its first use that made the shop write its own formatting
// (docs/decisions/0009) matters on shoppers' first paint, not here; and the shop's own formatters, if
// the dashboard imported them, would be split out of the chunks shoppers download.

/** Rupees with paise, "₹1,23,456.78". */
const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });
export const formatAmount = (value: number) => rupees.format(value);

/** "▲ 12.5%", "▼ 3%", or "—" when there was nothing to compare with. */
export function formatChange(changePercent: number | null): string {
  if (changePercent === null) return '—';
  if (changePercent === 0) return '0%';
  return `${changePercent > 0 ? '▲' : '▼'} ${Math.abs(changePercent)}%`;
}

// A YYYY-MM-DD day is read as that day at midnight UTC, so it is written in UTC to stay that day.
const shortDay = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});
const fullDay = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** "12 Mar" for a YYYY-MM-DD day. */
export const formatDay = (date: string) => shortDay.format(new Date(`${date}T00:00:00Z`));

/** "12 Mar 2026" for a YYYY-MM-DD day. */
export const formatFullDay = (date: string) => fullDay.format(new Date(`${date}T00:00:00Z`));
