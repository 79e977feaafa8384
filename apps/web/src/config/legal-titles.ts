// The legal pages' names, for the links to them (footer, sign-up, checkout) and their own headings;
// apart from their texts (legal-pages.ts), which only the pages download.
export type LegalPageName = 'terms' | 'privacy' | 'refundPolicy';

export const legalTitles: Record<LegalPageName, string> = {
  terms: 'Terms of Use',
  privacy: 'Privacy Policy',
  refundPolicy: 'Refund and Cancellation Policy',
};
