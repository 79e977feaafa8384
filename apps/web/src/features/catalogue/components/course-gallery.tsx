// A workshop's pictures: a strip that swipes one picture at a time (CSS scroll snapping, so touch,
// trackpad and the arrow keys all work without script) and thumbnail buttons that scroll to a picture.
import { clsx } from 'clsx/lite';
import { useRef, useState } from 'react';
import { ProductImage } from './product-image';

export function CourseGallery({ images, title }: { images: readonly string[]; title: string }) {
  const strip = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState(0);
  const count = images.length;
  const show = (index: number) => {
    const element = strip.current;
    element?.scrollTo({ left: index * element.clientWidth, behavior: 'smooth' });
    setShown(index);
  };
  return (
    <div>
      {/* Focusable, so keyboard users can scroll it with the arrow keys. */}
      <div
        ref={strip}
        role="region"
        aria-label={`Pictures of ${title}`}
        tabIndex={0}
        onScroll={(event) => {
          const { scrollLeft, clientWidth } = event.currentTarget;
          if (clientWidth > 0) setShown(Math.round(scrollLeft / clientWidth));
        }}
        className="flex snap-x snap-mandatory overflow-x-auto rounded-2xl [scrollbar-width:none] focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-primary"
      >
        {images.map((src, index) => (
          <ProductImage
            // The same picture may be listed twice.
            key={index}
            src={src}
            alt={count > 1 ? `${title}, picture ${index + 1} of ${count}` : title}
            loading={index === 0 ? 'eager' : 'lazy'}
            fetchPriority={index === 0 ? 'high' : 'auto'}
            className="shrink-0 snap-center"
          />
        ))}
      </div>
      {count > 1 && (
        <ul className="mt-3 flex gap-2" aria-label="Choose a picture">
          {images.map((src, index) => (
            <li key={index} className="w-20 sm:w-24">
              <button
                type="button"
                aria-label={`Show picture ${index + 1} of ${count}`}
                aria-pressed={index === shown}
                onClick={() => show(index)}
                className={clsx(
                  'block w-full overflow-hidden rounded-lg ring-2 ring-offset-2 focus-visible:outline-none focus-visible:ring-primary',
                  index === shown ? 'ring-primary' : 'ring-transparent',
                )}
              >
                <ProductImage src={src} alt="" loading="lazy" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
