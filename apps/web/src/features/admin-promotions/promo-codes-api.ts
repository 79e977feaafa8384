// Admin endpoints for promo codes: every code with its uses, and creating and changing one.
import type { Product } from '@kaushal/shared/product';
import type { PromoCode, PromoCodeInput, PromoCodeUpdate } from '@kaushal/shared/promo';
import { api } from '../../lib/api';

/** A workshop as the code's workshop picker names it. */
export interface WorkshopOption {
  id: string;
  title: string;
}

const WORKSHOP_MATCHES = 8;
const optionOf = ({ id, title }: Product): WorkshopOption => ({ id, title });

const promoCodesApi = api.enhanceEndpoints({ addTagTypes: ['PromoCode'] }).injectEndpoints({
  endpoints: (build) => ({
    getPromoCodes: build.query<PromoCode[], void>({
      query: () => 'promo-codes',
      providesTags: ['PromoCode'],
    }),
    savePromoCode: build.mutation<
      PromoCode,
      { id: string; body: PromoCodeUpdate } | { id?: undefined; body: PromoCodeInput }
    >({
      query: ({ id, body }) => ({
        url: id ? `promo-codes/${encodeURIComponent(id)}` : 'promo-codes',
        method: id ? 'PATCH' : 'POST',
        body,
      }),
      invalidatesTags: ['PromoCode'],
    }),
    /** The workshops whose title, category or brand match `search`, deleted ones aside. */
    findWorkshops: build.query<WorkshopOption[], string>({
      query: (search) => ({ url: 'products', params: { q: search, _limit: WORKSHOP_MATCHES } }),
      transformResponse: (products: Product[]) => products.map(optionOf),
    }),
    /** One workshop a code is limited to, for its name (a deleted one too). */
    getWorkshop: build.query<WorkshopOption, string>({
      query: (id) => `products/${encodeURIComponent(id)}`,
      transformResponse: optionOf,
    }),
  }),
});

export const {
  useGetPromoCodesQuery,
  useSavePromoCodeMutation,
  useFindWorkshopsQuery,
  useGetWorkshopQuery,
} = promoCodesApi;
