// A product picture at its intrinsic 800×500 ratio that swaps to the default artwork if it fails to load.
import { clsx } from 'clsx/lite';
import type { ImgHTMLAttributes } from 'react';
import { DEFAULT_PRODUCT_IMAGE } from '../product-display';

export function ProductImage({
  src,
  alt,
  className,
  ...props
}: { src: string; alt: string } & ImgHTMLAttributes<HTMLImageElement>) {
  return (
    <img
      src={src}
      alt={alt}
      width={800}
      height={500}
      onError={(event) => {
        if (!event.currentTarget.src.endsWith(DEFAULT_PRODUCT_IMAGE)) {
          event.currentTarget.src = DEFAULT_PRODUCT_IMAGE;
        }
      }}
      className={clsx('aspect-[8/5] w-full bg-slate-100 object-cover', className)}
      {...props}
    />
  );
}
