import { ROUTES, type Message } from '../config/routes';
import { readableFactKeys } from '../domain/factRefs';

/**
 * Every text of a FAQ is a message of the interface (its English wording here, its Nepali in the pages'
 * catalog). A rule or figure in an answer is a fact record embedded as `{{fact KEY}}`, quoted for the
 * message syntax (`'{{fact KEY}}'`: the quotes are not shown), in both languages.
 */
export interface Faq {
  id: string;
  question: Message;
  /** Paragraphs of Markdown; a paragraph given as lines (a list) is one message a line. */
  answer: Array<Message | Message[]>;
  /** An official or on-site page to go further. */
  link?: { href: string; text: Message };
}

export interface FaqGroup {
  title: Message;
  items: Faq[];
}

/** Real questions Nepali students ask, with answers that cite fact records and point to the official source. */
export const FAQ_GROUPS: FaqGroup[] = [
  {
    title: /*i18n*/ { id: 'faq.group.beforeYouApply', message: 'Before you apply' },
    items: [
      {
        id: 'which-country',
        question: /*i18n*/ { id: 'faq.whichCountry.question', message: 'Which country should I choose: Australia, Canada, the USA, the UK or New Zealand?' },
        answer: [
          /*i18n*/ {
            id: 'faq.whichCountry.answer1',
            message:
              'Start from your course, your budget and what you want after graduating. The UK and Australia have short courses; the USA offers the most scholarships; Canada and New Zealand have clear post-study work rules.',
          },
          /*i18n*/ {
            id: 'faq.whichCountry.answer2',
            message: 'Compare costs and visa rules on our destination pages, then talk to a counsellor in a free consultation.',
          },
        ],
        link: { href: ROUTES.consultation, text: /*i18n*/ { id: 'faq.whichCountry.link', message: 'Book a free consultation' } },
      },
      {
        id: 'gap',
        question: /*i18n*/ { id: 'faq.gap.question', message: 'I have a study gap of two or more years. Can I still get a visa?' },
        answer: [
          /*i18n*/ {
            id: 'faq.gap.answer1',
            message:
              'Yes, many students do. What matters is that you explain the gap honestly and with evidence: job experience letters with tax records, training certificates, or family reasons with documents.',
          },
          /*i18n*/ { id: 'faq.gap.answer2', message: 'The course you choose should follow sensibly from your studies and work.' },
        ],
      },
      {
        id: 'low-grades',
        question: /*i18n*/ { id: 'faq.lowGrades.question', message: 'My +2 or bachelor grades are low. Do I have options?' },
        answer: [
          /*i18n*/ {
            id: 'faq.lowGrades.answer1',
            message:
              'Colleges and pathway programmes (foundation, diploma) in Australia, Canada, the UK and New Zealand accept lower grades, and lead into degree study. A strong English score also helps.',
          },
        ],
      },
      {
        id: 'which-test',
        question: /*i18n*/ { id: 'faq.whichTest.question', message: 'Which English test should I take: IELTS, PTE, TOEFL or Duolingo?' },
        answer: [
          /*i18n*/ {
            id: 'faq.whichTest.answer1',
            message:
              "Check what your university and your visa accept first. IELTS and PTE are accepted almost everywhere for Australia, the UK, Canada and New Zealand, and Duolingo by many US universities. For an Australian student visa: '{{fact destination.australia.english-accepted-tests}}'.",
          },
        ],
        link: { href: '/exam/ielts', text: /*i18n*/ { id: 'faq.whichTest.link', message: 'Compare the exams' } },
      },
      {
        id: 'when-apply',
        question: /*i18n*/ { id: 'faq.whenApply.question', message: 'When should I start applying?' },
        answer: [
          /*i18n*/ {
            id: 'faq.whenApply.answer1',
            message:
              "Start 9–12 months before the intake. For the September intake in the UK, Canada or the USA, that means applying from October to January; for Australia's February intake, from July to October.",
          },
        ],
      },
    ],
  },
  {
    title: /*i18n*/ { id: 'faq.group.moneyAndNoc', message: 'Money and the NOC' },
    items: [
      {
        id: 'noc',
        question: /*i18n*/ { id: 'faq.noc.question', message: 'What is the NOC and how do I get it?' },
        answer: [
          /*i18n*/ {
            id: 'faq.noc.answer1',
            message: "The No Objection Certificate is issued by '{{fact nepal.noc.issuer}}'. Your bank needs it to send tuition money abroad.",
          },
          /*i18n*/ { id: 'faq.noc.answer2', message: 'You apply online with your offer letter, academic documents and citizenship or passport.' },
        ],
        link: { href: 'https://noc.moest.gov.np', text: /*i18n*/ { id: 'faq.noc.link', message: 'MoEST NOC portal' } },
      },
      {
        id: 'funds',
        question: /*i18n*/ { id: 'faq.funds.question', message: 'How much money must I show for the visa?' },
        answer: [
          /*i18n*/ {
            id: 'faq.funds.answer1',
            message:
              "Each country sets a living-cost amount on top of tuition: for example '{{fact destination.australia.cost.living-costs-required-for-the-visa}}' for Australia and '{{fact destination.canada.cost.living-costs-required-for-the-permit}}' for Canada. Each destination page shows its amounts with their dates and sources.",
          },
          /*i18n*/ {
            id: 'faq.funds.answer2',
            message:
              'Funds must come from a source you can document: salary, business income, rent, agriculture income with a ward certificate, or an education loan.',
          },
        ],
        link: { href: '/destinations/australia', text: /*i18n*/ { id: 'faq.funds.link', message: 'See destination costs' } },
      },
      {
        id: 'loan',
        question: /*i18n*/ { id: 'faq.loan.question', message: 'Can I use an education loan from a Nepali bank?' },
        answer: [
          /*i18n*/ {
            id: 'faq.loan.answer1',
            message:
              'Yes. Most commercial banks offer education loans against property or fixed deposits. Ask for a loan sanction letter that states the amount, the purpose and the disbursement terms; embassies accept it as evidence of funds.',
          },
        ],
      },
      {
        id: 'total-cost',
        question: /*i18n*/ { id: 'faq.totalCost.question', message: 'How much does studying abroad cost in rupees?' },
        answer: [
          /*i18n*/ {
            id: 'faq.totalCost.answer1',
            message:
              "A year of tuition and living: '{{fact estimate.total-cost-npr}}'. Our destination pages show each country's tuition and living costs with an NPR estimate.",
          },
        ],
      },
      {
        id: 'sponsor',
        question: /*i18n*/ { id: 'faq.sponsor.question', message: 'Who can sponsor me?' },
        answer: [
          /*i18n*/ {
            id: 'faq.sponsor.answer1',
            message:
              'Usually parents, grandparents, siblings, uncles or aunts, with a relationship verification certificate from the ward office. Some embassies look more closely at sponsors who are not parents, so document the relationship and their income well.',
          },
        ],
      },
    ],
  },
  {
    title: /*i18n*/ { id: 'faq.group.visas', message: 'Visas' },
    items: [
      {
        id: 'refusal',
        question: /*i18n*/ { id: 'faq.refusal.question', message: 'My visa was refused. What should I do?' },
        answer: [
          /*i18n*/ {
            id: 'faq.refusal.answer1',
            message:
              'Read the refusal letter carefully: it lists the reasons. Fix each one (for example stronger evidence of funds or a clearer study plan) before applying again.',
          },
          /*i18n*/ {
            id: 'faq.refusal.answer2',
            message: 'Declare the previous refusal in every future application; hiding it is far more serious than the refusal itself.',
          },
        ],
      },
      {
        id: 'interview',
        question: /*i18n*/ { id: 'faq.interview.question', message: 'What happens at a US F-1 visa interview in Kathmandu?' },
        answer: [
          /*i18n*/ {
            id: 'faq.interview.answer1',
            message: "'{{fact destination.usa.visa-interview}}'. Answer in your own words and bring original financial and academic documents.",
          },
        ],
        link: { href: 'https://np.usembassy.gov/visas/', text: /*i18n*/ { id: 'faq.interview.link', message: 'U.S. Embassy in Nepal: visas' } },
      },
      {
        id: 'biometrics',
        question: /*i18n*/ { id: 'faq.biometrics.question', message: 'Where do I give biometrics in Nepal?' },
        answer: [/*i18n*/ { id: 'faq.biometrics.answer1', message: "'{{fact nepal.biometrics}}'." }],
      },
      {
        id: 'dependants',
        question: /*i18n*/ { id: 'faq.dependants.question', message: 'Can my spouse come with me?' },
        answer: [
          /*i18n*/ { id: 'faq.dependants.answer1', message: "It depends on the country and the course. In the UK: '{{fact destination.uk.dependants}}'." },
          /*i18n*/ {
            id: 'faq.dependants.answer2',
            message:
              'Australia, Canada and New Zealand allow a partner in more cases, but you must show extra funds for each person: check the official page of each country.',
          },
        ],
      },
      {
        id: 'processing',
        question: /*i18n*/ { id: 'faq.processing.question', message: 'How long does a student visa take?' },
        answer: [/*i18n*/ { id: 'faq.processing.answer1', message: "'{{fact visa.processing-time}}'." }],
      },
    ],
  },
  {
    title: /*i18n*/ { id: 'faq.group.workAndConsultancies', message: 'Working and consultancies' },
    items: [
      {
        id: 'work-hours',
        question: /*i18n*/ { id: 'faq.workHours.question', message: 'How many hours can I work while studying?' },
        answer: [
          /*i18n*/ { id: 'faq.workHours.answer1', message: 'Each country sets its own limit:' },
          [
            /*i18n*/ { id: 'faq.workHours.answer2.line1', message: "- Australia: '{{fact destination.australia.work-during-study}}'" },
            /*i18n*/ { id: 'faq.workHours.answer2.line2', message: "- Canada: '{{fact destination.canada.work-during-study}}'" },
            /*i18n*/ { id: 'faq.workHours.answer2.line3', message: "- UK: '{{fact destination.uk.work-during-study}}'" },
            /*i18n*/ { id: 'faq.workHours.answer2.line4', message: "- New Zealand: '{{fact destination.new-zealand.work-during-study}}'" },
            /*i18n*/ { id: 'faq.workHours.answer2.line5', message: "- USA: '{{fact destination.usa.work-during-study}}'" },
          ],
        ],
      },
      {
        id: 'after-study',
        question: /*i18n*/ { id: 'faq.afterStudy.question', message: 'Can I work after graduating?' },
        answer: [
          /*i18n*/ { id: 'faq.afterStudy.answer1', message: 'Yes, in all five countries, each with its own conditions:' },
          [
            /*i18n*/ { id: 'faq.afterStudy.answer2.line1', message: "- Australia: '{{fact destination.australia.work-after-study}}'" },
            /*i18n*/ { id: 'faq.afterStudy.answer2.line2', message: "- Canada: '{{fact destination.canada.work-after-study}}'" },
            /*i18n*/ { id: 'faq.afterStudy.answer2.line3', message: "- USA: '{{fact destination.usa.work-after-study}}'" },
            /*i18n*/ { id: 'faq.afterStudy.answer2.line4', message: "- UK: '{{fact destination.uk.work-after-study}}'" },
            /*i18n*/ { id: 'faq.afterStudy.answer2.line5', message: "- New Zealand: '{{fact destination.new-zealand.work-after-study}}'" },
          ],
        ],
      },
      {
        id: 'licensed',
        question: /*i18n*/ { id: 'faq.licensed.question', message: 'How do I know a consultancy is genuine?' },
        answer: [
          /*i18n*/ {
            id: 'faq.licensed.answer1',
            message:
              "Check that it holds a current licence: ask to see it, and check its number with the office that issued it. Who issues licences: '{{fact consultancy.licensing-authority}}'",
          },
          /*i18n*/ {
            id: 'faq.licensed.answer2',
            message: 'Ask for written fee terms, and never hand over original documents without a receipt. A real consultancy never guarantees a visa.',
          },
        ],
        link: { href: ROUTES.howWeVerify, text: /*i18n*/ { id: 'faq.licensed.link', message: "How we check consultancies' licences" } },
      },
      {
        id: 'consultancy-fees',
        question: /*i18n*/ { id: 'faq.consultancyFees.question', message: 'Do consultancies charge students?' },
        answer: [
          /*i18n*/ {
            id: 'faq.consultancyFees.answer1',
            message:
              'Many are paid commission by universities and charge students only for test preparation or document services. Ask for a written list of every fee before you sign anything.',
          },
        ],
      },
    ],
  },
];

export const ALL_FAQS: Faq[] = FAQ_GROUPS.flatMap((g) => g.items);

/** A message's text in a language (`t` of useT); the English wording by default, its fact markers unquoted. */
export type FaqText = (m: Message) => string;
export const faqEnglish: FaqText = (m) => m.message.replace(/'(\{\{fact [^}]*\}\})'/g, '$1');

/** An answer as one Markdown text, in the language `text` writes (English by default). */
export const faqAnswerMarkdown = (faq: Faq, text: FaqText = faqEnglish) =>
  faq.answer.map((p) => (Array.isArray(p) ? p.map(text).join('\n') : text(p))).join('\n\n');

/** The keys of the facts the answers embed, in order of first use (read in one request), from the English texts. */
export const FAQ_FACT_KEYS: readonly string[] = readableFactKeys(ALL_FAQS.map((f) => faqAnswerMarkdown(f)).join('\n'));
