import type { DestinationSlug } from '../domain/catalog';
import type { Message } from '../config/routes';
import type { NPR_RATES, Sourced, SourcedText } from './facts';

export interface MoneyRange {
  min: number;
  max: number;
  currency: keyof typeof NPR_RATES;
  per: 'year' | 'month' | 'once';
}

/** One line of a destination's cost table: its own amount, month and source. */
export interface CostLine extends MoneyRange, Sourced {
  /** Its English wording names the line's fact record (its key and label); the page writes it in its language. */
  label: Message;
}

export interface VisaStep {
  title: Message;
  detail: Message;
  /** The key of a fact record the step states after its detail (a rule with its own month and source). */
  fact?: string;
}

export interface Destination {
  slug: DestinationSlug;
  /** The name used in the directory's specializations and the API's country filter. */
  country: string;
  currency: keyof typeof NPR_RATES;
  /** The guide's prose is messages of the interface (its English wording here, its Nepali in the catalog). */
  summary: Message;
  whyStudy: Message[];
  /** The visa's fee, funds and health cover are facts, each with its own month and source. */
  visa: {
    name: Message;
    fee: SaidText;
    steps: VisaStep[];
    documents: Message[];
    funds: SaidText;
    healthCover: SaidText;
  };
  work: { duringStudy: SaidText; afterStudy: SaidText };
  intakes: { main: Message; other: Message };
  costs: { lines: CostLine[] };
  english: Sourced & { summary: Message; typical: Message[] };
  nepalTips: Message[];
}

const homeAffairs = 'https://immi.homeaffairs.gov.au/visas/getting-a-visa/visa-listing/student-500';
const ircc = 'https://www.canada.ca/en/immigration-refugees-citizenship/services/study-canada/study-permit.html';
const stateDept = 'https://travel.state.gov/content/travel/en/us-visas/study/student-visa.html';
const ukvi = 'https://www.gov.uk/student-visa';
const inz = 'https://www.immigration.govt.nz/new-zealand-visas/visas/visa/fee-paying-student-visa';

const from = (asOf: string, source: string, sourceName: string): Sourced => ({ asOf, source, sourceName });
/** A fact's text: its English wording is the record's text (the checks read it); the page writes it in Nepali from the message while the record keeps that wording. */
export type SaidText = SourcedText & { message: Message };
const said = (message: Message, s: Sourced): SaidText => ({ text: message.message, message, ...s });
const line = (label: Message, min: number, max: number, currency: CostLine['currency'], per: CostLine['per'], s: Sourced): CostLine => ({
  label,
  min,
  max,
  currency,
  per,
  ...s,
});

const HOME_AFFAIRS = from('2025-07', homeAffairs, 'Department of Home Affairs');
const STUDY_AUSTRALIA_COSTS = from('2025-07', 'https://www.studyaustralia.gov.au/en/plan-your-move/your-education-costs', 'Study Australia');
const IRCC_PERMIT = from('2025-09', ircc, 'Immigration, Refugees and Citizenship Canada');
const IRCC_FEES = from(
  '2025-09',
  'https://ircc.canada.ca/english/information/fees/result.asp?lob=sp&canada=inside&cat=temp',
  'Immigration, Refugees and Citizenship Canada (fee list)',
);
const IRCC_WORK = from(
  '2025-09',
  'https://www.canada.ca/en/immigration-refugees-citizenship/services/study-canada/work.html',
  'Immigration, Refugees and Citizenship Canada',
);
const IRCC_DOCUMENTS = from(
  '2025-09',
  'https://www.canada.ca/en/immigration-refugees-citizenship/services/study-canada/study-permit/get-documents.html',
  'Immigration, Refugees and Citizenship Canada',
);
const STATE_DEPT = from('2025-07', stateDept, 'U.S. Department of State');
const STUDY_IN_THE_STATES = from('2025-07', 'https://studyinthestates.dhs.gov/students/work/working-in-the-united-states', 'Study in the States (DHS)');
const EDUCATION_USA_COSTS = from('2025-07', 'https://educationusa.state.gov/your-5-steps-us-study/finance-your-studies', 'EducationUSA');
const UK_VISA = from('2025-04', ukvi, 'GOV.UK');
const UK_MONEY = from('2025-11', 'https://www.gov.uk/student-visa/money', 'GOV.UK');
const UK_HEALTH_SURCHARGE = from('2024-02', 'https://www.gov.uk/healthcare-immigration-application/how-much-pay', 'GOV.UK');
/** The surcharge's amount as the law sets it (students' yearly amount, from February 2024). */
const UK_HEALTH_SURCHARGE_AMOUNT = from(
  '2024-02',
  'https://www.legislation.gov.uk/uksi/2024/55/body/made',
  'The Immigration (Health Charge) (Amendment) Order 2024, legislation.gov.uk',
);
const INZ_VISA = from('2025-08', 'https://www.immigration.govt.nz/visas/fee-paying-student-visa', 'Immigration New Zealand');
const INZ_FUNDS = from(
  '2025-11',
  'https://www.immigration.govt.nz/process-to-apply/applying-for-a-visa/providing-evidence-and-documents-to-support-your-visa-application/student-fund-requirements',
  'Immigration New Zealand',
);
const INZ_WORK = from('2025-11', 'https://www.immigration.govt.nz/new-zealand-visas/visas/visa/post-study-work-visa', 'Immigration New Zealand');
const NZ_COSTS = from('2025-11', 'https://www.studywithnewzealand.govt.nz/en/plan/costs', 'Study with New Zealand');

export const DESTINATION_DETAILS: Record<DestinationSlug, Destination> = {
  australia: {
    slug: 'australia',
    country: 'Australia',
    currency: 'AUD',
    summary: /*i18n*/ {
      id: 'destination.australia.summary',
      message:
        'The most popular choice for Nepali students: a large Nepali community, February and July intakes that follow the NEB results calendar well, and post-study work rights of two years or more.',
    },
    whyStudy: [
      /*i18n*/ {
        id: 'destination.australia.why1',
        message:
          'Several of its universities rank in the world top 50 (QS), and every provider that teaches international students must be registered on CRICOS.',
      },
      /*i18n*/ { id: 'destination.australia.why2', message: 'Part-time work is allowed while studying, and full-time during scheduled course breaks.' },
      /*i18n*/ { id: 'destination.australia.why3', message: 'A Temporary Graduate (subclass 485) visa after a bachelor, master or PhD.' },
      /*i18n*/ {
        id: 'destination.australia.why4',
        message: 'Direct flights via Kuala Lumpur, Singapore or Bangkok and a large Nepali community in Sydney, Melbourne and Brisbane.',
      },
    ],
    visa: {
      name: /*i18n*/ { id: 'destination.australia.visaName', message: 'Student visa (subclass 500)' },
      fee: said(/*i18n*/ { id: 'destination.australia.fact.fee', message: 'AUD 2,000 base application charge' }, HOME_AFFAIRS),
      funds: said(
        /*i18n*/ {
          id: 'destination.australia.fact.funds',
          message:
            "Show money for living costs of AUD 29,710 a year, plus your first year of tuition and return travel (a Nepali education loan or savings with a clear source, a sponsor's income or a scholarship).",
        },
        HOME_AFFAIRS,
      ),
      healthCover: said(
        /*i18n*/ {
          id: 'destination.australia.fact.healthCover',
          message: 'Overseas Student Health Cover (OSHC) for the whole stay is compulsory and must be bought before the visa is lodged.',
        },
        HOME_AFFAIRS,
      ),
      steps: [
        {
          title: /*i18n*/ { id: 'destination.australia.step1.title', message: 'Get an offer and accept it' },
          detail: /*i18n*/ {
            id: 'destination.australia.step1.detail',
            message: 'Apply to a CRICOS-registered course, accept the offer and pay the deposit to receive your Confirmation of Enrolment (CoE).',
          },
        },
        {
          title: /*i18n*/ { id: 'destination.australia.step2.title', message: 'Get your NOC' },
          detail: /*i18n*/ {
            id: 'destination.australia.step2.detail',
            message:
              'Apply for the No Objection Certificate from the Ministry of Education, Science and Technology so your bank can transfer the fees (see our NOC guide).',
          },
        },
        {
          title: /*i18n*/ { id: 'destination.australia.step3.title', message: 'Buy OSHC' },
          detail: /*i18n*/ { id: 'destination.australia.step3.detail', message: 'Buy health cover for the full length of your visa from an approved insurer.' },
        },
        {
          title: /*i18n*/ { id: 'destination.australia.step4.title', message: 'Apply online in ImmiAccount' },
          detail: /*i18n*/ {
            id: 'destination.australia.step4.detail',
            message:
              'Lodge the subclass 500 application with your CoE, passport, financial evidence, English test result and a Genuine Student (GS) statement.',
          },
        },
        {
          title: /*i18n*/ { id: 'destination.australia.step5.title', message: 'Biometrics and health examination' },
          detail: /*i18n*/ {
            id: 'destination.australia.step5.detail',
            message:
              'Give biometrics at the Australian Visa Application Centre if asked, and do the medical with a panel physician in Nepal when the department gives you a HAP ID.',
          },
        },
        {
          title: /*i18n*/ { id: 'destination.australia.step6.title', message: 'Decision and travel' },
          detail: /*i18n*/ {
            id: 'destination.australia.step6.detail',
            message: 'Wait for the grant letter, check its conditions (work limit, course), and arrive no earlier than 90 days before your course starts.',
          },
        },
      ],
      documents: [
        /*i18n*/ { id: 'destination.australia.doc1', message: 'Valid passport' },
        /*i18n*/ { id: 'destination.australia.doc2', message: 'Confirmation of Enrolment (CoE)' },
        /*i18n*/ { id: 'destination.australia.doc3', message: 'Genuine Student answers explaining your study plan, gap and ties to Nepal' },
        /*i18n*/ { id: 'destination.australia.doc4', message: 'Academic transcripts, character certificates and any work experience letters' },
        /*i18n*/ { id: 'destination.australia.doc5', message: 'English test result (IELTS, PTE, TOEFL iBT or another accepted test)' },
        /*i18n*/ {
          id: 'destination.australia.doc6',
          message:
            'Evidence of funds: bank statements, education loan letter, property valuation and income source documents (tax clearance, rental agreements, business registration)',
        },
        /*i18n*/ {
          id: 'destination.australia.doc7',
          message: 'Relationship documents for sponsors (birth certificate, relationship verification from the ward office)',
        },
        /*i18n*/ { id: 'destination.australia.doc8', message: 'OSHC policy' },
      ],
    },
    work: {
      duringStudy: said(
        /*i18n*/ {
          id: 'destination.australia.fact.duringStudy',
          message: 'Up to 48 hours per fortnight while your course is in session; unlimited during scheduled course breaks.',
        },
        HOME_AFFAIRS,
      ),
      afterStudy: said(
        /*i18n*/ {
          id: 'destination.australia.fact.afterStudy',
          message:
            "Temporary Graduate visa (subclass 485), Post-Higher Education Work stream: 2 years after a bachelor or coursework master's, 3 years after a PhD (age limit 35 for most applicants).",
        },
        from('2025-07', 'https://immi.homeaffairs.gov.au/visas/getting-a-visa/visa-listing/temporary-graduate-485', 'Department of Home Affairs'),
      ),
    },
    intakes: {
      main: /*i18n*/ { id: 'destination.australia.intakeMain', message: 'February/March (Semester 1) and July (Semester 2)' },
      other: /*i18n*/ { id: 'destination.australia.intakeOther', message: 'Some universities and colleges also take students in November or in trimesters.' },
    },
    costs: {
      lines: [
        line(/*i18n*/ { id: 'destination.australia.cost1', message: 'Bachelor tuition' }, 22_000, 45_000, 'AUD', 'year', STUDY_AUSTRALIA_COSTS),
        line(/*i18n*/ { id: 'destination.australia.cost2', message: 'Master tuition' }, 25_000, 50_000, 'AUD', 'year', STUDY_AUSTRALIA_COSTS),
        line(/*i18n*/ { id: 'destination.australia.cost3', message: 'Living costs required for the visa' }, 29_710, 29_710, 'AUD', 'year', HOME_AFFAIRS),
        line(/*i18n*/ { id: 'destination.australia.cost4', message: 'Visa application charge' }, 2_000, 2_000, 'AUD', 'once', HOME_AFFAIRS),
      ],
    },
    english: {
      summary: /*i18n*/ {
        id: 'destination.australia.englishSummary',
        message: 'The visa needs a test result unless you are exempt; universities set their own (usually higher) scores.',
      },
      typical: [
        /*i18n*/ { id: 'destination.australia.typical1', message: 'Visa minimum: IELTS 6.0 overall or an equivalent PTE or TOEFL iBT score' },
        /*i18n*/ { id: 'destination.australia.typical2', message: 'Most bachelor courses: IELTS 6.0–6.5 (no band below 6.0)' },
        /*i18n*/ {
          id: 'destination.australia.typical3',
          message: 'Most master courses: IELTS 6.5 (no band below 6.0); nursing, teaching and law often ask 7.0 or more',
        },
      ],
      asOf: '2025-07',
      source: 'https://immi.homeaffairs.gov.au/help-support/meeting-our-requirements/english-language/english-test-results',
      sourceName: 'Department of Home Affairs',
    },
    nepalTips: [
      /*i18n*/ {
        id: 'destination.australia.tip1',
        message: 'Explain any study gap with evidence (job letters, training certificates) in your Genuine Student answers.',
      },
      /*i18n*/ {
        id: 'destination.australia.tip2',
        message: 'Funds should have a clear, documented source; sudden large deposits without explanation are a common reason for refusal.',
      },
      /*i18n*/ { id: 'destination.australia.tip3', message: "Check the provider's risk level and CRICOS registration before you pay a deposit." },
    ],
  },
  canada: {
    slug: 'canada',
    country: 'Canada',
    currency: 'CAD',
    summary: /*i18n*/ {
      id: 'destination.canada.summary',
      message:
        'Strong universities and colleges, a clear path from study to work, and affordable cities outside Toronto and Vancouver. Study permit numbers are capped, and many applicants need a Provincial Attestation Letter (PAL): see the visa steps below.',
    },
    whyStudy: [
      /*i18n*/ {
        id: 'destination.canada.why1',
        message: 'Public colleges offer practical 1–2 year diplomas and graduate certificates; universities offer research degrees.',
      },
      /*i18n*/ { id: 'destination.canada.why2', message: 'Post-Graduation Work Permit (PGWP) of up to 3 years after an eligible programme.' },
      /*i18n*/ { id: 'destination.canada.why3', message: 'Safe, multicultural cities with growing Nepali communities in Toronto, Calgary and Vancouver.' },
    ],
    visa: {
      name: /*i18n*/ { id: 'destination.canada.visaName', message: 'Study permit (and a visitor visa or eTA to travel)' },
      fee: said(/*i18n*/ { id: 'destination.canada.fact.fee', message: 'CAD 150 study permit fee plus CAD 85 biometrics' }, IRCC_FEES),
      funds: said(
        /*i18n*/ {
          id: 'destination.canada.fact.funds',
          message:
            'Show CAD 22,895 for one year of living costs (single applicant, outside Quebec), plus first-year tuition and travel. A Guaranteed Investment Certificate (GIC) from a participating Canadian bank is the clearest evidence.',
        },
        IRCC_PERMIT,
      ),
      healthCover: said(
        /*i18n*/ {
          id: 'destination.canada.fact.healthCover',
          message:
            'Provincial health plans cover students in some provinces (e.g. British Columbia, after a wait); elsewhere your school enrols you in a mandatory private plan.',
        },
        IRCC_PERMIT,
      ),
      steps: [
        {
          title: /*i18n*/ { id: 'destination.canada.step1.title', message: 'Get a Letter of Acceptance' },
          detail: /*i18n*/ {
            id: 'destination.canada.step1.detail',
            message: 'Apply to a Designated Learning Institution (DLI) and receive a Letter of Acceptance (LOA).',
          },
        },
        {
          title: /*i18n*/ { id: 'destination.canada.step2.title', message: 'Get a Provincial Attestation Letter if you need one' },
          detail: /*i18n*/ { id: 'destination.canada.step2.detail', message: 'Your school requests the PAL from its province.' },
          fact: 'destination.canada.pal',
        },
        {
          title: /*i18n*/ { id: 'destination.canada.step3.title', message: 'Arrange funds' },
          detail: /*i18n*/ {
            id: 'destination.canada.step3.detail',
            message: 'Pay first-year tuition (or a deposit), buy a GIC of at least the living-cost amount, and get your NOC for the transfer.',
          },
        },
        {
          title: /*i18n*/ { id: 'destination.canada.step4.title', message: 'Apply online' },
          detail: /*i18n*/ {
            id: 'destination.canada.step4.detail',
            message: 'Submit the study permit application in the IRCC portal with LOA, PAL (if you need one), proof of funds, study plan, passport and photos.',
          },
        },
        {
          title: /*i18n*/ { id: 'destination.canada.step5.title', message: 'Biometrics and medical' },
          detail: /*i18n*/ {
            id: 'destination.canada.step5.detail',
            message: 'Give biometrics at the VFS Global centre in Kathmandu and do an upfront medical with an IRCC panel physician in Nepal if asked.',
          },
        },
        {
          title: /*i18n*/ { id: 'destination.canada.step6.title', message: 'Port of entry' },
          detail: /*i18n*/ {
            id: 'destination.canada.step6.detail',
            message: 'With the approval letter and visa counterfoil you travel; the study permit itself is issued when you land.',
          },
        },
      ],
      documents: [
        /*i18n*/ { id: 'destination.canada.doc1', message: 'Valid passport' },
        /*i18n*/ {
          id: 'destination.canada.doc2',
          message: "Letter of Acceptance, and a Provincial Attestation Letter unless you are a master's or PhD student at a public institution",
        },
        /*i18n*/ {
          id: 'destination.canada.doc3',
          message: 'Proof of funds: GIC certificate, tuition receipt, bank statements, education loan letter, sponsor income',
        },
        /*i18n*/ { id: 'destination.canada.doc4', message: 'Study plan explaining your choice of programme and how it fits your career in Nepal' },
        /*i18n*/ { id: 'destination.canada.doc5', message: 'Academic documents and English test result' },
        /*i18n*/ { id: 'destination.canada.doc6', message: 'Medical examination confirmation (if required)' },
      ],
    },
    work: {
      duringStudy: said(
        /*i18n*/ {
          id: 'destination.canada.fact.duringStudy',
          message: 'Up to 24 hours a week off campus while classes are in session; full time during scheduled breaks.',
        },
        IRCC_WORK,
      ),
      afterStudy: said(
        /*i18n*/ {
          id: 'destination.canada.fact.afterStudy',
          message:
            'Post-Graduation Work Permit of up to 3 years, matched to programme length; college graduates need a programme in an eligible field, and everyone needs a language test result (CLB 7 for university graduates, CLB 5 for college graduates).',
        },
        IRCC_WORK,
      ),
    },
    intakes: {
      main: /*i18n*/ { id: 'destination.canada.intakeMain', message: 'September (Fall)' },
      other: /*i18n*/ { id: 'destination.canada.intakeOther', message: 'January (Winter) at most schools; May (Summer) at some colleges.' },
    },
    costs: {
      lines: [
        line(/*i18n*/ { id: 'destination.canada.cost1', message: 'College diploma or certificate tuition' }, 15_000, 22_000, 'CAD', 'year', IRCC_DOCUMENTS),
        line(/*i18n*/ { id: 'destination.canada.cost2', message: 'Bachelor tuition' }, 25_000, 45_000, 'CAD', 'year', IRCC_DOCUMENTS),
        line(/*i18n*/ { id: 'destination.canada.cost3', message: 'Master tuition' }, 20_000, 40_000, 'CAD', 'year', IRCC_DOCUMENTS),
        line(/*i18n*/ { id: 'destination.canada.cost4', message: 'Living costs required for the permit' }, 22_895, 22_895, 'CAD', 'year', IRCC_DOCUMENTS),
      ],
    },
    english: {
      summary: /*i18n*/ {
        id: 'destination.canada.englishSummary',
        message: 'Schools set the requirement; IRCC checks that you meet it and later asks for a test for the PGWP.',
      },
      typical: [
        /*i18n*/ { id: 'destination.canada.typical1', message: 'Colleges: IELTS 6.0–6.5 overall (no band below 5.5 or 6.0)' },
        /*i18n*/ { id: 'destination.canada.typical2', message: 'Universities, bachelor: IELTS 6.5' },
        /*i18n*/ { id: 'destination.canada.typical3', message: 'Universities, master: IELTS 6.5–7.0; PTE and TOEFL iBT widely accepted' },
      ],
      asOf: '2025-09',
      source: 'https://www.educanada.ca/study-plan-etudes/before-avant/requirements-exigences.aspx?lang=eng',
      sourceName: 'EduCanada',
    },
    nepalTips: [
      /*i18n*/ {
        id: 'destination.canada.tip1',
        message: "For a college or bachelor's programme, check that your school has space under its PAL allocation before paying a deposit.",
      },
      /*i18n*/ {
        id: 'destination.canada.tip2',
        message: 'A study plan that ties the programme to a realistic job in Nepal helps; refusals often cite the purpose of visit.',
      },
      /*i18n*/ { id: 'destination.canada.tip3', message: 'Budget for the first months of rent: off-campus housing in Toronto and Vancouver is expensive.' },
    ],
  },
  usa: {
    slug: 'usa',
    country: 'USA',
    currency: 'USD',
    summary: /*i18n*/ {
      id: 'destination.usa.summary',
      message:
        "The widest choice of universities, generous scholarships and assistantships at master's and PhD level, and up to three years of work after a STEM degree. The visa interview at the U.S. Embassy in Kathmandu decides most cases.",
    },
    whyStudy: [
      /*i18n*/ {
        id: 'destination.usa.why1',
        message: 'Over 4,000 institutions; many offer merit scholarships, and graduate students can earn teaching or research assistantships.',
      },
      /*i18n*/ { id: 'destination.usa.why2', message: 'Flexible degrees: you choose a major in your second year of a bachelor.' },
      /*i18n*/ { id: 'destination.usa.why3', message: 'Optional Practical Training (OPT) of 12 months, plus 24 months more for STEM degrees.' },
    ],
    visa: {
      name: /*i18n*/ { id: 'destination.usa.visaName', message: 'F-1 student visa' },
      fee: said(/*i18n*/ { id: 'destination.usa.fact.fee', message: 'USD 185 visa application (MRV) fee plus USD 350 SEVIS I-901 fee' }, STATE_DEPT),
      funds: said(
        /*i18n*/ {
          id: 'destination.usa.fact.funds',
          message: "Show liquid funds for at least the first year's cost on your Form I-20 (tuition plus living), and a plan for the remaining years.",
        },
        STATE_DEPT,
      ),
      healthCover: said(
        /*i18n*/ { id: 'destination.usa.fact.healthCover', message: 'Most universities require their student health insurance or an equivalent plan.' },
        STATE_DEPT,
      ),
      steps: [
        {
          title: /*i18n*/ { id: 'destination.usa.step1.title', message: 'Get your Form I-20' },
          detail: /*i18n*/ {
            id: 'destination.usa.step1.detail',
            message: 'Be admitted to a SEVP-certified school and send financial documents so it issues the I-20.',
          },
        },
        {
          title: /*i18n*/ { id: 'destination.usa.step2.title', message: 'Pay the SEVIS fee' },
          detail: /*i18n*/ { id: 'destination.usa.step2.detail', message: 'Pay the I-901 SEVIS fee online and keep the receipt.' },
        },
        {
          title: /*i18n*/ { id: 'destination.usa.step3.title', message: 'Fill in the DS-160' },
          detail: /*i18n*/ { id: 'destination.usa.step3.detail', message: 'Complete the online visa application and upload a photo.' },
        },
        {
          title: /*i18n*/ { id: 'destination.usa.step4.title', message: 'Pay the visa fee and book' },
          detail: /*i18n*/ {
            id: 'destination.usa.step4.detail',
            message: 'Pay the MRV fee and book biometrics and an interview at the U.S. Embassy in Kathmandu.',
          },
        },
        {
          title: /*i18n*/ { id: 'destination.usa.step5.title', message: 'Interview' },
          detail: /*i18n*/ {
            id: 'destination.usa.step5.detail',
            message: 'Explain your course, funding and plans after study in your own words; bring original documents.',
          },
        },
        {
          title: /*i18n*/ { id: 'destination.usa.step6.title', message: 'Travel' },
          detail: /*i18n*/ { id: 'destination.usa.step6.detail', message: 'You may enter the USA up to 30 days before the programme start date on your I-20.' },
        },
      ],
      documents: [
        /*i18n*/ { id: 'destination.usa.doc1', message: 'Valid passport' },
        /*i18n*/ { id: 'destination.usa.doc2', message: 'Form I-20 signed by you and the school' },
        /*i18n*/ { id: 'destination.usa.doc3', message: 'DS-160 confirmation, MRV fee receipt and SEVIS fee receipt' },
        /*i18n*/ { id: 'destination.usa.doc4', message: 'Academic transcripts, test scores (SAT, GRE or GMAT if used for admission, and English test)' },
        /*i18n*/ {
          id: 'destination.usa.doc5',
          message: 'Financial documents: bank statements, education loan sanction letter, sponsor income and tax documents',
        },
      ],
    },
    work: {
      duringStudy: said(
        /*i18n*/ {
          id: 'destination.usa.fact.duringStudy',
          message:
            'On-campus jobs up to 20 hours a week while school is in session (full time in breaks); off-campus work only through CPT or authorised programmes.',
        },
        STUDY_IN_THE_STATES,
      ),
      afterStudy: said(
        /*i18n*/ {
          id: 'destination.usa.fact.afterStudy',
          message: 'Optional Practical Training (OPT) of 12 months; graduates of eligible STEM degrees can extend it by 24 months.',
        },
        STUDY_IN_THE_STATES,
      ),
    },
    intakes: {
      main: /*i18n*/ { id: 'destination.usa.intakeMain', message: 'Fall (August–September)' },
      other: /*i18n*/ { id: 'destination.usa.intakeOther', message: 'Spring (January) at many universities; Summer (May) at a few.' },
    },
    costs: {
      lines: [
        line(/*i18n*/ { id: 'destination.usa.cost1', message: 'Public university tuition (out-of-state)' }, 25_000, 45_000, 'USD', 'year', EDUCATION_USA_COSTS),
        line(/*i18n*/ { id: 'destination.usa.cost2', message: 'Private university tuition' }, 35_000, 65_000, 'USD', 'year', EDUCATION_USA_COSTS),
        line(/*i18n*/ { id: 'destination.usa.cost3', message: 'Living costs' }, 12_000, 20_000, 'USD', 'year', EDUCATION_USA_COSTS),
      ],
    },
    english: {
      summary: /*i18n*/ {
        id: 'destination.usa.englishSummary',
        message: 'Each university sets its own minimum; the consular officer may also check your English at the interview.',
      },
      typical: [
        /*i18n*/ { id: 'destination.usa.typical1', message: 'Undergraduate: TOEFL iBT 79–100, IELTS 6.5–7.0 or Duolingo 105–120' },
        /*i18n*/ {
          id: 'destination.usa.typical2',
          message: 'Graduate: TOEFL iBT 80–100 and IELTS 6.5–7.0; teaching assistantships often ask for a higher speaking score',
        },
      ],
      asOf: '2025-07',
      source: 'https://educationusa.state.gov/your-5-steps-us-study/research-your-options',
      sourceName: 'EducationUSA',
    },
    nepalTips: [
      /*i18n*/ {
        id: 'destination.usa.tip1',
        message: 'EducationUSA advising at the U.S. Educational Foundation in Nepal (Fulbright Commission) is free: use it.',
      },
      /*i18n*/ { id: 'destination.usa.tip2', message: 'Practise explaining your funding: who pays, from which income, and how much.' },
      /*i18n*/ { id: 'destination.usa.tip3', message: 'Apply early for Fall: many scholarship deadlines fall between November and January.' },
    ],
  },
  uk: {
    slug: 'uk',
    country: 'UK',
    currency: 'GBP',
    summary: /*i18n*/ {
      id: 'destination.uk.summary',
      message:
        "One-year master's degrees and three-year bachelor's degrees (four in Scotland) keep the total cost down. The Graduate Route allows work after study.",
    },
    whyStudy: [
      /*i18n*/ { id: 'destination.uk.why1', message: "Short courses: most taught master's degrees last 12 months." },
      /*i18n*/ { id: 'destination.uk.why2', message: 'Historic universities, with four in the world top 10 (QS).' },
      /*i18n*/ { id: 'destination.uk.why3', message: 'Graduate Route: stay and work after your degree without a job offer.' },
    ],
    visa: {
      name: /*i18n*/ { id: 'destination.uk.visaName', message: 'Student visa' },
      fee: said(/*i18n*/ { id: 'destination.uk.fact.fee', message: 'GBP 524 application fee plus the Immigration Health Surcharge' }, UK_VISA),
      funds: said(
        /*i18n*/ {
          id: 'destination.uk.fact.funds',
          message:
            'Show first-year tuition (minus any deposit paid) plus living costs of GBP 1,529 a month in London or GBP 1,171 a month elsewhere (since 11 November 2025), for up to 9 months, held for 28 consecutive days.',
        },
        UK_MONEY,
      ),
      healthCover: said(
        /*i18n*/ {
          id: 'destination.uk.fact.healthCover',
          message: 'The Immigration Health Surcharge (GBP 776 a year) gives you access to the National Health Service.',
        },
        UK_HEALTH_SURCHARGE,
      ),
      steps: [
        {
          title: /*i18n*/ { id: 'destination.uk.step1.title', message: 'Accept an unconditional offer' },
          detail: /*i18n*/ {
            id: 'destination.uk.step1.detail',
            message: 'Meet the conditions and pay the deposit so the university issues your Confirmation of Acceptance for Studies (CAS).',
          },
        },
        {
          title: /*i18n*/ { id: 'destination.uk.step2.title', message: 'Tuberculosis test' },
          detail: /*i18n*/ {
            id: 'destination.uk.step2.detail',
            message: 'Applicants from Nepal must take a TB test at the approved clinic (IOM) in Kathmandu; the certificate is valid for 6 months.',
          },
        },
        {
          title: /*i18n*/ { id: 'destination.uk.step3.title', message: 'Hold the funds for 28 days' },
          detail: /*i18n*/ {
            id: 'destination.uk.step3.detail',
            message: "Keep the required money in your or your parents' account for 28 consecutive days, ending within 31 days of applying.",
          },
        },
        {
          title: /*i18n*/ { id: 'destination.uk.step4.title', message: 'Apply online' },
          detail: /*i18n*/ {
            id: 'destination.uk.step4.detail',
            message: 'Apply on GOV.UK up to 6 months before the course starts, pay the fee and the health surcharge.',
          },
        },
        {
          title: /*i18n*/ { id: 'destination.uk.step5.title', message: 'Biometrics' },
          detail: /*i18n*/ { id: 'destination.uk.step5.detail', message: 'Give fingerprints and a photo at the VFS Global centre in Kathmandu.' },
        },
        {
          title: /*i18n*/ { id: 'destination.uk.step6.title', message: 'Decision and travel' },
          detail: /*i18n*/ {
            id: 'destination.uk.step6.detail',
            message:
              'Decisions usually come within 3 weeks; your permission to stay is an eVisa (BRPs have been replaced), so create your UKVI account and travel within its dates.',
          },
        },
      ],
      documents: [
        /*i18n*/ { id: 'destination.uk.doc1', message: 'Valid passport' },
        /*i18n*/ { id: 'destination.uk.doc2', message: 'CAS number' },
        /*i18n*/ {
          id: 'destination.uk.doc3',
          message: "Bank statements showing the funds held for 28 days, and birth certificate and parental consent if using parents' funds",
        },
        /*i18n*/ { id: 'destination.uk.doc4', message: 'TB test certificate' },
        /*i18n*/ { id: 'destination.uk.doc5', message: 'Academic documents and English test result listed on your CAS' },
        /*i18n*/ { id: 'destination.uk.doc6', message: 'ATAS certificate for some science and engineering postgraduate courses' },
      ],
    },
    work: {
      duringStudy: said(
        /*i18n*/ {
          id: 'destination.uk.fact.duringStudy',
          message: 'Up to 20 hours a week during term time for degree-level study; full time during official vacations.',
        },
        from('2025-07', 'https://www.gov.uk/student-visa', 'GOV.UK'),
      ),
      afterStudy: said(
        /*i18n*/ {
          id: 'destination.uk.fact.afterStudy',
          message:
            "Graduate Route: 2 years after a bachelor or master's for applications made by 31 December 2026, and 18 months for applications made from 1 January 2027; 3 years after a PhD.",
        },
        from('2025-10', 'https://www.gov.uk/graduate-visa', 'GOV.UK'),
      ),
    },
    intakes: {
      main: /*i18n*/ { id: 'destination.uk.intakeMain', message: 'September/October' },
      other: /*i18n*/ { id: 'destination.uk.intakeOther', message: 'January at many universities; a few courses start in May.' },
    },
    costs: {
      lines: [
        line(
          /*i18n*/ { id: 'destination.uk.cost1', message: 'Bachelor tuition' },
          13_000,
          30_000,
          'GBP',
          'year',
          from('2025-07', 'https://www.gov.uk/student-visa/money', 'GOV.UK'),
        ),
        line(
          /*i18n*/ { id: 'destination.uk.cost2', message: 'Master tuition' },
          14_000,
          35_000,
          'GBP',
          'year',
          from('2025-07', 'https://www.gov.uk/student-visa/money', 'GOV.UK'),
        ),
        line(/*i18n*/ { id: 'destination.uk.cost3', message: 'Living costs required (outside London, 9 months)' }, 10_539, 10_539, 'GBP', 'year', UK_MONEY),
        line(/*i18n*/ { id: 'destination.uk.cost4', message: 'Living costs required (London, 9 months)' }, 13_761, 13_761, 'GBP', 'year', UK_MONEY),
        line(/*i18n*/ { id: 'destination.uk.cost5', message: 'Immigration Health Surcharge' }, 776, 776, 'GBP', 'year', UK_HEALTH_SURCHARGE_AMOUNT),
      ],
    },
    english: {
      summary: /*i18n*/ {
        id: 'destination.uk.englishSummary',
        message: 'Degree-level study needs English at CEFR level B2; the university assesses it and states it on your CAS.',
      },
      typical: [
        /*i18n*/ { id: 'destination.uk.typical1', message: 'Bachelor: IELTS 6.0–6.5 overall' },
        /*i18n*/ {
          id: 'destination.uk.typical2',
          message: 'Master: IELTS 6.5 (no band below 6.0); some universities accept PTE, TOEFL iBT or a medium-of-instruction letter',
        },
      ],
      asOf: '2025-07',
      source: 'https://www.gov.uk/student-visa/knowledge-of-english',
      sourceName: 'GOV.UK',
    },
    nepalTips: [
      /*i18n*/ { id: 'destination.uk.tip1', message: 'Plan the 28-day funds period early; a single day below the amount is a common refusal reason.' },
      /*i18n*/ { id: 'destination.uk.tip2', message: 'Book the TB test well ahead of the September rush.' },
      /*i18n*/ { id: 'destination.uk.tip3', message: 'Dependants can join only students on postgraduate research courses.' },
    ],
  },
  'new-zealand': {
    slug: 'new-zealand',
    country: 'New Zealand',
    currency: 'NZD',
    summary: /*i18n*/ {
      id: 'destination.newZealand.summary',
      message:
        'Eight universities, all in the world top 500 (QS), small classes and a calm, safe study environment, with post-study work rights of up to three years.',
    },
    whyStudy: [
      /*i18n*/ {
        id: 'destination.newZealand.why1',
        message: 'All eight universities are ranked, and polytechnics and institutes of technology offer practical diplomas.',
      },
      /*i18n*/ { id: 'destination.newZealand.why2', message: 'Part-time work while studying and a Post Study Work Visa after a qualifying degree.' },
      /*i18n*/ { id: 'destination.newZealand.why3', message: 'Lower living costs outside Auckland.' },
    ],
    visa: {
      name: /*i18n*/ { id: 'destination.newZealand.visaName', message: 'Fee Paying Student Visa' },
      fee: said(
        /*i18n*/ {
          id: 'destination.newZealand.fact.fee',
          message: 'From NZD 850, which already includes the International Visitor Conservation and Tourism Levy',
        },
        INZ_VISA,
      ),
      funds: said(
        /*i18n*/ {
          id: 'destination.newZealand.fact.funds',
          message:
            'Show NZD 20,000 a year for living costs (or the pro-rata amount for shorter courses), plus tuition paid or evidence you can pay it, and a return ticket or funds for it.',
        },
        INZ_FUNDS,
      ),
      healthCover: said(
        /*i18n*/ { id: 'destination.newZealand.fact.healthCover', message: 'Acceptable medical and travel insurance for the whole stay is a visa condition.' },
        from('2025-11', inz, 'Immigration New Zealand'),
      ),
      steps: [
        {
          title: /*i18n*/ { id: 'destination.newZealand.step1.title', message: 'Get an offer of place' },
          detail: /*i18n*/ { id: 'destination.newZealand.step1.detail', message: 'Apply to an approved education provider and receive your offer of place.' },
        },
        {
          title: /*i18n*/ { id: 'destination.newZealand.step2.title', message: 'Medical and chest X-ray' },
          detail: /*i18n*/ {
            id: 'destination.newZealand.step2.detail',
            message: 'Do the medical and chest X-ray with an Immigration New Zealand panel physician in Nepal.',
          },
        },
        {
          title: /*i18n*/ { id: 'destination.newZealand.step3.title', message: 'Apply online' },
          detail: /*i18n*/ {
            id: 'destination.newZealand.step3.detail',
            message: "Apply through Immigration New Zealand's online system with the offer, funds, health certificates and police certificate if needed.",
          },
        },
        {
          title: /*i18n*/ { id: 'destination.newZealand.step4.title', message: 'Pay tuition' },
          detail: /*i18n*/ {
            id: 'destination.newZealand.step4.detail',
            message: 'Immigration New Zealand issues an approval-in-principle; pay the tuition to the provider to get the visa.',
          },
        },
        {
          title: /*i18n*/ { id: 'destination.newZealand.step5.title', message: 'Travel' },
          detail: /*i18n*/ { id: 'destination.newZealand.step5.detail', message: 'Check your visa conditions (course, provider, work limit) before you fly.' },
        },
      ],
      documents: [
        /*i18n*/ { id: 'destination.newZealand.doc1', message: 'Valid passport' },
        /*i18n*/ { id: 'destination.newZealand.doc2', message: 'Offer of place' },
        /*i18n*/ {
          id: 'destination.newZealand.doc3',
          message: "Evidence of funds: bank statements, education loan, sponsor's financial undertaking and income evidence",
        },
        /*i18n*/ { id: 'destination.newZealand.doc4', message: 'Medical and chest X-ray certificates' },
        /*i18n*/ { id: 'destination.newZealand.doc5', message: 'Police certificate for courses longer than 24 months' },
        /*i18n*/ { id: 'destination.newZealand.doc6', message: 'Academic documents and English test result' },
      ],
    },
    work: {
      duringStudy: said(
        /*i18n*/ {
          id: 'destination.newZealand.fact.duringStudy',
          message: 'Up to 25 hours a week during term (since November 2025; 20 hours before) and full time in scheduled holidays, for eligible courses.',
        },
        from('2025-11', inz, 'Immigration New Zealand'),
      ),
      afterStudy: said(
        /*i18n*/ {
          id: 'destination.newZealand.fact.afterStudy',
          message: "Post Study Work Visa of up to 3 years after a bachelor's degree or higher (length depends on the qualification).",
        },
        INZ_WORK,
      ),
    },
    intakes: {
      main: /*i18n*/ { id: 'destination.newZealand.intakeMain', message: 'February (Semester 1)' },
      other: /*i18n*/ { id: 'destination.newZealand.intakeOther', message: 'July (Semester 2); some polytechnics start in other months.' },
    },
    costs: {
      lines: [
        line(/*i18n*/ { id: 'destination.newZealand.cost1', message: 'Bachelor tuition' }, 25_000, 40_000, 'NZD', 'year', NZ_COSTS),
        line(/*i18n*/ { id: 'destination.newZealand.cost2', message: 'Postgraduate tuition' }, 28_000, 45_000, 'NZD', 'year', NZ_COSTS),
        line(/*i18n*/ { id: 'destination.newZealand.cost3', message: 'Living costs required for the visa' }, 20_000, 20_000, 'NZD', 'year', INZ_FUNDS),
      ],
    },
    english: {
      summary: /*i18n*/ {
        id: 'destination.newZealand.englishSummary',
        message: 'Universities set the requirement and accept IELTS, PTE, TOEFL iBT and others.',
      },
      typical: [
        /*i18n*/ { id: 'destination.newZealand.typical1', message: 'Bachelor: IELTS 6.0 (no band below 5.5)' },
        /*i18n*/ { id: 'destination.newZealand.typical2', message: 'Postgraduate: IELTS 6.5 (no band below 6.0)' },
      ],
      asOf: '2025-11',
      source: 'https://www.nzqa.govt.nz/providers-partners/approval-accreditation-and-registration/english-language-requirements/',
      sourceName: 'NZQA',
    },
    nepalTips: [
      /*i18n*/ { id: 'destination.newZealand.tip1', message: 'Use the pro-rata funds rule for courses shorter than a year.' },
      /*i18n*/ { id: 'destination.newZealand.tip2', message: 'Pay tuition only after the approval-in-principle, unless your provider asks otherwise.' },
    ],
  },
};
