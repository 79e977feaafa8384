// What a course page reads and sends beyond the product itself: its open batches, its curriculum's
// outline and the playback of a free preview video, workshops of the same category, and "Notify me"
// sign-ups. Injected with the course page, so other pages never load it.
// (Leaving an alert is the unsubscribe page's own: seat-alert-unsubscribe-api.ts.)
import type { Batch } from '@kaushal/shared/batch';
import type { CurriculumOutline } from '@kaushal/shared/curriculum';
import type { Product } from '@kaushal/shared/product';
import type { SeatAlert } from '@kaushal/shared/seat-alert';
import type { PreviewPlayback } from '@kaushal/shared/video';
import { api } from '../../lib/api';

/** How many workshops of the category are read (the page's own may be among them) and shown. */
const RELATED_READ = 5;
const RELATED_SHOWN = 4;

export const courseApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Open batches, soonest first. */
    getBatches: build.query<Batch[], string>({
      query: (productId) => `products/${encodeURIComponent(productId)}/batches`,
      providesTags: (_result, _error, productId) => [{ type: 'Product', id: productId }],
    }),
    getCurriculum: build.query<CurriculumOutline, string>({
      query: (productId) => `products/${encodeURIComponent(productId)}/curriculum`,
      providesTags: (_result, _error, productId) => [{ type: 'Product', id: productId }],
    }),
    getPreviewPlayback: build.query<PreviewPlayback, { productId: string; lessonId: string }>({
      query: ({ productId, lessonId }) =>
        `products/${encodeURIComponent(productId)}/lessons/${encodeURIComponent(lessonId)}/preview`,
      // A playback lasts 10 minutes: each opening of the preview asks for its own.
      keepUnusedDataFor: 0,
    }),
    getRelatedProducts: build.query<Product[], Pick<Product, 'id' | 'category'>>({
      query: ({ category }) => ({
        url: 'products',
        params: { category, _limit: RELATED_READ },
      }),
      transformResponse: (products: Product[], _meta, { id }) =>
        products.filter((product) => product.id !== id).slice(0, RELATED_SHOWN),
    }),
    /** Signed out with the shopper's e-mail; signed in without, as the account's address is used. */
    notifyMe: build.mutation<SeatAlert, { productId: string; email?: string }>({
      query: ({ productId, email }) => ({
        url: `products/${encodeURIComponent(productId)}/seat-alerts`,
        method: 'POST',
        body: email === undefined ? {} : { email },
      }),
    }),
  }),
});

export const {
  useGetBatchesQuery,
  useGetCurriculumQuery,
  useGetPreviewPlaybackQuery,
  useGetRelatedProductsQuery,
  useNotifyMeMutation,
} = courseApi;
