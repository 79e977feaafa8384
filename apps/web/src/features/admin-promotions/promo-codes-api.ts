// Admin endpoints for promo codes: every code with its uses, and creating and changing one.
import type { PromoCode, PromoCodeInput, PromoCodeUpdate } from '@kaushal/shared/promo';
import { api } from '../../lib/api';

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
  }),
});

export const { useGetPromoCodesQuery, useSavePromoCodeMutation } = promoCodesApi;
