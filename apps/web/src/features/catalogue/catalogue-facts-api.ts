// The catalogue in figures (workshops offered, session lengths), which the FAQ's answers state.
// Injected with the FAQ page, so other pages never load it.
import type { CatalogueFacts } from '@kaushal/shared/product';
import { api } from '../../lib/api';

export const catalogueFactsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCatalogueFacts: build.query<CatalogueFacts, void>({
      query: () => 'catalogue/facts',
      providesTags: ['Product'],
    }),
  }),
});

export const { useGetCatalogueFactsQuery } = catalogueFactsApi;
