// Student testimonials (docs/product.md §2.3): six as a list on phones, a carousel on tablets (3 s autoplay, 1 s
// slide) and three auto-scrolling columns on desktops.
import { clsx } from 'clsx/lite';
import { useEffect, useState } from 'react';
import { Icon, SvgIcon } from '../../../components/ui/icon';
import { sectionHeadings, type Testimonial } from '../../../config/site';
import { testimonials } from '../../../config/site-people';
import { useMediaQuery, useReducedMotion } from '../../../lib/use-media-query';
import { SectionHeading } from './section-heading';

const playIcons = { play: 'M7 4l13 8-13 8z', pause: 'M8 5v14M16 5v14' };

const MOBILE_COUNT = 6;
const AUTOPLAY_MS = 3000;
const COLUMNS = 3;

function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  return (
    <figure className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <blockquote className="text-slate-700">
        <p>“{testimonial.text}”</p>
      </blockquote>
      <figcaption className="mt-5 flex items-center gap-3">
        <img
          src={testimonial.image}
          alt=""
          width={160}
          height={160}
          loading="lazy"
          className="size-12 rounded-full bg-slate-100"
        />
        <span>
          <span className="block font-semibold text-slate-900">{testimonial.name}</span>
          <span className="block text-sm text-slate-600">{testimonial.role}</span>
        </span>
      </figcaption>
    </figure>
  );
}

function TestimonialCarousel() {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const reducedMotion = useReducedMotion();
  // Only the tablet layout shows the carousel; elsewhere its timer would only waste renders.
  const visible = useMediaQuery('(min-width: 768px) and (max-width: 1023.98px)');
  const playing = visible && !paused && !reducedMotion;

  useEffect(() => {
    if (!playing) return;
    const timer = setInterval(
      () => setIndex((current) => (current + 1) % testimonials.length),
      AUTOPLAY_MS,
    );
    return () => clearInterval(timer);
  }, [playing]);

  const go = (step: number) =>
    setIndex((current) => (current + step + testimonials.length) % testimonials.length);
  const control =
    'flex size-10 items-center justify-center rounded-full border border-slate-300 bg-white text-slate-700 hover:bg-slate-100';

  return (
    <div
      role="region"
      aria-roledescription="carousel"
      aria-label="Student testimonials"
      className="mx-auto hidden max-w-2xl md:block lg:hidden"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
    >
      <div className="overflow-hidden">
        <ul
          aria-live={playing ? 'off' : 'polite'}
          className="flex transition-transform duration-1000 ease-in-out"
          style={{ transform: `translateX(-${index * 100}%)` }}
        >
          {testimonials.map((testimonial, position) => (
            <li
              key={testimonial.name}
              aria-roledescription="slide"
              aria-label={`${position + 1} of ${testimonials.length}`}
              aria-hidden={position !== index}
              className="w-full shrink-0 px-1"
            >
              <TestimonialCard testimonial={testimonial} />
            </li>
          ))}
        </ul>
      </div>
      <div className="mt-6 flex items-center justify-center gap-3">
        <button type="button" className={control} onClick={() => go(-1)}>
          <Icon name="chevron-left" className="size-5" />
          <span className="sr-only">Previous testimonial</span>
        </button>
        <button type="button" className={control} onClick={() => setPaused((value) => !value)}>
          <SvgIcon path={paused ? playIcons.play : playIcons.pause} className="size-5" />
          <span className="sr-only">{paused ? 'Play testimonials' : 'Pause testimonials'}</span>
        </button>
        <button type="button" className={control} onClick={() => go(1)}>
          <Icon name="chevron-right" className="size-5" />
          <span className="sr-only">Next testimonial</span>
        </button>
      </div>
    </div>
  );
}

const columnDurations = [
  'motion-safe:[animation-duration:50s]',
  'motion-safe:[animation-duration:42s]',
  'motion-safe:[animation-duration:56s]',
];

function ScrollingColumns() {
  const columns = Array.from({ length: COLUMNS }, (_, column) =>
    testimonials.filter((_, index) => index % COLUMNS === column),
  );
  return (
    <div className="group hidden h-[40rem] grid-cols-3 gap-6 overflow-hidden [mask-image:linear-gradient(to_bottom,transparent,black_8%,black_92%,transparent)] lg:grid">
      {columns.map((column, index) => (
        // Each column is listed twice and moves up by half its height, so the loop is seamless;
        // the copy is hidden from assistive technology.
        <div
          key={index}
          className={clsx(
            'flex animate-scroll-up flex-col group-hover:[animation-play-state:paused] motion-reduce:animate-none',
            columnDurations[index],
          )}
        >
          {[0, 1].map((copy) => (
            <ul
              key={copy}
              aria-hidden={copy === 1 ? true : undefined}
              className="flex flex-col gap-6 pb-6"
            >
              {column.map((testimonial) => (
                <li key={testimonial.name}>
                  <TestimonialCard testimonial={testimonial} />
                </li>
              ))}
            </ul>
          ))}
        </div>
      ))}
    </div>
  );
}

export function TestimonialsSection() {
  return (
    <section
      aria-labelledby="testimonials-title"
      className="bg-gradient-to-b from-slate-50 to-indigo-50 py-16"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="testimonials-title"
          eyebrow="Testimonials"
          title={sectionHeadings.testimonials}
        />
        <div className="mt-10">
          <ul className="space-y-4 md:hidden">
            {testimonials.slice(0, MOBILE_COUNT).map((testimonial) => (
              <li key={testimonial.name}>
                <TestimonialCard testimonial={testimonial} />
              </li>
            ))}
          </ul>
          <TestimonialCarousel />
          <ScrollingColumns />
        </div>
      </div>
    </section>
  );
}
