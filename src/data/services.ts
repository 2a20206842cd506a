import { ROUTES, type Message } from '../config/routes';

export interface Service {
  slug: 'test-preparation' | 'visa-assistance' | 'career-counseling';
  path: string;
  /** The service's name and one-line summary: messages of the interface (the page's heading and description). */
  title: Message;
  summary: Message;
  description: string;
  /** Who the service suits, so a student can tell whether it is for them. */
  forWhom: string;
  /** What it costs and who charges. */
  cost: string;
  whatYouGet: string[];
  steps: string[];
}

export const SERVICES: Service[] = [
  {
    slug: 'career-counseling',
    path: ROUTES.careerCounseling,
    title: /*i18n*/ { id: 'service.careerCounseling.title', message: 'Career counselling' },
    summary: /*i18n*/ { id: 'service.careerCounseling.summary', message: 'Choose a course and country that fit your grades, budget and career plans.' },
    description:
      'A counsellor looks at your academic record, test scores, budget and goals, then helps you shortlist destinations, universities and courses you can realistically get into and afford.',
    forWhom:
      'Students who have not yet chosen a country or course, or who are unsure their grades, English score or budget are enough for the course they want.',
    cost: 'The first consultation is free. You are not asked to sign up with a consultancy to get your shortlist.',
    whatYouGet: [
      'A shortlist of 5–8 courses with entry requirements and total cost in NPR',
      'An honest view of your chances, including study gaps',
      'A timeline from test preparation to visa',
    ],
    steps: ['Book a free consultation', 'Bring your transcripts and any test scores', 'Receive your shortlist and plan'],
  },
  {
    slug: 'test-preparation',
    path: ROUTES.testPreparation,
    title: /*i18n*/ { id: 'service.testPreparation.title', message: 'Test preparation' },
    summary: /*i18n*/ { id: 'service.testPreparation.summary', message: 'Find classes for IELTS, PTE, TOEFL, Duolingo, SAT, GRE and GMAT.' },
    description:
      'Consultancies in our directory run preparation classes for the English and admission tests. Each exam page explains the format, scoring and what universities ask for, and lists the consultancies that prepare for it.',
    forWhom: 'Students who know which university or visa they are aiming for and need an English or admission test score for it.',
    cost: 'Reading the exam guides is free. Classes are run and charged by the consultancies listed on each exam page, and the test fee is paid to the test provider.',
    whatYouGet: ['The format and scoring of each test', 'The scores universities and visas ask for', 'Consultancies near you that run classes'],
    steps: ['Pick the test your university and visa accept', 'Compare classes on the exam page', 'Book the test on the official site'],
  },
  {
    slug: 'visa-assistance',
    path: ROUTES.visaAssistance,
    title: /*i18n*/ { id: 'service.visaAssistance.title', message: 'Visa assistance' },
    summary: /*i18n*/ { id: 'service.visaAssistance.summary', message: 'Understand each student visa step by step, with the documents and funds you need.' },
    description:
      'Our destination pages explain each student visa in steps, with the documents, the funds to show, health cover and work rights, each checked against the official source. A consultancy can review your file before you apply.',
    forWhom: 'Students who hold an offer or expect one soon and are preparing the visa application, the funds and the NOC.',
    cost: 'The visa guides and the file review in a free consultation cost nothing; visa fees are paid to the embassy or immigration department.',
    whatYouGet: [
      'A checklist of documents for your country',
      'The funds to show, with an NPR estimate',
      'Help with the NOC from the Ministry of Education, Science and Technology',
    ],
    steps: ["Read your destination's visa steps", 'Prepare your documents and the NOC', 'Get your file reviewed in a free consultation'],
  },
];
