// Everything about one product as the admin sees it: pictures, prices, format, seats (none for a
// self-paced workshop, whose seats never run out), texts and its flags.
import { formatRupees } from '@kaushal/shared/money';
import type { Product } from '@kaushal/shared/product';
import { adminPaths } from '@kaushal/shared/admin-routes';
import type { ReactNode } from 'react';
import { ButtonLink } from '../../../components/ui/button';
import { Price } from '../../../components/ui/price';
import { StarRating } from '../../../components/ui/star-rating';
import { ProductFlags } from './product-flags';

function TextList({ title, entries }: { title: string; entries: readonly string[] }) {
  if (entries.length === 0) return null;
  return (
    <section>
      <h2 className="text-base font-bold text-slate-900">{title}</h2>
      <ul className="mt-3 list-disc space-y-1.5 pl-5 text-slate-700 marker:text-primary">
        {entries.map((entry) => (
          <li key={entry}>{entry}</li>
        ))}
      </ul>
    </section>
  );
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex justify-between gap-4 py-2">
      <dt className="text-slate-500">{term}</dt>
      <dd className="text-right font-medium text-slate-900">{children}</dd>
    </div>
  );
}

export function AdminProductDetail({
  product,
  formatText,
}: {
  product: Product;
  /** What a buyer gets, in the catalogue's words: "Self-paced · access for 1 year". */
  formatText: string;
}) {
  const pictures = [
    { src: product.thumbnail, alt: `${product.title}, thumbnail` },
    ...product.images
      .slice(0, 2)
      .map((src, index) => ({ src, alt: `${product.title}, image ${index + 1}` })),
  ];
  return (
    <article>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <p className="text-sm font-semibold uppercase tracking-wide text-primary">
            {product.brand} · {product.category}
          </p>
          <h1 className="mt-1 text-3xl font-bold tracking-tight text-slate-900">{product.title}</h1>
          <div className="mt-3">
            <ProductFlags product={product} />
          </div>
        </div>
        <div className="flex flex-wrap gap-3">
          <ButtonLink variant="secondary" to={adminPaths.adminCurriculum(product.id)}>
            Curriculum
          </ButtonLink>
          <ButtonLink to={adminPaths.adminEditProduct(product.id)}>Edit Product</ButtonLink>
        </div>
      </div>

      <ul className="mt-8 grid gap-4 sm:grid-cols-3">
        {pictures.map((picture) => (
          <li key={picture.alt}>
            <img
              src={picture.src}
              alt={picture.alt}
              width={800}
              height={500}
              className="aspect-[8/5] w-full rounded-xl border border-slate-200 bg-slate-100 object-cover"
            />
          </li>
        ))}
      </ul>

      <div className="mt-10 grid gap-10 lg:grid-cols-3">
        <div className="space-y-8 lg:col-span-2">
          <p className="text-lg text-slate-700">{product.description}</p>
          {product.fullDescription && (
            <p className="whitespace-pre-line text-slate-700">{product.fullDescription}</p>
          )}
          <TextList title="Highlights" entries={product.highlights} />
          <TextList title="Product details" entries={product.productDetails} />
          <TextList title="Why enrol" entries={product.whyEnroll} />
        </div>
        <aside className="h-fit rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
          <h2 className="sr-only">Price and seats</h2>
          <Price price={product.price} discountPrice={product.discountPrice} size="lg" />
          <div className="mt-3">
            <StarRating rating={product.rating} />
          </div>
          <dl className="mt-4 divide-y divide-slate-100 text-sm">
            <Fact term="List price">{formatRupees(product.price)}</Fact>
            <Fact term="Discount">{product.discountPercentage}%</Fact>
            <Fact term="Selling price">{formatRupees(product.discountPrice)}</Fact>
            <Fact term="Format">{formatText}</Fact>
            {product.format !== 'self-paced' && <Fact term="Seats left">{product.stock}</Fact>}
            <Fact term="Product id">{product.id}</Fact>
          </dl>
        </aside>
      </div>
    </article>
  );
}
