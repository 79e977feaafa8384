// Admin endpoints for a workshop's batches: every batch (past and closed too), and creating and
// changing one.
import type { AdminBatch, BatchInput } from '@kaushal/shared/batch';
import { api } from '../../lib/api';

/** The batch fields as the form sends them (batchInputSchema's input). */
export type BatchBody = Omit<BatchInput, 'closed'> & { closed?: boolean };

const batchesApi = api.enhanceEndpoints({ addTagTypes: ['Batch'] }).injectEndpoints({
  endpoints: (build) => ({
    getAdminBatches: build.query<AdminBatch[], string>({
      query: (productId) => ({
        url: `products/${encodeURIComponent(productId)}/batches`,
        params: { admin: 'true' },
      }),
      providesTags: (_result, _error, productId) => [{ type: 'Batch', id: productId }],
    }),
    // A batch's seats make up its product's stock, so the product reads refresh with it.
    saveBatch: build.mutation<AdminBatch, { productId: string; batchId?: string; body: BatchBody }>(
      {
        query: ({ productId, batchId, body }) => ({
          url: `products/${encodeURIComponent(productId)}/batches${batchId ? `/${encodeURIComponent(batchId)}` : ''}`,
          method: batchId ? 'PATCH' : 'POST',
          body,
        }),
        invalidatesTags: (_result, _error, { productId }) => [
          { type: 'Batch', id: productId },
          'Product',
        ],
      },
    ),
  }),
});

export const { useGetAdminBatchesQuery, useSaveBatchMutation } = batchesApi;
