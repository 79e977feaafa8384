// One audit entry: when, which admin, what they did to which entity, and each changed field's values
// before and after.
import type { AuditEntry } from '@kaushal/shared/audit';
import { auditChanges } from '../audit-changes';
import { formatDateTime } from '../../../lib/date-time';

export function AuditEntryCard({ entry }: { entry: AuditEntry }) {
  const changes = auditChanges(entry.before, entry.after);
  return (
    <article className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <header className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <h2 className="font-mono text-sm font-semibold text-slate-900">{entry.action}</h2>
        <span className="text-sm text-slate-700">
          {entry.entityType} #{entry.entityId}
        </span>
        <span className="text-sm text-slate-600">
          by <span className="break-all">{entry.actorEmail}</span>
        </span>
        <time dateTime={entry.createdAt} className="text-sm text-slate-500">
          {formatDateTime(entry.createdAt)}
        </time>
      </header>
      {changes.length > 0 && (
        <div className="mt-3 overflow-x-auto">
          <table className="min-w-full text-left text-sm">
            <caption className="sr-only">Changes of {entry.action}</caption>
            <thead className="text-xs uppercase tracking-wide text-slate-500">
              <tr>
                <th scope="col" className="py-1 pr-4 font-semibold">
                  Field
                </th>
                <th scope="col" className="py-1 pr-4 font-semibold">
                  Before
                </th>
                <th scope="col" className="py-1 font-semibold">
                  After
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {changes.map((change) => (
                <tr key={change.field}>
                  <th
                    scope="row"
                    className="py-1 pr-4 font-mono text-xs font-normal text-slate-700"
                  >
                    {change.field}
                  </th>
                  <td className="break-all py-1 pr-4 text-red-800">
                    <del className="no-underline">{change.before}</del>
                  </td>
                  <td className="break-all py-1 text-green-800">
                    <ins className="no-underline">{change.after}</ins>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </article>
  );
}
