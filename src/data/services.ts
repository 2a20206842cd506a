import { ROUTES, type Message } from '../config/routes';

export interface Service {
  slug: 'test-preparation' | 'visa-assistance' | 'career-counseling';
  path: string;
  /** Every text of a service is a message of the interface (its English wording here, its Nepali in the catalog). */
  title: Message;
  summary: Message;
  description: Message;
  /** Who the service suits, so a student can tell whether it is for them. */
  forWhom: Message;
  /** What it costs and who charges. */
  cost: Message;
  whatYouGet: Message[];
  steps: Message[];
}

export const SERVICES: Service[] = [
  {
    slug: 'career-counseling',
    path: ROUTES.careerCounseling,
    title: /*i18n*/ { id: 'service.careerCounseling.title', message: 'Career counselling' },
    summary: /*i18n*/ { id: 'service.careerCounseling.summary', message: 'Choose a course and country that fit your grades, budget and career plans.' },
    description: /*i18n*/ {
      id: 'service.careerCounseling.description',
      message:
        'A counsellor looks at your academic record, test scores, budget and goals, then helps you shortlist destinations, universities and courses you can realistically get into and afford.',
    },
    forWhom: /*i18n*/ {
      id: 'service.careerCounseling.forWhom',
      message:
        'Students who have not yet chosen a country or course, or who are unsure their grades, English score or budget are enough for the course they want.',
    },
    cost: /*i18n*/ {
      id: 'service.careerCounseling.cost',
      message: 'The first consultation is free. You are not asked to sign up with a consultancy to get your shortlist.',
    },
    whatYouGet: [
      /*i18n*/ { id: 'service.careerCounseling.get1', message: 'A shortlist of 5–8 courses with entry requirements and total cost in NPR' },
      /*i18n*/ { id: 'service.careerCounseling.get2', message: 'An honest view of your chances, including study gaps' },
      /*i18n*/ { id: 'service.careerCounseling.get3', message: 'A timeline from test preparation to visa' },
    ],
    steps: [
      /*i18n*/ { id: 'service.careerCounseling.step1', message: 'Book a free consultation' },
      /*i18n*/ { id: 'service.careerCounseling.step2', message: 'Bring your transcripts and any test scores' },
      /*i18n*/ { id: 'service.careerCounseling.step3', message: 'Receive your shortlist and plan' },
    ],
  },
  {
    slug: 'test-preparation',
    path: ROUTES.testPreparation,
    title: /*i18n*/ { id: 'service.testPreparation.title', message: 'Test preparation' },
    summary: /*i18n*/ { id: 'service.testPreparation.summary', message: 'Find classes for IELTS, PTE, TOEFL, Duolingo, SAT, GRE and GMAT.' },
    description: /*i18n*/ {
      id: 'service.testPreparation.description',
      message:
        'Consultancies in our directory run preparation classes for the English and admission tests. Each exam page explains the format, scoring and what universities ask for, and lists the consultancies that prepare for it.',
    },
    forWhom: /*i18n*/ {
      id: 'service.testPreparation.forWhom',
      message: 'Students who know which university or visa they are aiming for and need an English or admission test score for it.',
    },
    cost: /*i18n*/ {
      id: 'service.testPreparation.cost',
      message:
        'Reading the exam guides is free. Classes are run and charged by the consultancies listed on each exam page, and the test fee is paid to the test provider.',
    },
    whatYouGet: [
      /*i18n*/ { id: 'service.testPreparation.get1', message: 'The format and scoring of each test' },
      /*i18n*/ { id: 'service.testPreparation.get2', message: 'The scores universities and visas ask for' },
      /*i18n*/ { id: 'service.testPreparation.get3', message: 'Consultancies near you that run classes' },
    ],
    steps: [
      /*i18n*/ { id: 'service.testPreparation.step1', message: 'Pick the test your university and visa accept' },
      /*i18n*/ { id: 'service.testPreparation.step2', message: 'Compare classes on the exam page' },
      /*i18n*/ { id: 'service.testPreparation.step3', message: 'Book the test on the official site' },
    ],
  },
  {
    slug: 'visa-assistance',
    path: ROUTES.visaAssistance,
    title: /*i18n*/ { id: 'service.visaAssistance.title', message: 'Visa assistance' },
    summary: /*i18n*/ { id: 'service.visaAssistance.summary', message: 'Understand each student visa step by step, with the documents and funds you need.' },
    description: /*i18n*/ {
      id: 'service.visaAssistance.description',
      message:
        'Our destination pages explain each student visa in steps, with the documents, the funds to show, health cover and work rights, each checked against the official source. A consultancy can review your file before you apply.',
    },
    forWhom: /*i18n*/ {
      id: 'service.visaAssistance.forWhom',
      message: 'Students who hold an offer or expect one soon and are preparing the visa application, the funds and the NOC.',
    },
    cost: /*i18n*/ {
      id: 'service.visaAssistance.cost',
      message: 'The visa guides and the file review in a free consultation cost nothing; visa fees are paid to the embassy or immigration department.',
    },
    whatYouGet: [
      /*i18n*/ { id: 'service.visaAssistance.get1', message: 'A checklist of documents for your country' },
      /*i18n*/ { id: 'service.visaAssistance.get2', message: 'The funds to show, with an NPR estimate' },
      /*i18n*/ { id: 'service.visaAssistance.get3', message: 'Help with the NOC from the Ministry of Education, Science and Technology' },
    ],
    steps: [
      /*i18n*/ { id: 'service.visaAssistance.step1', message: "Read your destination's visa steps" },
      /*i18n*/ { id: 'service.visaAssistance.step2', message: 'Prepare your documents and the NOC' },
      /*i18n*/ { id: 'service.visaAssistance.step3', message: 'Get your file reviewed in a free consultation' },
    ],
  },
];
