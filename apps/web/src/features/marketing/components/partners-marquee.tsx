// 'Our Mentors are from': the nine institution logos, repeated three times, scrolling sideways.
import { sectionHeadings } from '../../../config/site';
import { partners } from '../../../config/site-sections';

const REPEATS = 3;

export function PartnersMarquee() {
  return (
    <section aria-labelledby="partners-title" className="border-y border-slate-200 bg-white py-12">
      <h2
        id="partners-title"
        className="text-center text-sm font-semibold uppercase tracking-wider text-slate-600"
      >
        {sectionHeadings.partners}
      </h2>
      <div className="group relative mt-8 overflow-hidden [mask-image:linear-gradient(to_right,transparent,black_10%,black_90%,transparent)]">
        {/* The track holds three copies and moves by one copy's width, so the loop is seamless. */}
        <ul className="flex w-max animate-marquee group-hover:[animation-play-state:paused] motion-reduce:animate-none">
          {Array.from({ length: REPEATS }, (_, copy) =>
            partners.map((partner) => (
              <li
                key={`${copy}-${partner.name}`}
                aria-hidden={copy > 0 ? true : undefined}
                className="pr-12"
              >
                <img
                  src={partner.logo}
                  alt={copy === 0 ? partner.name : ''}
                  width={200}
                  height={80}
                  loading="lazy"
                  className="h-16 w-auto grayscale transition hover:grayscale-0"
                />
              </li>
            )),
          )}
        </ul>
      </div>
    </section>
  );
}
