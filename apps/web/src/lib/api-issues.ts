// The per-field problems of a 400 answer, for forms that show the server's word beside each field.
// Apart from api-error.ts, so pages without such a form do not download it.
import type { ErrorBody } from '@kaushal/shared/errors';

/** The `issues` of the API's error body, or none. */
export function errorIssues(error: unknown): NonNullable<ErrorBody['issues']> {
  if (typeof error !== 'object' || error === null || !('data' in error)) return [];
  const { data } = error;
  if (typeof data !== 'object' || data === null) return [];
  const { issues } = data as Partial<ErrorBody>;
  return Array.isArray(issues) ? issues : [];
}
