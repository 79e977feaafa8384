// How the admin pages write a moment: its date with the year and its time of day, in IST whatever the
// browser's own zone, with the zone named ("29 November 2026, 07:51 IST").
import { formatIstTime, istDay } from '@kaushal/shared/ist';

export function formatDateTime(iso: string): string {
  return `${istDay(iso)}, ${formatIstTime(iso)} IST`;
}
