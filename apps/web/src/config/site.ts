// Brand and marketing content in one place, so re-branding the shop never touches components.
import type { Brand, Counter, Hero, Campus, SectionHeadings } from './site-types';

export const brand: Brand = {
  name: 'Kaushal',
  tagline: 'Skills that get you hired',
  description:
    'Kaushal runs mentor-led, hands-on workshops that help students, professionals and career changers in India build job-ready skills.',
  logo: '/images/brand/logo.svg',
  logoMark: '/images/brand/mark.svg',
};

export const sectionHeadings: SectionHeadings = {
  whyChooseUs: 'Why choose us',
  products: 'Our Products',
  partners: 'Our Mentors are from',
  gallery: 'Our Gallery and Collaborations',
  mentors: 'Meet our mentors',
  testimonials: 'What our students say',
  faqs: 'Frequently Asked Questions',
};

export const counters: readonly Counter[] = [
  { value: 10000, suffix: '+', label: 'Careers impacted' },
  { value: 60, suffix: '+', label: 'Industry mentors' },
  { value: 100, suffix: '+', label: 'Collaborations' },
];

export const hero: Hero = {
  headline: 'Learn the skills that shape your career',
  subheading:
    'Hands-on workshops in consulting, finance, analytics, design, marketing and AI, taught by mentors who do the work every day.',
  promises: [
    {
      title: 'Mentorship',
      text: 'Learn from industry mentors who review your work and answer your questions.',
      icon: 'mentorship',
    },
    {
      title: 'Career guidance',
      text: 'Plan your next move with one-to-one guidance on roles, CVs and interviews.',
      icon: 'compass',
    },
    {
      title: 'Placement assistance',
      text: 'Get help finding job opportunities and preparing for every round of hiring.',
      icon: 'briefcase',
    },
    {
      title: 'AI-powered learning',
      text: 'Practise with AI tools that adapt exercises and feedback to your pace.',
      icon: 'sparkles',
    },
  ],
  image: '/images/brand/hero.svg',
  imageAlt: 'A learner working on a laptop beside growing charts',
};

export const campus: Campus = {
  title: 'Kaushal Campus',
  badge: 'Coming Soon',
  text: 'Kaushal Campus is coming soon: a space for in-person workshops, mentor meet-ups and hiring days. Sign up to be the first to hear when it opens.',
};

// The rest of the content lives in modules of its own, so a page only downloads what it shows.
export type * from './site-types';
export * from './site-pages';
export * from './site-people';
export * from './site-sections';
