// Content of the landing page below the fold: features, ISO note, partners, gallery and FAQs.
// Kept apart from site.ts so that pages which do not show it never download it.
import {
  paymentMethodWords,
  REFUND_WINDOW_DAYS,
  type paymentMethods,
} from '@kaushal/shared/constants';
import type { Faq, Feature, GalleryCard, IsoNote, Partner } from './site-types';

type PaymentMethod = (typeof paymentMethods)[number];

export const partners: readonly Partner[] = [
  { name: 'Northfield Institute of Management', logo: '/images/partners/northfield.svg' },
  { name: 'Riverbend School of Business', logo: '/images/partners/riverbend.svg' },
  { name: 'Silverline Institute of Technology', logo: '/images/partners/silverline.svg' },
  { name: 'Meridian College of Commerce', logo: '/images/partners/meridian.svg' },
  { name: 'Eastgate University of Design', logo: '/images/partners/eastgate.svg' },
  { name: 'Kestrel Institute of Finance', logo: '/images/partners/kestrel.svg' },
  { name: 'Lakeshore School of Economics', logo: '/images/partners/lakeshore.svg' },
  { name: 'Summit Ridge Institute of Analytics', logo: '/images/partners/summit-ridge.svg' },
  { name: 'Harborview College of Engineering', logo: '/images/partners/harborview.svg' },
];

export const gallery: readonly GalleryCard[] = [
  {
    title: 'Consulting Workshop with Silverline',
    front: {
      image: '/images/gallery/consulting-workshop.svg',
      alt: 'Students in a classroom following a mentor at the whiteboard',
      caption: 'Three-week consulting workshop for 150+ students',
    },
    back: {
      heading: 'Consulting Workshop',
      text: 'Together with Silverline Institute of Technology we ran a three-week consulting workshop: case frameworks, market sizing and live problem-solving with mentors from top firms.',
      stats: ['150+ students', '3 weeks', '12 live case studies'],
    },
  },
  {
    title: 'Consulting Bootcamp at Riverbend',
    front: {
      image: '/images/gallery/business-school-campus.svg',
      alt: 'A business school campus with a central hall and trees',
      caption: 'Two-week consulting bootcamp for 200+ students',
    },
    back: {
      heading: 'Business School Bootcamp',
      text: 'At Riverbend School of Business, 200+ students spent two weeks on structured problem-solving, slide writing and mock case interviews, ending with a team presentation to a panel.',
      stats: ['200+ students', '2 weeks', 'Final panel presentation'],
    },
  },
];

export const landingFaqs: readonly Faq[] = [
  {
    question: 'Who can join Kaushal courses?',
    answer:
      'Anyone can join. Our workshops are open to school and college students, fresh graduates, working professionals and career changers.',
  },
  {
    question: 'What courses do you offer?',
    answer:
      'We offer courses in technology, business, design and professional development, from data analytics and AI to consulting, finance, graphic design and interview preparation.',
  },
  {
    question: 'How does the learning process work?',
    answer:
      'You learn through a mix of self-paced modules, live sessions with mentors, hands-on projects and assignments that are reviewed with feedback.',
  },
  {
    question: 'What support will I receive?',
    answer:
      'You get 24/7 technical support, mentorship from industry experts, career guidance and placement help, from CV reviews to interview preparation.',
  },
  {
    question: 'Are there any prerequisites?',
    answer:
      'Prerequisites vary by course. Most workshops start from the basics, and any requirements are listed on the course page before you enrol.',
  },
  {
    question: 'What is your refund policy?',
    answer: `We offer a ${REFUND_WINDOW_DAYS}-day money-back guarantee. If a course is not right for you, ask for a refund from My Orders within ${REFUND_WINDOW_DAYS} days of payment, before your first session. The refund policy has the details.`,
  },
];

/** What the FAQ's answers state from the catalogue and the shop's settings; unknown until read. */
export interface FaqFacts {
  /** Workshops offered. */
  workshops?: number | undefined;
  /** The shortest and longest session of the batches taking enrolments; null when none is dated. */
  sessionMinutes?: { shortest: number; longest: number } | null | undefined;
  /** The ways checkout takes payment. */
  paymentMethods?: readonly PaymentMethod[] | undefined;
}

/** "90 minutes", "2 hours", "2.5 hours". */
function duration(minutes: number): string {
  if (minutes % 60 !== 0 && (minutes < 120 || minutes % 30 !== 0)) return `${minutes} minutes`;
  const hours = minutes / 60;
  return hours === 1 ? '1 hour' : `${hours} hours`;
}

/** "card", "card or UPI", "card, UPI or net banking". */
function methodsText(methods: readonly PaymentMethod[]): string {
  const words = methods.map((method) => paymentMethodWords[method]);
  return words.length < 2
    ? (words[0] ?? '')
    : `${words.slice(0, -1).join(', ')} or ${words.at(-1)}`;
}

function sessionAnswer(lengths: FaqFacts['sessionMinutes']): string {
  const after = 'with time for questions and a short practical task at the end';
  if (!lengths) {
    return `Session lengths vary by workshop: each workshop's page gives its sessions' dates and times in IST, ${after}.`;
  }
  const { shortest, longest } = lengths;
  return shortest === longest
    ? `Each session lasts ${duration(shortest)}, ${after}.`
    : `Sessions last ${duration(shortest)} to ${duration(longest)}, depending on the workshop, ${after}. Each workshop's page gives its sessions' times.`;
}

function workshopsAnswer(workshops: number | undefined): string {
  const browse = 'All Workshops lists each one with its price, rating and next batch.';
  if (workshops === undefined)
    return `We offer workshops in consulting, finance, analytics, design, marketing and AI. ${browse}`;
  if (workshops === 0) return 'New workshops are on their way: check back soon.';
  return `We offer ${workshops === 1 ? 'one workshop' : `${workshops} workshops`}, in consulting, finance, analytics, design, marketing and AI. ${browse}`;
}

/** The FAQ page's questions, their figures taken from the catalogue and the shop's settings. */
export function standaloneFaqs(facts: FaqFacts): readonly Faq[] {
  const paidBy = facts.paymentMethods?.length ? ` by ${methodsText(facts.paymentMethods)}` : '';
  return [
    {
      question: 'What do the workshops cover?',
      answer:
        'Each workshop is live and hands-on: concepts from a mentor who works in the field, then an exercise you do yourself. Its page lists what it covers, its sessions and its batches.',
    },
    { question: 'How long is each session?', answer: sessionAnswer(facts.sessionMinutes) },
    {
      question: 'When are the sessions held?',
      answer:
        'Sessions run on weekends and on weekday evenings, so you can attend around college or work.',
    },
    {
      question: 'Do you offer EMI?',
      answer: `No, EMI is not available. Courses are paid in full at checkout${paidBy}, and every purchase is covered by our ${REFUND_WINDOW_DAYS}-day money-back guarantee.`,
    },
    { question: 'Which workshops can I buy?', answer: workshopsAnswer(facts.workshops) },
    {
      question: 'Who can join?',
      answer:
        'Anyone who wants to build career skills can join: students, graduates, working professionals and people changing careers.',
    },
  ];
}

export const features: readonly Feature[] = [
  {
    title: 'Flexible Learning',
    text: 'Weekend and evening sessions plus self-paced modules let you learn around college or work.',
    icon: 'clock',
  },
  {
    title: 'Career Support',
    text: 'CV reviews, mock interviews and one-to-one guidance help you turn new skills into offers.',
    icon: 'headset',
  },
  {
    title: 'Expert Instructors',
    text: 'Every session is led by practitioners with 2 to 15 years of industry experience who still do the work.',
    icon: 'users',
  },
  {
    title: 'Comprehensive Curriculum',
    text: 'From fundamentals to case studies, each course covers what employers test, with projects and assignments to prove it.',
    icon: 'book',
  },
  {
    title: 'Bridging Upskilling with Job Opportunities',
    text: 'Our collaborations with companies and institutes connect what you learn to real openings and internships.',
    icon: 'bridge',
  },
  {
    title: 'Leading the Industry',
    text: 'More than 10,000 careers impacted and an ISO 9001:2015 certified quality process keep us ahead.',
    icon: 'trophy',
  },
];

export const isoNote: IsoNote = {
  title: 'ISO 9001:2015 Certified',
  text: 'Kaushal is ISO 9001:2015 certified: our course design, delivery and learner support follow an audited quality-management system, so every workshop meets the same standard.',
  badge: '/images/brand/iso.svg',
};
