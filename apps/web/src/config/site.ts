// Brand and marketing content in one place, so re-branding the shop never touches components.

/** Keys of the icons that content refers to; the UI maps each key to an icon component. */
export type IconKey =
  | 'mentorship'
  | 'compass'
  | 'briefcase'
  | 'sparkles'
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
  readonly icon: IconKey;
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
  readonly href: string;
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

export const copyright = '© 2025 Kaushal. All rights reserved.';

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

export const isoNote: IsoNote = {
  title: 'ISO 9001:2015 Certified',
  text: 'Kaushal is ISO 9001:2015 certified: our course design, delivery and learner support follow an audited quality-management system, so every workshop meets the same standard.',
  badge: '/images/brand/iso.svg',
};

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

export const mentors: readonly Mentor[] = [
  {
    name: 'Ananya Iyer',
    role: 'Engagement Manager, strategy consulting',
    experienceYears: 9,
    domain: 'Consulting',
    alumniOf: 'Northfield Institute of Management',
    avatar: '/images/mentors/ananya-iyer.svg',
    bio: 'Ananya has led growth and operations projects for retail and healthcare clients. She teaches case structuring and how to present a recommendation that survives questions.',
  },
  {
    name: 'Rohan Mehta',
    role: 'Vice President, investment banking',
    experienceYears: 15,
    domain: 'Investment Banking and Personal Finance',
    alumniOf: 'Kestrel Institute of Finance',
    avatar: '/images/mentors/rohan-mehta.svg',
    bio: 'Rohan has worked on mergers and capital raises across India and Singapore. He runs the financial modelling labs and the personal finance sessions.',
  },
  {
    name: 'Priya Nair',
    role: 'Lead Data Analyst, consumer technology',
    experienceYears: 7,
    domain: 'Data Analytics and AI',
    alumniOf: 'Summit Ridge Institute of Analytics',
    avatar: '/images/mentors/priya-nair.svg',
    bio: 'Priya builds dashboards and forecasting models used by product and marketing teams. She mentors learners through SQL, Python and applied AI projects.',
  },
  {
    name: 'Arjun Rathore',
    role: 'Senior Brand Designer',
    experienceYears: 5,
    domain: 'Graphic Design',
    alumniOf: 'Eastgate University of Design',
    avatar: '/images/mentors/arjun-rathore.svg',
    bio: 'Arjun designs brand identities for start-ups and consumer brands. He runs portfolio reviews and teaches layout, typography and design thinking.',
  },
  {
    name: 'Kavya Reddy',
    role: 'Performance Marketing Manager',
    experienceYears: 6,
    domain: 'Digital Marketing',
    alumniOf: 'Meridian College of Commerce',
    avatar: '/images/mentors/kavya-reddy.svg',
    bio: 'Kavya has managed search and social campaigns for e-commerce and education brands. She teaches learners to plan, run and measure campaigns on small budgets.',
  },
  {
    name: 'Aman Khanna',
    role: 'Associate, management consulting',
    experienceYears: 2,
    domain: 'Group Discussion and Personal Interview',
    alumniOf: 'Lakeshore School of Economics',
    avatar: '/images/mentors/aman-khanna.svg',
    bio: 'Aman cleared several top business-school interviews only a few years ago. He coaches the Decoding GDPI batches through mock group discussions and interviews.',
  },
];

export const testimonials: readonly Testimonial[] = [
  {
    name: 'Aditi Sharma',
    role: 'MBA aspirant, Pune',
    text: 'The Decoding GDPI sessions had me record and review three mock interviews a week. My mentor noticed I rushed every answer about my gap year, and we rebuilt it into a story I was proud of. I converted two of my four interview calls.',
    image: '/images/testimonials/aditi-sharma.svg',
  },
  {
    name: 'Rahul Verma',
    role: 'Final-year B.Com student, Jaipur',
    text: 'I had never structured a case before the consulting workshop. By day two I was sizing the market for electric scooters in tier-2 cities with a proper issue tree, and that case became the centrepiece of my internship interview.',
    image: '/images/testimonials/rahul-verma.svg',
  },
  {
    name: 'Sneha Kulkarni',
    role: 'Data analyst, Bengaluru',
    text: 'I moved from manual spreadsheet reports to a sales dashboard built on SQL during the data analytics track. The assignments used messy, realistic data, which is exactly what I deal with at work now.',
    image: '/images/testimonials/sneha-kulkarni.svg',
  },
  {
    name: 'Mohammed Faizan',
    role: 'Software engineer, Hyderabad',
    text: 'The AI workshop skipped the hype and had us build a small document-search tool end to end. I now explain embeddings to my team with confidence, and a version of that tool is used inside my company.',
    image: '/images/testimonials/mohammed-faizan.svg',
  },
  {
    name: 'Ishita Banerjee',
    role: 'Graphic designer, Kolkata',
    text: 'The design mentors pushed me to rebuild my portfolio around three case studies instead of twenty unrelated posters. The live critiques were blunt but kind, and I signed two freelance clients within a month.',
    image: '/images/testimonials/ishita-banerjee.svg',
  },
  {
    name: 'Karan Malhotra',
    role: 'Career changer, Gurugram',
    text: 'After six years in field sales I wanted to move into digital marketing. The course had me run a ₹2,000 ad campaign for a local bakery and report real numbers. That project landed me my first marketing role.',
    image: '/images/testimonials/karan-malhotra.svg',
  },
  {
    name: 'Lakshmi Narayanan',
    role: 'Chartered accountancy student, Chennai',
    text: 'Building a three-statement model in the investment banking workshop finally connected everything I had studied for my exams. The mentor showed how analysts actually build and check a model on a deadline.',
    image: '/images/testimonials/lakshmi-narayanan.svg',
  },
  {
    name: 'Neha Gupta',
    role: 'Marketing executive, Noida',
    text: 'Excel in Personal Finances helped me set up a monthly budget and an SIP plan in a single weekend. I finally understand which tax regime suits my own salary and why.',
    image: '/images/testimonials/neha-gupta.svg',
  },
  {
    name: 'Siddharth Rao',
    role: 'Engineering graduate, Mysuru',
    text: 'The placement support was far more than a job board. My mentor reviewed my CV line by line and ran two mock interviews before my analyst round, and I joined a consulting firm three months later.',
    image: '/images/testimonials/siddharth-rao.svg',
  },
  {
    name: 'Tanvi Desai',
    role: 'BBA student, Ahmedabad',
    text: 'The weekend Masterclass fitted around my college timetable, and the two-hour sessions never dragged. Every session ended with a small task I could finish the same evening.',
    image: '/images/testimonials/tanvi-desai.svg',
  },
  {
    name: 'Harpreet Kaur',
    role: 'HR executive, Chandigarh',
    text: 'I joined to understand analytics for HR and left with a working attrition dashboard for my team. The evening batches meant I never had to take leave from work.',
    image: '/images/testimonials/harpreet-kaur.svg',
  },
  {
    name: 'Abhishek Tiwari',
    role: 'MBA student, Lucknow',
    text: 'I used to freeze in group discussions. The GD practice rounds taught me when to speak and how to build on someone else’s point, and in my final placement GD I both opened and summarised.',
    image: '/images/testimonials/abhishek-tiwari.svg',
  },
  {
    name: 'Fatima Sheikh',
    role: 'Product design intern, Mumbai',
    text: 'Mentors answered questions in the community channel even late in the evening. When my portfolio site broke the night before a submission, the support team helped me fix it within an hour.',
    image: '/images/testimonials/fatima-sheikh.svg',
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
    answer:
      'We offer a 7-day money-back guarantee. If a course is not right for you, ask for a refund within 7 days of purchase. Terms apply.',
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
    answer:
      'No, EMI is not available. Courses are paid in full at checkout by card, and every purchase is covered by our 7-day money-back guarantee.',
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

export const campus: Campus = {
  title: 'Kaushal Campus',
  badge: 'Coming Soon',
  text: 'Kaushal Campus is coming soon: a space for in-person workshops, mentor meet-ups and hiring days. Sign up to be the first to hear when it opens.',
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

export const footerCta: FooterCta = {
  heading: 'Ready to build your next skill?',
  text: 'Create a free account to enrol in workshops, track your orders and hear about new batches first.',
  buttonLabel: 'Sign up',
  href: '/signup',
};
