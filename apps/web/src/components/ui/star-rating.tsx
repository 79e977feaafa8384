// A read-only rating out of five stars (spec §9: at most 5 stars).
import { clsx } from 'clsx/lite';
const STARS = [1, 2, 3, 4, 5] as const;

export function StarRating({ rating }: { rating: number }) {
  const rounded = Math.round(rating);
  return (
    <div className="flex items-center gap-1">
      <span className="sr-only">{`Rated ${rating} out of 5`}</span>
      <span aria-hidden="true" className="flex">
        {STARS.map((star) => (
          <svg
            key={star}
            viewBox="0 0 20 20"
            className={clsx('size-5', star <= rounded ? 'text-accent' : 'text-slate-300')}
            fill="currentColor"
          >
            <path d="M10 1.5l2.6 5.3 5.9.9-4.2 4.1 1 5.8L10 14.9l-5.3 2.7 1-5.8L1.5 7.7l5.9-.9z" />
          </svg>
        ))}
      </span>
      <span aria-hidden="true" className="text-sm text-slate-600">
        {rating.toFixed(1)}
      </span>
    </div>
  );
}
