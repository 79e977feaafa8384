// 'Our Gallery and Collaborations': two cards that flip on hover, focus or a tap to show the story.
import { clsx } from 'clsx/lite';
import { useState } from 'react';
import { SvgIcon } from '../../../components/ui/icon';
import { sectionHeadings } from '../../../config/site';
import { gallery } from '../../../config/site-sections';
import type { GalleryCard } from '../../../config/site';
import { SectionHeading } from './section-heading';

const flipIcon = 'M4 12a8 8 0 0 1 14-5.3M20 12a8 8 0 0 1-14 5.3M18 3v4h-4M6 21v-4h4';

function FlipCard({ card }: { card: GalleryCard }) {
  const [flipped, setFlipped] = useState(false);
  const face = 'absolute inset-0 overflow-hidden rounded-2xl backface-hidden';
  return (
    <li className="group perspective-distant">
      <div
        className={clsx(
          'relative h-96 transition-transform duration-700 transform-3d group-hover:rotate-y-180',
          flipped && 'rotate-y-180',
        )}
      >
        <div className={clsx(face, 'bg-slate-200 shadow-md')}>
          <img
            src={card.front.image}
            alt={card.front.alt}
            width={600}
            height={400}
            loading="lazy"
            className="h-full w-full object-cover"
          />
          <div className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-slate-900/90 to-transparent p-5 pt-16">
            <h3 className="text-xl font-bold text-white">{card.title}</h3>
            <p className="mt-1 text-sm text-slate-200">{card.front.caption}</p>
          </div>
        </div>
        <div
          className={clsx(face, 'flex rotate-y-180 flex-col bg-primary p-6 text-white shadow-md')}
        >
          <p className="text-xl font-bold">{card.back.heading}</p>
          <p className="mt-3 text-indigo-100">{card.back.text}</p>
          <ul className="mt-auto flex flex-wrap gap-2">
            {card.back.stats.map((stat) => (
              <li
                key={stat}
                className="rounded-full bg-white/15 px-3 py-1 text-sm font-semibold text-white"
              >
                {stat}
              </li>
            ))}
          </ul>
        </div>
      </div>
      <button
        type="button"
        aria-pressed={flipped}
        onClick={() => setFlipped((value) => !value)}
        className="mt-3 inline-flex items-center gap-2 rounded-md text-sm font-semibold text-primary hover:underline"
      >
        <SvgIcon path={flipIcon} className="size-4" />
        {flipped ? 'Show photo' : `Read about ${card.title}`}
      </button>
    </li>
  );
}

export function GallerySection() {
  return (
    <section
      aria-labelledby="gallery-title"
      className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8"
    >
      <SectionHeading
        id="gallery-title"
        eyebrow="Collaborations"
        title={sectionHeadings.gallery}
        intro="Workshops we have run with institutes and business schools across India."
      />
      <ul className="mt-10 grid gap-8 md:grid-cols-2">
        {gallery.map((card) => (
          <FlipCard key={card.title} card={card} />
        ))}
      </ul>
    </section>
  );
}
