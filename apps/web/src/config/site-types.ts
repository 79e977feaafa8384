// The shapes of the brand and marketing content (site.ts and the files it gathers).

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
