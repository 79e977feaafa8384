// One audit entry: what an admin did, as a sentence, with when and their e-mail; each changed field's
// values before and after behind a disclosure, for when the sentence does not say enough.
import type { AuditEntry } from '@kaushal/shared/audit';
import { auditChanges } from '../audit-changes';
import { auditSentence, type StatusWords } from '../audit-words';
import { formatDateTime } from '../../../lib/date-time';

export function AuditEntryCard({ entry, words }: { entry: AuditEntry; words: StatusWords }) {
  const changes = auditChanges(entry.before, entry.after);
  return (
    <article className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <header>
        <h2 className="font-semibold text-slate-900">{auditSentence(entry, words)}</h2>
        <p className="mt-1 flex flex-wrap gap-x-3 gap-y-1 text-sm text-slate-600">
          <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>
          <span className="break-all">{entry.actorEmail}</span>
          <span className="font-mono text-xs leading-5 text-slate-500">{entry.action}</span>
        </p>
      </header>
      {changes.length > 0 && (
        <details className="mt-3">
          <summary className="cursor-pointer rounded text-sm font-semibold text-primary focus-visible:outline-2 focus-visible:outline-primary">
            What changed, field by field
          </summary>
          <div className="mt-2 overflow-x-auto">
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
        </details>
      )}
    </article>
  );
}
