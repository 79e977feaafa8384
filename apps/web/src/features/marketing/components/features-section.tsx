// The six feature blurbs and the ISO 9001:2015 note.
import { SvgIcon } from '../../../components/ui/icon';
import { features, isoNote } from '../../../config/site-sections';
import { contentIcons } from '../content-icons';

export function FeaturesSection() {
  return (
    <section aria-label="What you get" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {features.map((feature) => (
          <li
            key={feature.title}
            className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition-shadow hover:shadow-md"
          >
            <span className="flex size-12 items-center justify-center rounded-xl bg-indigo-100 text-primary">
              <SvgIcon path={contentIcons[feature.icon]} className="size-6" />
            </span>
            <h3 className="mt-4 text-lg font-bold text-slate-900">{feature.title}</h3>
            <p className="mt-2 text-slate-600">{feature.text}</p>
          </li>
        ))}
      </ul>
      <aside className="mt-10 flex flex-col items-center gap-6 rounded-2xl border border-amber-200 bg-amber-50 p-6 sm:flex-row sm:p-8">
        <img src={isoNote.badge} alt="" width={96} height={96} className="size-24 shrink-0" />
        <div>
          <h3 className="text-xl font-bold text-slate-900">{isoNote.title}</h3>
          <p className="mt-2 text-slate-700">{isoNote.text}</p>
        </div>
      </aside>
    </section>
  );
}
