// The public check of a certificate's code; loaded only with the verification page (and by the server,
// which renders that page with its answer).
import type { PublicCertificate } from '@kaushal/shared/certificate';
import { api } from '../../lib/api';

export const certificateApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCertificate: build.query<PublicCertificate, string>({
      query: (code) => `certificates/${encodeURIComponent(code)}`,
    }),
  }),
});

export const { useGetCertificateQuery } = certificateApi;
