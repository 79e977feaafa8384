// Content of the About and Contact pages and of the footer: contact details, socials, copyright.
// Kept apart from site.ts so that pages which do not show it never download it.
import type { About, Contact, ContactPage, FooterCta, Social } from './site-types';

export const about: About = {
  heading: 'Building skills that open doors',
  mission: [
    'Kaushal means “skill”, and skill is what we are about. Too many capable students and professionals in India graduate with degrees but without the practical skills employers test for. We exist to close that gap.',
    'Our workshops are short, hands-on and led by mentors who work in consulting, finance, analytics, design, marketing and AI. Learners solve real problems, build projects they can show, and get honest feedback from people who hire.',
    'We measure success by careers, not certificates: more than 10,000 learners have used Kaushal to land internships, switch careers or grow in the roles they have, and we want that number to keep growing in every city.',
  ],
  values: [
    {
      title: 'Practice over theory',
      text: 'Every session ends with something you have built, solved or presented.',
      icon: 'target',
    },
    {
      title: 'Mentors who do the work',
      text: 'Our mentors teach from what they do every day, not from a textbook.',
      icon: 'mentorship',
    },
    {
      title: 'Access for everyone',
      text: 'Weekend and evening batches and fair prices keep learning within reach.',
      icon: 'heart',
    },
    {
      title: 'Quality you can trust',
      text: 'An ISO 9001:2015 certified process keeps every workshop to the same standard.',
      icon: 'shield',
    },
  ],
};

export const contactPage: ContactPage = {
  heading: 'Contact Us',
  intro:
    'Questions about a workshop, a group booking or a collaboration? Write to us or call, and our team will get back to you within one working day.',
  officeHours: [
    { days: 'Monday to Friday', hours: '9:30 am to 6:30 pm IST' },
    { days: 'Saturday', hours: '10:00 am to 2:00 pm IST' },
    { days: 'Sunday and public holidays', hours: 'Closed' },
  ],
};

export const contact: Contact = {
  phone: { display: '+91 120 000 0000', href: 'tel:+911200000000' },
  email: { display: 'hello@kaushal.example', href: 'mailto:hello@kaushal.example' },
  addressLines: [
    'Kaushal Learning, 4th Floor, Tower B',
    'Example Business Park, Sector 62',
    'Noida, Uttar Pradesh 201309',
    'India',
  ],
  mapLabel: 'Kaushal office, Sector 62, Noida',
};

export const socials: readonly Social[] = [
  {
    label: 'Kaushal on LinkedIn',
    href: 'https://www.linkedin.com/company/kaushal-example',
    icon: 'linkedin',
  },
  {
    label: 'Kaushal on Instagram',
    href: 'https://www.instagram.com/kaushal.example',
    icon: 'instagram',
  },
];

/** After "© <the current year>" in the footer. */
export const copyright = 'Kaushal. All rights reserved.';

export const footerCta: FooterCta = {
  heading: 'Ready to build your next skill?',
  text: 'Create a free account to enrol in workshops, track your orders and hear about new batches first.',
  buttonLabel: 'Sign up',
};
