// Admin endpoints for a batch's materials: the list, uploading a file with its title, and deleting one.
import type { BatchMaterial } from '@kaushal/shared/enrolment';
import { api } from '../../lib/api';

export interface BatchRef {
  productId: string;
  batchId: string;
}

const materialsUrl = ({ productId, batchId }: BatchRef) =>
  `products/${encodeURIComponent(productId)}/batches/${encodeURIComponent(batchId)}/materials`;

const materialsApi = api.enhanceEndpoints({ addTagTypes: ['BatchMaterial'] }).injectEndpoints({
  endpoints: (build) => ({
    getBatchMaterials: build.query<BatchMaterial[], BatchRef>({
      query: materialsUrl,
      providesTags: (_result, _error, { batchId }) => [{ type: 'BatchMaterial', id: batchId }],
    }),
    uploadBatchMaterial: build.mutation<BatchMaterial, BatchRef & { title: string; file: File }>({
      query: ({ title, file, ...batch }) => {
        const body = new FormData();
        // The title first, so the server has it before the file's bytes.
        body.append('title', title);
        body.append('file', file);
        return { url: materialsUrl(batch), method: 'POST', body };
      },
      invalidatesTags: (_result, _error, { batchId }) => [{ type: 'BatchMaterial', id: batchId }],
    }),
    deleteBatchMaterial: build.mutation<{ id: string }, BatchRef & { materialId: string }>({
      query: ({ materialId, ...batch }) => ({
        url: `${materialsUrl(batch)}/${encodeURIComponent(materialId)}`,
        method: 'DELETE',
      }),
      invalidatesTags: (_result, _error, { batchId }) => [{ type: 'BatchMaterial', id: batchId }],
    }),
  }),
});

export const {
  useGetBatchMaterialsQuery,
  useUploadBatchMaterialMutation,
  useDeleteBatchMaterialMutation,
} = materialsApi;
