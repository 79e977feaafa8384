// Content of the landing page below the fold: features, ISO note, partners, gallery and FAQs.
// Kept apart from site.ts so that pages which do not show it never download it.
import { REFUND_WINDOW_DAYS } from '@kaushal/shared/constants';
import type { Faq, Feature, GalleryCard, IsoNote, Partner } from './site-types';

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

export const standaloneFaqs: readonly Faq[] = [
  {
    question: 'What does the workshop cover?',
    answer:
      'It is a 2-day workshop across four domains: consulting, investment banking, data analytics and digital marketing. Each domain combines concepts with a hands-on exercise.',
  },
  {
    question: 'How long is each session?',
    answer:
      'Each session lasts 2 hours, with time for questions and a short practical task at the end.',
  },
  {
    question: 'When are the sessions held?',
    answer:
      'Sessions run on weekends and on weekday evenings, so you can attend around college or work.',
  },
  {
    question: 'Do you offer EMI?',
    answer: `No, EMI is not available. Courses are paid in full at checkout by card, and every purchase is covered by our ${REFUND_WINDOW_DAYS}-day money-back guarantee.`,
  },
  {
    question: 'Which programmes can I buy?',
    answer:
      'We offer four products: the Masterclass, Decoding GDPI, Excel in Personal Finances and the Digital Marketing Course.',
  },
  {
    question: 'Who can join?',
    answer:
      'Anyone who wants to build career skills can join: students, graduates, working professionals and people changing careers.',
  },
];

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
