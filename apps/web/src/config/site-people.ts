// Mentors and student testimonials: the people the shop's pages show.
// Kept apart from site.ts so that pages which do not show it never download it.
import type { Mentor, Testimonial } from './site-types';

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
