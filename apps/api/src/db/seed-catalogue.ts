// Workshop catalogue seeded into an empty database on first start.

export interface SeedProduct {
  slug: string; // kebab-case, unique; also the base name of its images
  title: string;
  description: string; // 1-2 sentences shown on cards
  fullDescription: string; // one paragraph shown in the detail modal
  price: number; // list price in whole rupees
  discountPercentage: number; // integer 0-100
  stock: number; // seats available
  brand: string;
  category: string;
  rating: number; // out of 5, one decimal
  highlights: string[];
  productDetails: string[];
  whyEnroll: string[];
}

export const seedCatalogue: readonly SeedProduct[] = [
  {
    slug: 'masterclass',
    title: 'Masterclass: 2-Day Career Workshop',
    description:
      'A 2-day live workshop that gives you a hands-on first look at consulting, investment banking, data analytics and digital marketing, so you can choose your career path with confidence.',
    fullDescription:
      'Not sure which career track suits you? This masterclass packs four domains into two days: consulting, investment banking, data analytics and digital marketing, each taught in a focused 2-hour session by a mentor who works in the field. You will solve a mini case, read a deal snapshot, clean and chart a real dataset and sketch a campaign plan, so you experience the actual work instead of only hearing about it. Sessions run on weekends and evenings, making it easy to attend alongside college or a full-time job. You leave with a certificate, a clear comparison of the four roles and a personal next-step plan.',
    price: 1999,
    discountPercentage: 50,
    stock: 200,
    brand: 'Kaushal Masterclass',
    category: 'Masterclass',
    rating: 4.9,
    highlights: [
      'Four career domains explored in two days',
      'Mentor-led 2-hour sessions with live Q&A',
      'Hands-on mini task in every domain',
      'Personal career roadmap to take away',
    ],
    productDetails: [
      'Duration: 2 days (four 2-hour sessions)',
      'Mode: Live online',
      'Timings: weekends and evenings',
      'Domains: consulting, investment banking, data analytics, digital marketing',
      'Certificate: Yes',
    ],
    whyEnroll: [
      'Test-drive four high-growth careers before committing to a long course',
      'Learn directly from industry mentors, not recorded lectures',
      'Fits around college classes and office hours',
      'Get career guidance on the skills and roles to target next',
    ],
  },
  {
    slug: 'decoding-gdpi',
    title: 'Decoding GDPI',
    description:
      'Crack group discussions and personal interviews for MBA admissions and campus placements with structured practice and honest feedback from mentors.',
    fullDescription:
      'GDPI rounds often decide the final call, yet many candidates walk in unprepared. This workshop breaks down what panels actually assess: clarity of thought, structure, listening and composure under pressure. You will take part in moderated group discussions on current affairs and abstract topics, then face mock personal interviews built around your own profile, from "Tell me about yourself" to questions on work experience and career goals. Every participant receives individual feedback and a short improvement plan before the real round.',
    price: 1499,
    discountPercentage: 40,
    stock: 120,
    brand: 'Kaushal Live',
    category: 'Interview Preparation',
    rating: 4.7,
    highlights: [
      'Moderated group discussions on current topics',
      'One-on-one mock personal interview',
      'Frameworks for structuring your answers',
      'Written feedback after every round',
    ],
    productDetails: [
      'Duration: 3 days (2-hour sessions)',
      'Mode: Live online',
      'Timings: weekends and evenings',
      'Group size: up to 12 participants per GD',
      'Certificate: Yes',
    ],
    whyEnroll: [
      'Practise in a realistic panel setting before the real one',
      'Build a crisp story around your academics, work experience and goals',
      'Learn to open, steer and summarise a group discussion',
      'Useful for MBA admissions and campus placement rounds alike',
    ],
  },
  {
    slug: 'excel-in-personal-finances',
    title: 'Excel in Personal Finances',
    description:
      'Take control of your money with a practical spreadsheet workshop on budgeting, saving, investing and tax planning for Indian earners.',
    fullDescription:
      'Your first salary is the best time to build good money habits. In this workshop you build a personal finance workbook in Excel that tracks income, expenses and savings goals month by month. We explain mutual funds, SIPs, fixed deposits, PPF and NPS in plain language and show how to compare returns, risk and lock-in periods. You will also learn how tax-saving deductions such as Section 80C work and how to choose between the old and new income tax regimes. The sessions are educational only; no financial products are sold or recommended.',
    price: 999,
    discountPercentage: 30,
    stock: 150,
    brand: 'Kaushal Live',
    category: 'Personal Finance',
    rating: 4.6,
    highlights: [
      'Ready-to-use budget and savings tracker',
      'Mutual funds and SIPs explained simply',
      'Tax-saving options under Indian rules',
      'Goal-based investment planning',
    ],
    productDetails: [
      'Duration: 2 days (2-hour sessions)',
      'Mode: Live online',
      'Timings: weekends and evenings',
      'Tools: Microsoft Excel or any spreadsheet app',
      'Certificate: Yes',
    ],
    whyEnroll: [
      'Know exactly where your salary goes every month',
      'Start a SIP with a clear understanding of risk and return',
      'Plan tax-saving investments well before the March deadline',
      'Walk away with a reusable spreadsheet template',
    ],
  },
  {
    slug: 'digital-marketing-course',
    title: 'Digital Marketing Course',
    description:
      'A six-week bootcamp covering SEO, social media, performance marketing and analytics, built around real campaign briefs.',
    fullDescription:
      'Digital marketing roles reward people who can show results, not just certificates. Over six weeks you learn search engine optimisation, content and social media strategy, paid search and social advertising, email marketing and web analytics. Each module ends with an assignment based on a realistic business brief, such as planning keywords for a local brand or setting a campaign budget and tracking cost per lead. By the end you will have a portfolio of campaign plans and reports to show recruiters, along with career guidance on agency, brand and freelance roles.',
    price: 7999,
    discountPercentage: 35,
    stock: 80,
    brand: 'Kaushal Bootcamp',
    category: 'Digital Marketing',
    rating: 4.5,
    highlights: [
      'SEO, content and social media strategy',
      'Performance marketing on search and social',
      'Analytics dashboards and campaign reporting',
      'Portfolio built from real briefs',
    ],
    productDetails: [
      'Duration: 6 weeks (two 2-hour sessions a week)',
      'Mode: Live online with recorded replays',
      'Timings: weekday evenings and weekends',
      'Projects: 5 graded assignments and a capstone campaign',
      'Certificate: Yes',
    ],
    whyEnroll: [
      'Learn the full marketing funnel from awareness to conversion',
      'Work on briefs modelled on Indian D2C brands and start-ups',
      'Build a portfolio that proves your skills in interviews',
      'Get job-opportunity support for agency, in-house and freelance roles',
    ],
  },
  {
    slug: 'consulting-case-interview-workshop',
    title: 'Consulting Case Interview Workshop',
    description:
      'Learn to structure and solve consulting case interviews with proven frameworks, mental maths drills and live mock cases.',
    fullDescription:
      'Case interviews test how you think, not what you have memorised. This workshop teaches you to clarify the problem, build a MECE issue tree, prioritise hypotheses and deliver a clear recommendation. You will practise the profitability, market entry, growth and guesstimate cases commonly asked in Indian campus placements, along with quick mental maths for interview conditions. Each participant solves at least two live mock cases with a mentor and receives detailed feedback on structure, numbers and communication.',
    price: 2499,
    discountPercentage: 20,
    stock: 60,
    brand: 'Kaushal Live',
    category: 'Consulting',
    rating: 4.7,
    highlights: [
      'Frameworks for profitability, market entry and growth cases',
      'Guesstimate and mental maths drills',
      'Two live mock cases with a mentor',
      'Feedback on structure and synthesis',
    ],
    productDetails: [
      'Duration: 3 days (2-hour sessions)',
      'Mode: Live online',
      'Timings: weekends and evenings',
      'Includes: case workbook with 20 practice cases',
      'Certificate: Yes',
    ],
    whyEnroll: [
      'Stop reciting memorised frameworks and learn to build your own',
      'Get comfortable with numbers under time pressure',
      'Rehearse with mentors who have sat on the other side of the table',
      'Walk into consulting shortlists with a tested approach',
    ],
  },
  {
    slug: 'management-consulting-bootcamp',
    title: 'Management Consulting Bootcamp',
    description:
      'A hands-on bootcamp on structured problem solving, slide writing and client communication, the everyday skills of a consultant.',
    fullDescription:
      'Getting the offer is only half the job; consultants are judged on how they solve problems and present them. Over four weeks you work through a simulated client engagement, from scoping the problem and planning the analysis to building an evidence-backed storyline. You will learn to write action titles, design clean charts, structure a deck using the pyramid principle and run a confident client update. Mentors review your work every week, and the bootcamp ends with a final presentation to a mock client panel.',
    price: 12999,
    discountPercentage: 25,
    stock: 40,
    brand: 'Kaushal Bootcamp',
    category: 'Consulting',
    rating: 4.6,
    highlights: [
      'Hypothesis-driven problem solving',
      'Slide writing with action titles and clean charts',
      'Client communication and stakeholder updates',
      'Final presentation to a mock client panel',
    ],
    productDetails: [
      'Duration: 4 weeks (three 2-hour sessions a week)',
      'Mode: Live online',
      'Timings: weekday evenings and Saturday mornings',
      'Project: end-to-end simulated client engagement',
      'Certificate: Yes',
    ],
    whyEnroll: [
      'Build the day-one skills firms expect from new analysts',
      'Learn a repeatable way to turn analysis into a storyline',
      'Receive weekly feedback on your slides from experienced mentors',
      'Add a complete consulting project to your CV',
    ],
  },
  {
    slug: 'investment-banking-workshop',
    title: 'Investment Banking Workshop',
    description:
      'Understand how investment banks work, from the M&A and IPO deal process to building a pitch book, in a focused live workshop.',
    fullDescription:
      'Investment banking can look opaque from the outside. This workshop explains the roles inside a bank, the difference between front, middle and back office, and how M&A deals, IPOs and private placements move from mandate to closing. You will read financial statements the way an analyst does, see where valuation fits in, and assemble the key pages of a pitch book for a sample Indian company. The final session covers analyst interviews, common technical questions and the career paths into IB, equity research and private equity.',
    price: 4999,
    discountPercentage: 30,
    stock: 75,
    brand: 'Kaushal Live',
    category: 'Investment Banking',
    rating: 4.5,
    highlights: [
      'Front, middle and back office explained',
      'M&A and IPO deal process step by step',
      'Pitch book pages for a sample company',
      'Technical interview question practice',
    ],
    productDetails: [
      'Duration: 3 days (2-hour sessions)',
      'Mode: Live online',
      'Timings: weekends and evenings',
      'Prerequisites: none; basic accounting helps',
      'Certificate: Yes',
    ],
    whyEnroll: [
      'Get a realistic picture of the analyst role before you apply',
      'Speak the language of deals confidently in interviews',
      'Learn from mentors with experience in banking and finance',
      'Map your route into IB, equity research or private equity',
    ],
  },
  {
    slug: 'financial-modelling-and-valuation',
    title: 'Financial Modelling and Valuation',
    description:
      'Build a three-statement model, a DCF valuation and trading comparables in Excel, step by step, using a listed company as the case.',
    fullDescription:
      'Financial modelling is the core technical skill for roles in investment banking, equity research, corporate finance and FP&A. In this bootcamp you build a fully linked three-statement model from annual report data, forecast revenue and costs with clearly stated assumptions, and value the business using a discounted cash flow model and trading comparables. You will learn modelling best practice, including formatting conventions, error checks, scenario switches and sensitivity tables. Each participant submits a complete model for mentor review along with a one-page valuation summary.',
    price: 9999,
    discountPercentage: 30,
    stock: 50,
    brand: 'Kaushal Bootcamp',
    category: 'Investment Banking',
    rating: 4.8,
    highlights: [
      'Three-statement model linked end to end',
      'DCF valuation with WACC and terminal value',
      'Trading comparables and football field chart',
      'Sensitivity and scenario analysis',
    ],
    productDetails: [
      'Duration: 5 weeks (two 2-hour sessions a week)',
      'Mode: Live online with recorded replays',
      'Timings: weekday evenings and weekends',
      'Tools: Microsoft Excel (2016 or later)',
      'Certificate: Yes',
    ],
    whyEnroll: [
      'Practise on real annual report data, not toy examples',
      'Learn the keyboard-first Excel workflow analysts use',
      'Get your model reviewed line by line by a mentor',
      'Prepare for modelling tests in finance interviews',
    ],
  },
  {
    slug: 'data-analytics-with-excel-and-sql',
    title: 'Data Analytics with Excel and SQL',
    description:
      'Go from raw spreadsheets to business insights with Excel, pivot tables and SQL queries in a project-based bootcamp.',
    fullDescription:
      'Almost every business team now needs people who can pull, clean and explain data. This bootcamp starts with Excel essentials such as lookups, pivot tables and charts, then moves to SQL for filtering, joins, aggregations and window functions on a realistic sales database. You will learn to frame business questions, answer them with data and present your findings in a short written report. The course ends with a capstone project on an e-commerce dataset that you can showcase in analyst interviews.',
    price: 6999,
    discountPercentage: 40,
    stock: 100,
    brand: 'Kaushal Bootcamp',
    category: 'Data Analytics',
    rating: 4.6,
    highlights: [
      'Excel lookups, pivot tables and charts',
      'SQL joins, aggregations and window functions',
      'Business problem framing and storytelling',
      'Capstone project on an e-commerce dataset',
    ],
    productDetails: [
      'Duration: 6 weeks (two 2-hour sessions a week)',
      'Mode: Live online with recorded replays',
      'Timings: weekday evenings and weekends',
      'Tools: Microsoft Excel and a free SQL database',
      'Certificate: Yes',
    ],
    whyEnroll: [
      'Learn the two tools that appear in almost every analyst job posting',
      'No coding background needed to start',
      'Build a portfolio project around real business questions',
      'Get placement assistance and interview practice for analyst roles',
    ],
  },
  {
    slug: 'power-bi-dashboards-workshop',
    title: 'Power BI Dashboards Workshop',
    description:
      'Build interactive, decision-ready dashboards in Power BI, from connecting data sources to publishing a polished report.',
    fullDescription:
      'Managers want answers at a glance, and a well-built dashboard delivers them. In this workshop you connect to Excel and CSV sources, clean data with Power Query, build a simple star-schema data model and write essential DAX measures such as totals, year-on-year growth and running sums. You will then design a sales dashboard with slicers, drill-downs and a clear visual hierarchy. By the final session you will have a finished, shareable report and a checklist for designing dashboards that people actually use.',
    price: 1999,
    discountPercentage: 0,
    stock: 90,
    brand: 'Kaushal Live',
    category: 'Data Analytics',
    rating: 4.4,
    highlights: [
      'Data cleaning with Power Query',
      'Data modelling and essential DAX measures',
      'Interactive visuals, slicers and drill-downs',
      'Dashboard design best practices',
    ],
    productDetails: [
      'Duration: 3 days (2-hour sessions)',
      'Mode: Live online',
      'Timings: weekends and evenings',
      'Tools: Power BI Desktop (free, runs on Windows)',
      'Certificate: Yes',
    ],
    whyEnroll: [
      'Turn static Excel reports into interactive dashboards',
      'Learn DAX through practical business measures',
      'Finish with a portfolio-ready dashboard',
      'A quick, high-value upgrade for analysts and MIS professionals',
    ],
  },
  {
    slug: 'graphic-design-fundamentals',
    title: 'Graphic Design Fundamentals',
    description:
      'Learn the principles of visual design, including layout, typography and colour, and put them into practice in Figma.',
    fullDescription:
      'Good design follows principles that anyone can learn. This bootcamp covers the foundations of visual design: hierarchy, alignment, spacing, typography, colour theory and grids. You will work in Figma from the first session, using frames, auto layout, components and the pen tool to create posters, social creatives and a simple landing page. Weekly critiques with a mentor help you see your work the way clients and art directors do, and you finish with three portfolio pieces.',
    price: 4999,
    discountPercentage: 45,
    stock: 70,
    brand: 'Kaushal Bootcamp',
    category: 'Graphic Design',
    rating: 4.5,
    highlights: [
      'Layout, hierarchy and grid systems',
      'Typography and colour theory',
      'Figma frames, auto layout, components and pen tool',
      'Three portfolio-ready projects',
    ],
    productDetails: [
      'Duration: 4 weeks (two 2-hour sessions a week)',
      'Mode: Live online',
      'Timings: weekday evenings and weekends',
      'Tools: Figma (the free plan is enough)',
      'Certificate: Yes',
    ],
    whyEnroll: [
      'No prior design experience or drawing skills needed',
      'Learn a free, industry-standard design tool',
      'Get weekly critiques from working designers',
      'Start a portfolio for freelance or in-house design roles',
    ],
  },
  {
    slug: 'brand-and-social-media-design',
    title: 'Brand and Social Media Design',
    description:
      'Design a consistent brand identity and scroll-stopping social media creatives, from logo usage and colour palette to post templates.',
    fullDescription:
      'Strong brands look the same everywhere they appear. In this workshop you create a mini brand kit for a sample business, covering logo usage, colour palette, type pairing and tone of voice, and turn it into reusable templates for feed posts, carousels, stories and profile banners. You will learn platform sizes, safe zones and how to design for a whole feed rather than a single post. It suits freelancers, small business owners and marketers who want their content to look professional without hiring an agency.',
    price: 1499,
    discountPercentage: 10,
    stock: 80,
    brand: 'Kaushal Live',
    category: 'Graphic Design',
    rating: 4.2,
    highlights: [
      'A mini brand kit built from scratch',
      'Post, carousel and story templates',
      'Platform sizes and safe zones',
      'Designing a cohesive feed',
    ],
    productDetails: [
      'Duration: 2 days (2-hour sessions)',
      'Mode: Live online',
      'Timings: weekends and evenings',
      'Tools: Figma or Canva',
      'Certificate: Yes',
    ],
    whyEnroll: [
      'Make your brand instantly recognisable across platforms',
      'Save hours every week with reusable templates',
      'Practical for freelancers, founders and marketing teams',
      'Add brand and social design samples to your portfolio',
    ],
  },
  {
    slug: 'ai-for-working-professionals',
    title: 'AI for Working Professionals',
    description:
      'Use generative AI tools confidently at work to write, research, analyse data and automate routine tasks, with no coding needed.',
    fullDescription:
      'Generative AI is already changing how reports, emails and analyses get done. This practical masterclass shows you how to use AI assistants for drafting and editing, summarising long documents, brainstorming, building spreadsheet formulas and preparing presentations. You will learn prompt patterns that give reliable results, how to check outputs for errors and bias, and what information should never be shared with public tools. Every session is hands-on, with exercises drawn from marketing, finance, HR and operations work.',
    price: 2499,
    discountPercentage: 0,
    stock: 180,
    brand: 'Kaushal Masterclass',
    category: 'Artificial Intelligence',
    rating: 4.7,
    highlights: [
      'Prompt patterns for reliable results',
      'AI for writing, research and summaries',
      'AI-assisted spreadsheets and presentations',
      'Responsible use and data privacy',
    ],
    productDetails: [
      'Duration: 2 days (2-hour sessions)',
      'Mode: Live online',
      'Timings: weekends and evenings',
      'Prerequisites: none; bring a laptop',
      'Certificate: Yes',
    ],
    whyEnroll: [
      'Cut the time you spend on routine drafting and reporting',
      'Learn skills that apply across any role or industry',
      'Understand the limits and risks of AI tools',
      'Stay relevant as AI reshapes everyday work',
    ],
  },
  {
    slug: 'python-for-ai-beginners',
    title: 'Python for AI Beginners',
    description:
      'Learn Python from scratch and build your first machine learning models, designed for complete beginners heading into AI.',
    fullDescription:
      'Python is the main language of modern AI, and it is friendly to beginners. This bootcamp starts with the basics, including variables, loops, functions and data structures, then moves on to NumPy and pandas for working with data and Matplotlib for charts. In the second half you train simple machine learning models with scikit-learn, evaluate them properly and call a large language model API from your own code. Each week includes guided coding labs and a mini project, ending with an AI capstone you can add to your portfolio.',
    price: 8999,
    discountPercentage: 50,
    stock: 120,
    brand: 'Kaushal Bootcamp',
    category: 'Artificial Intelligence',
    rating: 4.5,
    highlights: [
      'Python basics from first principles',
      'Data handling with NumPy and pandas',
      'First machine learning models with scikit-learn',
      'Capstone AI project',
    ],
    productDetails: [
      'Duration: 6 weeks (two 2-hour sessions a week)',
      'Mode: Live online with recorded replays',
      'Timings: weekday evenings and weekends',
      'Prerequisites: none; school-level maths is enough',
      'Certificate: Yes',
    ],
    whyEnroll: [
      'Designed for complete beginners and career changers',
      'Learn by writing code in every session, not just watching',
      'Build a foundation for data science and AI roles',
      'Get mentor support and career guidance throughout',
    ],
  },
];
