// How a batch's mode and place read, wherever a batch is shown (course pages, My Learning).
import type { BatchMode } from '@kaushal/shared/batch';

/** 'Online', 'Offline at Noida' or 'Offline'. */
export function modeText(batch: { mode: BatchMode; venue: string | null }): string {
  if (batch.mode === 'online') return 'Online';
  return batch.venue ? `Offline at ${batch.venue}` : 'Offline';
}
