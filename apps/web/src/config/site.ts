// Brand and marketing content in one place, so re-branding the shop never touches components.

/** Keys of the icons the hero's promises name; the first download draws only these. */
export type HeroIconKey = 'mentorship' | 'compass' | 'briefcase' | 'sparkles';

/** Keys of the icons that content refers to; the UI maps each key to an icon's drawing. */
export type IconKey =
  | HeroIconKey
  | 'clock'
  | 'headset'
  | 'users'
  | 'book'
  | 'bridge'
  | 'trophy'
  | 'target'
  | 'heart'
  | 'shield';

export type SocialIcon = 'linkedin' | 'instagram';

export interface Brand {
  readonly name: string;
  readonly tagline: string;
  readonly description: string;
  readonly logo: string;
  readonly logoMark: string;
}

export interface ContactLink {
  /** Human-readable text, e.g. "+91 120 000 0000". */
  readonly display: string;
  /** A tel: or mailto: URL. */
  readonly href: string;
}

export interface Contact {
  readonly phone: ContactLink;
  readonly email: ContactLink;
  readonly addressLines: readonly string[];
  readonly mapLabel: string;
}

export interface Social {
  readonly label: string;
  readonly href: string;
  readonly icon: SocialIcon;
}

export interface Counter {
  readonly value: number;
  readonly suffix: string;
  readonly label: string;
}

export interface IsoNote {
  readonly title: string;
  readonly text: string;
  readonly badge: string;
}

export interface HeroPromise {
  readonly title: string;
  readonly text: string;
  readonly icon: HeroIconKey;
}

export interface Hero {
  readonly headline: string;
  readonly subheading: string;
  readonly promises: readonly HeroPromise[];
  readonly image: string;
  readonly imageAlt: string;
}

export interface Feature {
  readonly title: string;
  readonly text: string;
  readonly icon: IconKey;
}

export interface Partner {
  readonly name: string;
  readonly logo: string;
}

export interface GalleryCard {
  readonly title: string;
  readonly front: {
    readonly image: string;
    readonly alt: string;
    readonly caption: string;
  };
  readonly back: {
    readonly heading: string;
    readonly text: string;
    readonly stats: readonly string[];
  };
}

export interface Mentor {
  readonly name: string;
  readonly role: string;
  readonly experienceYears: number;
  readonly domain: string;
  readonly alumniOf: string;
  readonly avatar: string;
  readonly bio: string;
}

export interface Testimonial {
  readonly name: string;
  readonly role: string;
  readonly text: string;
  readonly image: string;
}

export interface Faq {
  readonly question: string;
  readonly answer: string;
}

export interface AboutValue {
  readonly title: string;
  readonly text: string;
  readonly icon: IconKey;
}

export interface About {
  readonly heading: string;
  readonly mission: readonly string[];
  readonly values: readonly AboutValue[];
}

export interface Campus {
  readonly title: string;
  readonly badge: string;
  readonly text: string;
}

export interface OfficeHours {
  readonly days: string;
  readonly hours: string;
}

export interface ContactPage {
  readonly heading: string;
  readonly intro: string;
  readonly officeHours: readonly OfficeHours[];
}

export interface FooterCta {
  readonly heading: string;
  readonly text: string;
  readonly buttonLabel: string;
}

export interface SectionHeadings {
  readonly whyChooseUs: string;
  readonly products: string;
  readonly partners: string;
  readonly gallery: string;
  readonly mentors: string;
  readonly testimonials: string;
  readonly faqs: string;
}

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
export * from './site-pages';
export * from './site-people';
export * from './site-sections';
