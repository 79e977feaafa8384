// The batch's files for its learners: title, kind and size, each with its download.
import type { Enrolment } from '@kaushal/shared/enrolment';
import { materialUrl } from '../learning-api';
import { fileKind, fileSize } from '../material-display';

export function MaterialsList({ enrolment }: { enrolment: Enrolment }) {
  const headingId = `materials-${enrolment.id}`;
  return (
    <section aria-labelledby={headingId} className="mt-5">
      <h4 id={headingId} className="text-sm font-semibold text-slate-900">
        Materials
      </h4>
      {enrolment.materials.length === 0 ? (
        <p className="mt-1 text-sm text-slate-500">No materials yet</p>
      ) : (
        <ul className="mt-2 divide-y divide-slate-100 rounded-xl border border-slate-200">
          {enrolment.materials.map((material) => (
            <li key={material.id} className="flex items-center justify-between gap-3 px-3 py-2.5">
              <div className="min-w-0">
                <p className="truncate text-sm font-medium text-slate-800">{material.title}</p>
                <p className="text-xs text-slate-500">
                  {fileKind(material)} · {fileSize(material.size)}
                </p>
              </div>
              <a
                href={materialUrl(enrolment.id, material.id)}
                download={material.fileName}
                className="shrink-0 rounded-md px-2 py-1 text-sm font-semibold text-primary hover:bg-indigo-50 hover:text-primary-dark"
              >
                Download <span className="sr-only">{material.title}</span>
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
