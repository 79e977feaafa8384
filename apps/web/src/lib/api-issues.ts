// The per-field problems of a 400 answer, for forms that show the server's word beside each field.
// Apart from api-error.ts, so pages without such a form do not download it.
import type { ErrorBody } from '@kaushal/shared/errors';

/** The `issues` of the API's error body, or none. */
function errorIssues(error: unknown): NonNullable<ErrorBody['issues']> {
  if (typeof error !== 'object' || error === null || !('data' in error)) return [];
  const { data } = error;
  if (typeof data !== 'object' || data === null) return [];
  const { issues } = data as Partial<ErrorBody>;
  return Array.isArray(issues) ? issues : [];
}

/**
 * Puts the server's problems with the form's `fields` beside those fields (react-hook-form's
 * `setError`); false when the answer named none of them, so the caller shows its own message.
 */
export function showFieldIssues<Field extends string>(
  error: unknown,
  fields: readonly Field[],
  setError: (field: Field, problem: { message: string }) => void,
): boolean {
  const known = (path: string): path is Field => (fields as readonly string[]).includes(path);
  let shown = false;
  for (const { path, message } of errorIssues(error)) {
    if (!known(path)) continue;
    setError(path, { message });
    shown = true;
  }
  return shown;
}
