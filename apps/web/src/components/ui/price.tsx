// A selling price with the list price struck through, in rupees with Indian digit grouping.
import { formatRupees } from '@kaushal/shared/money';
import { clsx } from 'clsx/lite';

export function Price({
  price,
  discountPrice,
  size = 'md',
}: {
  price: number;
  discountPrice: number;
  size?: 'md' | 'lg';
}) {
  const discounted = discountPrice < price;
  return (
    <p className="flex flex-wrap items-baseline gap-x-2">
      <span className={clsx('font-bold text-slate-900', size === 'lg' ? 'text-3xl' : 'text-lg')}>
        <span className="sr-only">Price </span>
        {formatRupees(discountPrice)}
      </span>
      {discounted && (
        <s className={clsx('text-slate-500', size === 'lg' ? 'text-lg' : 'text-sm')}>
          <span className="sr-only">List price </span>
          {formatRupees(price)}
        </s>
      )}
    </p>
  );
}
