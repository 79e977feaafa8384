// A read-only rating out of five stars (docs/product.md §9: at most 5 stars), each star filled as far as the
// rating reaches into it, so 4.6 shows four stars and three fifths of the fifth; no rating, no stars.
const STARS = [0, 1, 2, 3, 4] as const;

function Star({ className }: { className: string }) {
  return (
    <svg viewBox="0 0 20 20" className={`size-5 max-w-none ${className}`} fill="currentColor">
      <path d="M10 1.5l2.6 5.3 5.9.9-4.2 4.1 1 5.8L10 14.9l-5.3 2.7 1-5.8L1.5 7.7l5.9-.9z" />
    </svg>
  );
}

export function StarRating({ rating }: { rating: number }) {
  // A workshop nobody has rated yet says so rather than showing five empty stars.
  if (rating <= 0) return <p className="text-sm text-slate-600">No ratings yet</p>;
  return (
    <div className="flex items-center gap-1">
      <span className="sr-only">{`Rated ${rating} out of 5`}</span>
      <span aria-hidden="true" className="flex">
        {STARS.map((before) => (
          <span key={before} className="relative">
            <Star className="text-slate-300" />
            <span
              className="absolute inset-y-0 left-0 overflow-hidden"
              style={{ width: `${Math.round(Math.min(Math.max(rating - before, 0), 1) * 100)}%` }}
            >
              <Star className="text-accent" />
            </span>
          </span>
        ))}
      </span>
      <span aria-hidden="true" className="text-sm text-slate-600">
        {rating.toFixed(1)}
      </span>
    </div>
  );
}
