// An audit entry's before and after as the fields that changed, each written as people read it.

export interface FieldChange {
  field: string;
  before: string;
  after: string;
}

const LONGEST = 120;

/** A recorded value as text: a string as it is, nothing as '—', anything else as JSON, cut short. */
export function valueText(value: unknown): string {
  if (value === undefined || value === null) return '—';
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > LONGEST ? `${text.slice(0, LONGEST - 1)}…` : text;
}

const fieldsOf = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};

/**
 * The fields whose values differ between `before` and `after` (every field of a created entity), in
 * the order the entity lists them.
 */
export function auditChanges(before: unknown, after: unknown): FieldChange[] {
  const [was, now] = [fieldsOf(before), fieldsOf(after)];
  const fields = [...new Set([...Object.keys(now), ...Object.keys(was)])];
  return fields
    .filter((field) => JSON.stringify(was[field]) !== JSON.stringify(now[field]))
    .map((field) => ({ field, before: valueText(was[field]), after: valueText(now[field]) }));
}
