// The contact page's one call: sending a message to the shop.
import type { ContactMessage, ContactReceipt } from '@kaushal/shared/enquiry';
import { api } from '../../lib/api';

const contactApi = api.injectEndpoints({
  endpoints: (build) => ({
    sendContactMessage: build.mutation<ContactReceipt, ContactMessage>({
      query: (body) => ({ url: 'contact', method: 'POST', body }),
    }),
  }),
});

export const { useSendContactMessageMutation } = contactApi;
