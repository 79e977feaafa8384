// Product (workshop) contracts: what the catalogue returns and what the list accepts.
import { z } from 'zod';
import { discountedPrice, parseRupees } from './money';
import { batchModes, batchSeatsSchema, nextBatchSchema } from './batch';
import { csvSchema, limitSchema, pageSchema, sortOrderSchema, timestampsShape } from './common';
import {
  ACCESS_DAYS_MAX,
  DEFAULT_BRAND,
  DISCOUNT_MAX,
  DISCOUNT_MIN,
  PRICE_MAX,
  PRICE_MIN,
  productHighlightFields,
  SEARCH_MAX_LENGTH,
  productSortFields,
  STOCK_MAX,
  STOCK_MIN,
  workshopFormats,
} from './constants';

export const breadcrumbSchema = z.object({ id: z.string(), name: z.string(), href: z.string() });

export const productSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  fullDescription: z.string(),
  thumbnail: z.string(),
  image: z.string(),
  images: z.array(z.string()),
  price: z.number(),
  discountPercentage: z.number(),
  discountPrice: z.number(),
  /** The seats left over the open batches; a self-paced workshop's never run out. */
  stock: z.number(),
  format: z.enum(workshopFormats),
  /** Self-paced: days of access from purchase; null for life (and for live and hybrid workshops). */
  accessDays: z.number().int().nullable(),
  brand: z.string(),
  category: z.string(),
  rating: z.number(),
  highlights: z.array(z.string()),
  productDetails: z.array(z.string()),
  whyEnroll: z.array(z.string()),
  deleted: z.boolean(),
  /** The public page is /workshops/<slug>. */
  slug: z.string(),
  /** The soonest open batch with seats left, for cards; null when none is open. */
  nextBatch: nextBatchSchema.nullable(),
  /** Only in the admin's list: its batches and seats, read with the page. */
  batchSeats: batchSeatsSchema.optional(),
  breadcrumbs: z.array(breadcrumbSchema),
  href: z.string(),
  ...timestampsShape,
});
export type Product = z.infer<typeof productSchema>;

/** A bound of the selling price (discountPrice), in whole rupees. */
const priceBound = (field: string) =>
  z.coerce
    .number({ error: `${field} must be a number of rupees` })
    .int(`${field} must be a whole number of rupees`)
    .min(0, `${field} must be from 0 to ${PRICE_MAX}`)
    .max(PRICE_MAX, `${field} must be from 0 to ${PRICE_MAX}`)
    .optional();

/** A start month as the list's filter takes it: `2027-01` (in IST), in years 1000 to 2999. */
export const START_MONTH = /^[12]\d{3}-(0[1-9]|1[0-2])$/;

export const productListQuerySchema = z
  .strictObject({
    /** Full-text search, ranked, tolerant of small typos; empty means no search. */
    q: z
      .string({ error: 'q must be one text' })
      .trim()
      .max(SEARCH_MAX_LENGTH, `q must be at most ${SEARCH_MAX_LENGTH} characters`)
      .optional(),
    category: csvSchema.optional(),
    brand: csvSchema.optional(),
    /** Has an open batch with seats left in one of these modes. */
    mode: csvSchema
      .pipe(
        z.array(
          z.enum(batchModes, {
            error: (issue) => `mode must be ${batchModes.join(' or ')}; got ${String(issue.input)}`,
          }),
        ),
      )
      .optional(),
    format: csvSchema
      .pipe(
        z.array(
          z.enum(workshopFormats, {
            error: (issue) =>
              `format must be ${workshopFormats.join(', ')}; got ${String(issue.input)}`,
          }),
        ),
      )
      .optional(),
    priceMin: priceBound('priceMin'),
    priceMax: priceBound('priceMax'),
    /** Has an open batch with seats left whose first session starts in one of these months. */
    month: csvSchema
      .pipe(
        z.array(
          z.string().regex(START_MONTH, {
            error: (issue) => `month must be YYYY-MM; got ${String(issue.input)}`,
          }),
        ),
      )
      .optional(),
    _sort: z.enum(productSortFields).optional(),
    _order: sortOrderSchema,
    _page: pageSchema,
    _limit: limitSchema,
    admin: z.enum(['true', 'false']).optional(),
  })
  .refine(
    (query) =>
      query.priceMin === undefined ||
      query.priceMax === undefined ||
      query.priceMin <= query.priceMax,
    { path: ['priceMin'], error: 'priceMin must not be above priceMax' },
  );
export type ProductListQuery = z.infer<typeof productListQuerySchema>;

/** A filter option as the original client's checkbox groups use it. */
export const filterOptionSchema = z.object({ label: z.string(), value: z.string() });
export type FilterOption = z.infer<typeof filterOptionSchema>;

/*
 * Product input (admin create and edit, docs/product.md §5.3). Two schemas share the field rules:
 * - `productFormSchema` is what the product form validates: image1, image2 and highlight1…highlight4 as
 *   separate inputs, numbers as numbers or as the inputs' text (the output has numbers).
 * - `productBodySchema` is what POST /products and PATCH /products/:id accept: the original client's body (`images`
 *   and `highlights` lists), the form's values as they are, or a mix, folded into one `ProductInput`.
 *   Fields it does not know (id, rating, discountPrice, createdAt…) are dropped, never applied.
 */
const MAX_LIST_ENTRIES = 20;
// The wording of docs/product.md §5.3, the second one included.
const IMAGE1_REQUIRED = 'image1 is required';
const IMAGE2_REQUIRED = 'image is required';
const MAX_ADDRESS_LENGTH = 2048;

const text = (field: string, max: number) =>
  z
    .string({ error: `${field} must be text` })
    .trim()
    .max(max, `${field} must be at most ${max} characters`);
const optionalText = (field: string, max: number) => text(field, max).optional();
const requiredText = (field: string, max: number, message = `${field} is required`) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(max, `${field} must be at most ${max} characters`);
const textList = (field: string) =>
  z
    .array(text(field, 500), { error: `${field} must be a list of texts` })
    .max(MAX_LIST_ENTRIES, `${field} can have at most ${MAX_LIST_ENTRIES} entries`);

// Our own files (/uploads/…, /images/…) or an http(s) address; never javascript:, data: and the like.
const IMAGE_ADDRESS = /^(?:https?:\/\/\S+|\/(?!\/)\S*)$/i;
const imageAddressMessage = (field: string) =>
  `${field} must be a web address (https://…) or a path starting with /`;
// Empty is left to the required rule, so an empty input gets one message, not two.
const emptyOrImageAddress = (value: string) => value === '' || IMAGE_ADDRESS.test(value);
const imageAddress = (field: string, required = `${field} is required`) =>
  requiredText(field, MAX_ADDRESS_LENGTH, required).refine(
    emptyOrImageAddress,
    imageAddressMessage(field),
  );
/** An image input that may be left empty (the body schema decides what is missing). */
const optionalImageAddress = (field: string) =>
  text(field, MAX_ADDRESS_LENGTH)
    .refine(emptyOrImageAddress, imageAddressMessage(field))
    .optional();

interface NumberRule {
  min: number;
  max: number;
  tooSmall: string;
  tooLarge: string;
}

/** A whole number given as a number or as text (form inputs); `parse` turns the text into a number. */
function wholeNumber(field: string, rule: NumberRule, parse: (value: string) => number) {
  const required = `${field} is required`;
  const notANumber = (issue: { input?: unknown }) =>
    issue.input === undefined || issue.input === null ? required : `${field} must be a number`;
  return z
    .union([z.number(), z.string()], { error: notANumber })
    .nullish()
    .transform((value) => {
      if (typeof value === 'string') return value.trim() === '' ? undefined : parse(value.trim());
      return value ?? undefined;
    })
    .pipe(
      z
        .number({ error: notANumber })
        .int(`${field} must be a whole number`)
        .min(rule.min, rule.tooSmall)
        .max(rule.max, rule.tooLarge),
    );
}

const stockRule = wholeNumber(
  'stock',
  {
    min: STOCK_MIN,
    max: STOCK_MAX,
    tooSmall: `stock must be at least ${STOCK_MIN}`,
    tooLarge: `stock must be at most ${STOCK_MAX}`,
  },
  Number,
);

/** The seats a live or hybrid workshop's stock gives; a self-paced workshop has none to give. */
const seatsOf = (product: { format: (typeof workshopFormats)[number]; stock?: unknown }) =>
  product.format === 'self-paced' ? undefined : stockRule.safeParse(product.stock).data;

/** Checks the stock of a live or hybrid workshop: a self-paced one's is neither needed nor read. */
function checkSeats(
  product: { format: (typeof workshopFormats)[number]; stock?: unknown },
  context: z.RefinementCtx,
) {
  if (product.format === 'self-paced') return;
  const checked = stockRule.safeParse(product.stock);
  for (const issue of checked.error?.issues ?? []) {
    context.addIssue({ code: 'custom', path: ['stock'], message: issue.message });
  }
}

/** Days of access apply to self-paced workshops; blank or null gives access for life. */
function checkAccessDays(
  product: { format: (typeof workshopFormats)[number]; accessDays: number | null },
  context: z.RefinementCtx,
) {
  if (typeof product.accessDays === 'number' && product.format !== 'self-paced') {
    context.addIssue({
      code: 'custom',
      path: ['accessDays'],
      message: 'accessDays applies to self-paced workshops only',
    });
  }
}

/**
 * The rules across fields, run on any object even when a field failed its own rule (`when`), so an empty form names
 * every missing input at once; each rule checks only values that passed their own.
 */
const acrossFields = {
  when: (payload: { value: unknown }) =>
    typeof payload.value === 'object' && payload.value !== null,
};
/** Checks the rules that read more than one field. */
function checkAcrossFields(
  product: {
    price: number;
    discountPercentage: number;
    format: (typeof workshopFormats)[number];
    accessDays: number | null;
    stock?: unknown;
  },
  context: z.RefinementCtx,
) {
  refuseNothingToPay(product, context);
  checkSeats(product, context);
  checkAccessDays(product, context);
}

const priceRange = `price must be from ${PRICE_MIN} to ${PRICE_MAX}`;

/** A discount may lower the price, never to nothing: an order must have something to pay. */
function refuseNothingToPay(
  product: { price: number; discountPercentage: number },
  context: z.RefinementCtx,
) {
  const { price, discountPercentage } = product;
  // Zod runs this even when a field failed its own rule; that field's message is enough then.
  if (!(
    price >= PRICE_MIN &&
    discountPercentage >= DISCOUNT_MIN &&
    discountPercentage <= DISCOUNT_MAX
  ))
    return;
  if (discountedPrice(price, discountPercentage) >= PRICE_MIN) return;
  context.addIssue({
    code: 'custom',
    path: ['discountPercentage'],
    message: `discountPercentage of ${discountPercentage} leaves nothing to pay on a price of ${price}`,
  });
}
const discountRange = `discountPercentage must be from ${DISCOUNT_MIN} to ${DISCOUNT_MAX}`;

const productFieldsShape = {
  title: requiredText('title', 200, 'name is required'),
  description: requiredText('description', 2000),
  fullDescription: text('fullDescription', 20_000).default(''),
  thumbnail: imageAddress('thumbnail'),
  productDetails: textList('productDetails').default([]),
  whyEnroll: textList('whyEnroll').default([]),
  brand: optionalText('brand', 100).transform((brand) => brand || DEFAULT_BRAND),
  category: requiredText('category', 100),
  // Prices may come as text such as "₹4,999" or "4,999.00"; paise, signs and exponents are refused.
  price: wholeNumber(
    'price',
    { min: PRICE_MIN, max: PRICE_MAX, tooSmall: priceRange, tooLarge: priceRange },
    parseRupees,
  ),
  discountPercentage: wholeNumber(
    'discountPercentage',
    { min: DISCOUNT_MIN, max: DISCOUNT_MAX, tooSmall: discountRange, tooLarge: discountRange },
    Number,
  ),
  /** Checked by seatsOf, which knows the format. */
  stock: z.unknown().optional(),
  format: z
    .enum(workshopFormats, {
      error: `format must be ${workshopFormats.join(', ')}`,
    })
    .default('live'),
  accessDays: z
    .union([z.number(), z.string()], { error: 'accessDays must be a number of days' })
    .nullish()
    .transform((value) => {
      if (typeof value === 'string') return value.trim() === '' ? null : Number(value.trim());
      return value ?? null;
    })
    .pipe(
      z
        .number({ error: 'accessDays must be a number of days' })
        .int('accessDays must be a whole number of days')
        .min(1, `accessDays must be from 1 to ${ACCESS_DAYS_MAX}`)
        .max(ACCESS_DAYS_MAX, `accessDays must be from 1 to ${ACCESS_DAYS_MAX}`)
        .nullable(),
    ),
  /** Soft delete (true) and restore (false); left out, a new product is live and an edit keeps it. */
  deleted: z.boolean({ error: 'deleted must be true or false' }).optional(),
};

type HighlightField = (typeof productHighlightFields)[number];
const highlightFieldsShape = Object.fromEntries(
  productHighlightFields.map((field) => [field, optionalText(field, 500)]),
) as Record<HighlightField, ReturnType<typeof optionalText>>;

export const productFormSchema = z
  .object({
    ...productFieldsShape,
    image1: imageAddress('image1', IMAGE1_REQUIRED),
    image2: imageAddress('image2', IMAGE2_REQUIRED),
    ...highlightFieldsShape,
  })
  .superRefine(checkAcrossFields, acrossFields)
  .transform((form) => ({ ...form, stock: seatsOf(form) }));
export type ProductFormInput = z.input<typeof productFormSchema>;
export type ProductFormValues = z.output<typeof productFormSchema>;

const nonEmpty = (values: (string | undefined)[]): string[] =>
  values.filter((value): value is string => Boolean(value));

export const productBodySchema = z
  .object({
    ...productFieldsShape,
    images: z
      .array(optionalImageAddress('images').unwrap(), { error: 'images must be a list of texts' })
      .max(MAX_LIST_ENTRIES, `images can have at most ${MAX_LIST_ENTRIES} entries`)
      .optional(),
    image1: optionalImageAddress('image1'),
    image2: optionalImageAddress('image2'),
    // The original client sends null for no highlights.
    highlights: textList('highlights').nullish(),
    ...highlightFieldsShape,
  })
  .superRefine(checkAcrossFields, acrossFields)
  .transform((body, context) => {
    // image1 and image2 are the first two images; without a list, the form's thumbnail is the third.
    const first = body.image1 || body.images?.[0];
    const second = body.image2 || body.images?.[1];
    if (!first) context.addIssue({ code: 'custom', path: ['image1'], message: IMAGE1_REQUIRED });
    if (!second) context.addIssue({ code: 'custom', path: ['image2'], message: IMAGE2_REQUIRED });
    if (!first || !second) return z.NEVER;
    const rest = body.images ? body.images.slice(2) : [body.thumbnail];
    const highlights = body.highlights ?? productHighlightFields.map((field) => body[field]);
    return {
      title: body.title,
      description: body.description,
      fullDescription: body.fullDescription,
      thumbnail: body.thumbnail,
      images: nonEmpty([first, second, ...rest]),
      highlights: nonEmpty(highlights),
      productDetails: nonEmpty(body.productDetails),
      whyEnroll: nonEmpty(body.whyEnroll),
      brand: body.brand,
      category: body.category,
      price: body.price,
      discountPercentage: body.discountPercentage,
      stock: seatsOf(body),
      format: body.format,
      accessDays: body.accessDays,
      deleted: body.deleted,
    };
  });
export type ProductBody = z.input<typeof productBodySchema>;
/** A product as an admin writes it; rating and discountPrice are the server's. */
export type ProductInput = z.output<typeof productBodySchema>;

/** The body fields a PATCH may name, and the product field each one writes. */
const writtenBy: Record<string, keyof ProductInput> = {
  title: 'title',
  description: 'description',
  fullDescription: 'fullDescription',
  thumbnail: 'thumbnail',
  images: 'images',
  image1: 'images',
  image2: 'images',
  highlights: 'highlights',
  ...Object.fromEntries(productHighlightFields.map((field) => [field, 'highlights'])),
  productDetails: 'productDetails',
  whyEnroll: 'whyEnroll',
  brand: 'brand',
  category: 'category',
  price: 'price',
  discountPercentage: 'discountPercentage',
  stock: 'stock',
  format: 'format',
  accessDays: 'accessDays',
  deleted: 'deleted',
};

/** The product fields a PATCH body names; whatever else it carries (id, rating…) is not the admin's. */
export function fieldsNamedBy(body: Record<string, unknown>): (keyof ProductInput)[] {
  return [
    ...new Set(
      Object.keys(body).flatMap((key) => (Object.hasOwn(writtenBy, key) ? [writtenBy[key]!] : [])),
    ),
  ];
}

/**
 * A PATCH body completed with the product as it is, for `productBodySchema` to check the product as
 * the edit would leave it: only what the body names changes. A body naming highlight1…highlight4 edits
 * the first four highlights, and one naming image1 or image2 the first two images, as the form does.
 */
export function editedProductBody(
  product: Product,
  body: Record<string, unknown>,
): Record<string, unknown> {
  const current: Record<string, unknown> = {
    title: product.title,
    description: product.description,
    fullDescription: product.fullDescription,
    thumbnail: product.thumbnail,
    images: product.images,
    highlights: product.highlights,
    productDetails: product.productDetails,
    whyEnroll: product.whyEnroll,
    brand: product.brand,
    category: product.category,
    price: product.price,
    discountPercentage: product.discountPercentage,
    // A self-paced workshop's stock is not the admin's to write; the others' is checked as it stands.
    ...(product.format === 'self-paced' ? {} : { stock: product.stock }),
    format: product.format,
    accessDays: product.accessDays,
    deleted: product.deleted,
  };
  // The form's image inputs, when the body uses them: a blank one is then a missing image.
  if (!('images' in body) && ('image1' in body || 'image2' in body)) {
    delete current.images;
    current.image1 = product.images[0] ?? '';
    current.image2 = product.images[1] ?? '';
  }
  if (!('highlights' in body) && productHighlightFields.some((field) => field in body)) {
    delete current.highlights;
    productHighlightFields.forEach((field, index) => {
      current[field] = product.highlights[index] ?? '';
    });
  }
  const named = Object.fromEntries(
    Object.entries(body).filter(([key]) => Object.hasOwn(writtenBy, key)),
  );
  return { ...current, ...named };
}

/** `GET /api/catalogue/facts`: the catalogue in figures, for copy that must match it (the FAQ). */
export const catalogueFactsSchema = z.object({
  /** Workshops offered (not withdrawn). */
  workshops: z.number().int(),
  /** The shortest and longest session of the batches taking enrolments; null when none is dated. */
  sessionMinutes: z.object({ shortest: z.number().int(), longest: z.number().int() }).nullable(),
});
export type CatalogueFacts = z.infer<typeof catalogueFactsSchema>;
