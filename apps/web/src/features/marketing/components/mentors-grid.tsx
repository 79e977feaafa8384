// Mentor cards: picture, name, role, years of experience and alma mater.
import { mentors } from '../../../config/site-people';

/** `headingLevel`: h2 on the mentors' own page (under the h1), h3 in a section of the landing page. */
export function MentorsGrid({ headingLevel: Heading = 'h3' }: { headingLevel?: 'h2' | 'h3' }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {mentors.map((mentor) => (
        <li
          key={mentor.name}
          className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
        >
          <div className="flex items-center gap-4">
            <img
              src={mentor.avatar}
              alt={`Portrait of ${mentor.name}`}
              width={160}
              height={160}
              loading="lazy"
              className="size-20 rounded-full bg-slate-100 ring-4 ring-indigo-50"
            />
            <div>
              <Heading className="text-lg font-bold text-slate-900">{mentor.name}</Heading>
              <p className="text-sm text-slate-600">{mentor.role}</p>
            </div>
          </div>
          <p className="mt-4 text-slate-700">{mentor.bio}</p>
          <dl className="mt-auto grid grid-cols-2 gap-3 pt-5 text-sm">
            <div className="rounded-lg bg-slate-50 p-3">
              <dt className="text-slate-500">Experience</dt>
              <dd className="font-semibold text-slate-900">{mentor.experienceYears} years</dd>
            </div>
            <div className="rounded-lg bg-slate-50 p-3">
              <dt className="text-slate-500">Domain</dt>
              <dd className="font-semibold text-slate-900">{mentor.domain}</dd>
            </div>
            <div className="col-span-2 rounded-lg bg-slate-50 p-3">
              <dt className="text-slate-500">Alumni of</dt>
              <dd className="font-semibold text-slate-900">{mentor.alumniOf}</dd>
            </div>
          </dl>
        </li>
      ))}
    </ul>
  );
}
