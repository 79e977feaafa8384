// /about: the skill-development mission and the values behind it.
import { groupIndian } from '@kaushal/shared/money';
import { SvgIcon } from '../../components/ui/icon';
import { PageContainer, PageHeading } from '../../components/ui/page';
import { counters } from '../../config/site';
import { about } from '../../config/site-pages';
import { contentIcons } from '../../features/marketing/content-icons';
import { usePageTitle } from '../../lib/use-page-title';

export default function AboutRoute() {
  usePageTitle('About Us');
  return (
    <PageContainer>
      <PageHeading eyebrow="About Us" title={about.heading} />
      <div className="mt-10 grid gap-12 lg:grid-cols-5">
        <div className="space-y-5 text-lg leading-relaxed text-slate-700 lg:col-span-3">
          {about.mission.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
        <dl className="grid h-fit gap-4 sm:grid-cols-3 lg:col-span-2 lg:grid-cols-1">
          {counters.map((counter) => (
            <div
              key={counter.label}
              className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
            >
              <dt className="order-2 text-sm font-medium uppercase tracking-wide text-slate-600">
                {counter.label}
              </dt>
              <dd className="text-4xl font-extrabold text-primary">
                {groupIndian(counter.value)}
                {counter.suffix}
              </dd>
            </div>
          ))}
        </dl>
      </div>
      <h2 className="mt-16 text-2xl font-bold text-slate-900">What we stand for</h2>
      <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {about.values.map((value) => (
          <li
            key={value.title}
            className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
          >
            <span className="flex size-12 items-center justify-center rounded-xl bg-indigo-100 text-primary">
              <SvgIcon path={contentIcons[value.icon]} className="size-6" />
            </span>
            <h3 className="mt-4 font-bold text-slate-900">{value.title}</h3>
            <p className="mt-2 text-slate-600">{value.text}</p>
          </li>
        ))}
      </ul>
    </PageContainer>
  );
}
