import { ROUTES } from '../config/routes';
import { readableFactKeys } from '../domain/factRefs';

export interface Faq {
  id: string;
  question: string;
  /** Paragraphs of Markdown; a rule or figure is a fact record embedded as `{{fact KEY}}`. */
  answer: string[];
  /** An official or on-site page to go further. */
  link?: { href: string; text: string };
}

export interface FaqGroup {
  title: string;
  items: Faq[];
}

/** Real questions Nepali students ask, with answers that cite fact records and point to the official source. */
export const FAQ_GROUPS: FaqGroup[] = [
  {
    title: 'Before you apply',
    items: [
      {
        id: 'which-country',
        question: 'Which country should I choose: Australia, Canada, the USA, the UK or New Zealand?',
        answer: [
          'Start from your course, your budget and what you want after graduating. The UK and Australia have short courses; the USA offers the most scholarships; Canada and New Zealand have clear post-study work rules.',
          'Compare costs and visa rules on our destination pages, then talk to a counsellor in a free consultation.',
        ],
        link: { href: ROUTES.consultation, text: 'Book a free consultation' },
      },
      {
        id: 'gap',
        question: 'I have a study gap of two or more years. Can I still get a visa?',
        answer: [
          'Yes, many students do. What matters is that you explain the gap honestly and with evidence: job experience letters with tax records, training certificates, or family reasons with documents.',
          'The course you choose should follow sensibly from your studies and work.',
        ],
      },
      {
        id: 'low-grades',
        question: 'My +2 or bachelor grades are low. Do I have options?',
        answer: [
          'Colleges and pathway programmes (foundation, diploma) in Australia, Canada, the UK and New Zealand accept lower grades, and lead into degree study. A strong English score also helps.',
        ],
      },
      {
        id: 'which-test',
        question: 'Which English test should I take: IELTS, PTE, TOEFL or Duolingo?',
        answer: [
          'Check what your university and your visa accept first. IELTS and PTE are accepted almost everywhere for Australia, the UK, Canada and New Zealand, and Duolingo by many US universities. For an Australian student visa: {{fact destination.australia.english-accepted-tests}}.',
        ],
        link: { href: '/exam/ielts', text: 'Compare the exams' },
      },
      {
        id: 'when-apply',
        question: 'When should I start applying?',
        answer: [
          "Start 9–12 months before the intake. For the September intake in the UK, Canada or the USA, that means applying from October to January; for Australia's February intake, from July to October.",
        ],
      },
    ],
  },
  {
    title: 'Money and the NOC',
    items: [
      {
        id: 'noc',
        question: 'What is the NOC and how do I get it?',
        answer: [
          'The No Objection Certificate is issued by {{fact nepal.noc.issuer}}. Your bank needs it to send tuition money abroad.',
          'You apply online with your offer letter, academic documents and citizenship or passport.',
        ],
        link: { href: 'https://noc.moest.gov.np', text: 'MoEST NOC portal' },
      },
      {
        id: 'funds',
        question: 'How much money must I show for the visa?',
        answer: [
          'Each country sets a living-cost amount on top of tuition: for example {{fact destination.australia.cost.living-costs-required-for-the-visa}} for Australia and {{fact destination.canada.cost.living-costs-required-for-the-permit}} for Canada. Each destination page shows its amounts with their dates and sources.',
          'Funds must come from a source you can document: salary, business income, rent, agriculture income with a ward certificate, or an education loan.',
        ],
        link: { href: '/destinations/australia', text: 'See destination costs' },
      },
      {
        id: 'loan',
        question: 'Can I use an education loan from a Nepali bank?',
        answer: [
          'Yes. Most commercial banks offer education loans against property or fixed deposits. Ask for a loan sanction letter that states the amount, the purpose and the disbursement terms; embassies accept it as evidence of funds.',
        ],
      },
      {
        id: 'total-cost',
        question: 'How much does studying abroad cost in rupees?',
        answer: [
          "A year of tuition and living: {{fact estimate.total-cost-npr}}. Our destination pages show each country's tuition and living costs with an NPR estimate.",
        ],
      },
      {
        id: 'sponsor',
        question: 'Who can sponsor me?',
        answer: [
          'Usually parents, grandparents, siblings, uncles or aunts, with a relationship verification certificate from the ward office. Some embassies look more closely at sponsors who are not parents, so document the relationship and their income well.',
        ],
      },
    ],
  },
  {
    title: 'Visas',
    items: [
      {
        id: 'refusal',
        question: 'My visa was refused. What should I do?',
        answer: [
          'Read the refusal letter carefully: it lists the reasons. Fix each one (for example stronger evidence of funds or a clearer study plan) before applying again.',
          'Declare the previous refusal in every future application; hiding it is far more serious than the refusal itself.',
        ],
      },
      {
        id: 'interview',
        question: 'What happens at a US F-1 visa interview in Kathmandu?',
        answer: ['{{fact destination.usa.visa-interview}}. Answer in your own words and bring original financial and academic documents.'],
        link: { href: 'https://np.usembassy.gov/visas/', text: 'U.S. Embassy in Nepal: visas' },
      },
      { id: 'biometrics', question: 'Where do I give biometrics in Nepal?', answer: ['{{fact nepal.biometrics}}.'] },
      {
        id: 'dependants',
        question: 'Can my spouse come with me?',
        answer: [
          'It depends on the country and the course. In the UK: {{fact destination.uk.dependants}}.',
          'Australia, Canada and New Zealand allow a partner in more cases, but you must show extra funds for each person: check the official page of each country.',
        ],
      },
      { id: 'processing', question: 'How long does a student visa take?', answer: ['{{fact visa.processing-time}}.'] },
    ],
  },
  {
    title: 'Working and consultancies',
    items: [
      {
        id: 'work-hours',
        question: 'How many hours can I work while studying?',
        answer: [
          'Each country sets its own limit:',
          '- Australia: {{fact destination.australia.work-during-study}}\n- Canada: {{fact destination.canada.work-during-study}}\n- UK: {{fact destination.uk.work-during-study}}\n- New Zealand: {{fact destination.new-zealand.work-during-study}}\n- USA: {{fact destination.usa.work-during-study}}',
        ],
      },
      {
        id: 'after-study',
        question: 'Can I work after graduating?',
        answer: [
          'Yes, in all five countries, each with its own conditions:',
          '- Australia: {{fact destination.australia.work-after-study}}\n- Canada: {{fact destination.canada.work-after-study}}\n- USA: {{fact destination.usa.work-after-study}}\n- UK: {{fact destination.uk.work-after-study}}\n- New Zealand: {{fact destination.new-zealand.work-after-study}}',
        ],
      },
      {
        id: 'licensed',
        question: 'How do I know a consultancy is genuine?',
        answer: [
          'Check that it holds a current licence: ask to see it, and check its number with the office that issued it. Who issues licences: {{fact consultancy.licensing-authority}}',
          'Ask for written fee terms, and never hand over original documents without a receipt. A real consultancy never guarantees a visa.',
        ],
        link: { href: ROUTES.howWeVerify, text: "How we check consultancies' licences" },
      },
      {
        id: 'consultancy-fees',
        question: 'Do consultancies charge students?',
        answer: [
          'Many are paid commission by universities and charge students only for test preparation or document services. Ask for a written list of every fee before you sign anything.',
        ],
      },
    ],
  },
];

export const ALL_FAQS: Faq[] = FAQ_GROUPS.flatMap((g) => g.items);

/** An answer as one Markdown text. */
export const faqAnswerMarkdown = (faq: Faq) => faq.answer.join('\n\n');

/** The keys of the facts the answers embed, in order of first use (read in one request). */
export const FAQ_FACT_KEYS: readonly string[] = readableFactKeys(ALL_FAQS.map(faqAnswerMarkdown).join('\n'));
