// The texts of the Terms of Use, the Privacy Policy and the Refund and Cancellation Policy, with the
// business's own details (GET /api/business) filled in: a business adapts its terms here.
import { REFUND_WINDOW_DAYS } from '@kaushal/shared/constants';
import type { Business } from '@kaushal/shared/business';
import { legalTitles, type LegalPageName } from './legal-titles';
import { brand } from './site';

export interface LegalSection {
  readonly heading: string;
  readonly paragraphs: readonly string[];
  /** A list after the paragraphs. */
  readonly items?: readonly string[];
}

export interface LegalDocument {
  readonly title: string;
  readonly intro: string;
  readonly sections: readonly LegalSection[];
}

/** When the texts last changed; shown on every page. */
export const legalUpdated = '24 November 2026';

// The days after payment within which a refund may be asked for: the server's rule, said once.
export { REFUND_WINDOW_DAYS };

export function legalPages(business: Business): Record<LegalPageName, LegalDocument> {
  const { legalName, address, gstin, grievanceOfficer: officer } = business;
  const we = `${legalName} ("${brand.name}", "we", "us")`;
  const officerContact = `${officer.name}, Grievance Officer, ${legalName}, ${address}; e-mail ${officer.email}; phone ${officer.phone}`;
  const grievance: LegalSection = {
    heading: 'Grievance officer',
    paragraphs: [
      `Under the Consumer Protection (E-Commerce) Rules, 2020 and the Digital Personal Data Protection Act, 2023, complaints about a purchase, a workshop or your personal data go to our Grievance Officer: ${officerContact}.`,
      'We acknowledge every complaint within 48 hours and resolve it within one month of receiving it. If you are not satisfied with the answer, you may approach the National Consumer Helpline (1915 or consumerhelpline.gov.in) or, for personal data, the Data Protection Board of India.',
    ],
  };

  return {
    terms: {
      title: legalTitles.terms,
      intro: `These terms govern your use of this website and the workshops you buy on it from ${we}, GSTIN ${gstin}, registered at ${address}. By creating an account or placing an order you accept them.`,
      sections: [
        {
          heading: 'Your account',
          paragraphs: [
            'You must be at least 18 years old to create an account, or use it with the consent and supervision of a parent or guardian. Give us true details and keep your password to yourself: you are responsible for what is done with your account.',
            'We may suspend an account that is used for fraud, to harm other learners or mentors, or against these terms, and we tell you why.',
          ],
        },
        {
          heading: 'Workshops and batches',
          paragraphs: [
            'A workshop runs in batches, each with its own dates, sessions, mode (online or at a venue) and number of seats. The page of each workshop shows them before you buy. Buying a workshop gives you a seat in the batch you choose, for the learner named on the order.',
            'We may change a mentor or move a session for reasons beyond our control; we tell you in advance by e-mail. If we cancel a batch, you get a full refund (see the Refund and Cancellation Policy).',
          ],
        },
        {
          heading: 'Prices and payment',
          paragraphs: [
            `Prices are in Indian rupees and include GST at ${business.gstRatePercent} % (SAC ${business.sac}). You pay online through our payment partner; we never see or store your card details. Your order is confirmed when the payment is received, and a tax invoice is issued in our name.`,
            `An order holds its seats for ${business.orderPaymentWindowMinutes} minutes while it waits for payment; an order not paid in that time is cancelled automatically and its seats are released.`,
          ],
        },
        {
          heading: 'Cancellations and refunds',
          paragraphs: [
            'Cancellations and refunds follow our Refund and Cancellation Policy, which is part of these terms.',
          ],
        },
        {
          heading: 'Course material and conduct',
          paragraphs: [
            'Recordings, slides, exercises and certificates are for your own learning. Do not share joining links, resell seats, record sessions or republish material without our written permission.',
            'Treat mentors and other learners with respect. We may remove anyone who disrupts a session, without refund.',
          ],
        },
        {
          heading: 'Our responsibility',
          paragraphs: [
            'We teach with care, but we do not promise a job, an internship or a particular result. To the extent the law allows, our liability for any claim about an order is limited to the amount you paid for it. Nothing in these terms limits your rights under the Consumer Protection Act, 2019.',
          ],
        },
        {
          heading: 'Law and disputes',
          paragraphs: [
            `These terms are governed by the laws of India. Courts at the place of our registered office in ${business.state.name} have jurisdiction, without taking away your right to approach a consumer commission where you live.`,
            'We may update these terms; the date at the top shows the latest version, and an order is governed by the terms in force when it was placed.',
          ],
        },
        grievance,
      ],
    },

    privacy: {
      title: legalTitles.privacy,
      intro: `${we} is the data fiduciary for the personal data you give us on this website. This policy explains what we collect, why, how long we keep it and the rights you have under the Digital Personal Data Protection Act, 2023 (DPDP Act).`,
      sections: [
        {
          heading: 'What we collect',
          paragraphs: ['We collect only what we need to sell and run workshops:'],
          items: [
            'Account: your name, e-mail address and password (stored only as a secure hash).',
            'Orders: billing address, the workshops and batches you buy, and the learners named for each seat.',
            'Payments: the payment reference and status from our payment partner. Card, UPI and bank details go straight to the payment partner and never reach us.',
            'Learning: attendance, materials you download and certificates issued.',
            'Technical: a session cookie that keeps you signed in, and server logs (IP address, browser, pages asked for) kept for security.',
          ],
        },
        {
          heading: 'Why we use it',
          paragraphs: [
            'We use your data to run your account, take and confirm payments, issue tax invoices, run the sessions you bought, send you joining links, reminders and certificates, answer your questions, prevent fraud and meet our legal duties. We process it on the basis of your consent, given when you create an account or place an order, and for the legitimate uses the DPDP Act allows, such as complying with tax law.',
            'We do not sell your data or use it for advertising by others. We e-mail you about new batches only if you ask to hear about them, and every such e-mail has a link to stop.',
          ],
        },
        {
          heading: 'Who we share it with',
          paragraphs: [
            'Only with those who help us serve you, under contract and for that purpose: our payment partner, our e-mail provider, our hosting provider, and the mentor of your batch (your name and attendance only). We disclose data to authorities when the law requires it.',
          ],
        },
        {
          heading: 'How long we keep it',
          paragraphs: [
            'Account data is kept while your account is open and deleted within 90 days after you ask us to close it. Orders, invoices and payment records are kept for eight years, as the GST and income-tax laws require. Server logs are kept for up to 180 days. Certificates are kept so that employers can verify them, unless you ask us to delete them.',
          ],
        },
        {
          heading: 'Your rights',
          paragraphs: ['Under the DPDP Act you may:'],
          items: [
            'ask what personal data we hold about you and how we use it;',
            'have inaccurate or incomplete data corrected and updated;',
            'have your data erased when it is no longer needed for the purpose you gave it for or the law does not require us to keep it;',
            'withdraw your consent at any time, as easily as you gave it (this stops future processing, not what was done before);',
            'nominate a person to exercise these rights for you in case of death or incapacity;',
            'complain to our Grievance Officer, and then to the Data Protection Board of India.',
          ],
        },
        {
          heading: 'Security',
          paragraphs: [
            'Data travels encrypted (HTTPS), passwords are stored as Argon2 hashes, and only staff who need it can see your data. If a breach affects your data, we inform you and the Data Protection Board as the law requires.',
          ],
        },
        {
          heading: 'Contact',
          paragraphs: [
            `To use any of these rights, write to ${officer.email} from the e-mail address of your account. We answer within 30 days.`,
          ],
        },
        grievance,
      ],
    },

    refundPolicy: {
      title: legalTitles.refundPolicy,
      intro: `Our ${REFUND_WINDOW_DAYS}-day money-back guarantee, and what happens when an order or a batch is cancelled. This policy is part of the Terms of Use of ${legalName}.`,
      sections: [
        {
          heading: 'Asking for a refund',
          paragraphs: [
            `You may ask for a full refund of a paid order within ${REFUND_WINDOW_DAYS} days of payment, as long as the first session of every batch in the order is still ahead. Ask from My Orders with "Request refund" and a short reason; we answer every request within two working days.`,
            `Once the first session of any batch in the order has started (as the batch is scheduled now, if its dates were set or moved after you ordered), once attendance has been marked or a certificate issued for any seat of the order, or ${REFUND_WINDOW_DAYS} days after payment, whichever comes first, the order can no longer be refunded. An order is refunded once, in full: we do not refund part of an order. A certificate issued for a seat of a refunded order is revoked.`,
          ],
        },
        {
          heading: 'How you are refunded',
          paragraphs: [
            'An approved refund of the full amount you paid goes back to the original payment method (the same card, UPI account or bank account); it usually arrives within 5–7 working days, and your bank may take a little longer to show it. We send you an e-mail and a credit note when the refund is made, and My Orders shows the order as Refunded with the credit note to download. Your seats are released and your access to the batch ends.',
          ],
        },
        {
          heading: 'Unpaid orders',
          paragraphs: [
            `An order waits ${business.orderPaymentWindowMinutes} minutes for its payment. An order not paid within that window is cancelled automatically and its seats are released; nothing is charged. If money was taken for an order that had already been cancelled or paid, it is refunded to you automatically.`,
          ],
        },
        {
          heading: 'When we cancel a batch',
          paragraphs: [
            'If too few learners enrol or a mentor cannot teach, we may cancel a batch before it starts. We tell you by e-mail and refund the order in full to the original payment method, or move you to another batch if you prefer.',
          ],
        },
        {
          heading: 'Questions',
          paragraphs: [
            `Write to ${officer.email} or call ${officer.phone} with your order number.`,
          ],
        },
        grievance,
      ],
    },
  };
}
