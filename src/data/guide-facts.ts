/**
 * Rules the articles and FAQ answers state that no page's table holds: each one a fact record, which
 * the texts embed as `{{fact KEY}}` (so a correction reaches every text at once). Each belongs to the
 * page of its subject (the admin's facts list files it there); its last check is in fact-checks.ts.
 */
import { paths, ROUTES } from '../config/routes';
import { NPR_RATES_SOURCE, type SourcedText } from './facts';
import { NOC_PORTAL_URL } from './noc';

export type GuideFact = SourcedText & { key: string; page: string; label: string };

const HOME_AFFAIRS_STUDENT = 'https://immi.homeaffairs.gov.au/visas/getting-a-visa/visa-listing/student-500';
const HOME_AFFAIRS = 'Department of Home Affairs (Australia)';
const IRCC = 'Immigration, Refugees and Citizenship Canada';

const au = paths.destination('australia');
const ca = paths.destination('canada');
const uk = paths.destination('uk');
const us = paths.destination('usa');

export const GUIDE_FACTS: readonly GuideFact[] = [
  {
    key: 'destination.australia.english-visa-minimum',
    page: au,
    label: 'Australia: English score the student visa needs',
    text: 'IELTS 6.0 overall, or an equivalent score on another accepted test (since 23 March 2024)',
    asOf: '2024-03',
    source: 'https://immi.homeaffairs.gov.au/help-support/meeting-our-requirements/english-language/english-test-results',
    sourceName: `${HOME_AFFAIRS}, English test results`,
  },
  {
    key: 'destination.australia.english-accepted-tests',
    page: au,
    label: 'Australia: English tests the student visa accepts',
    text: 'Nine tests for tests taken from 7 August 2025, among them IELTS Academic (with One Skill Retake), PTE Academic and TOEFL iBT; Duolingo is not one of them, and at-home versions of any test do not count',
    asOf: '2025-08',
    source: 'https://immi.homeaffairs.gov.au/help-support/meeting-our-requirements/english-language/english-test-results',
    sourceName: `${HOME_AFFAIRS}, English test results`,
  },
  {
    key: 'destination.australia.genuine-student',
    page: au,
    label: 'Australia: Genuine Student requirement',
    text: 'Answer the Genuine Student questions in the visa application (the requirement since 23 March 2024)',
    asOf: '2024-03',
    source: HOME_AFFAIRS_STUDENT,
    sourceName: `${HOME_AFFAIRS}, Student visa (subclass 500)`,
  },
  {
    key: 'destination.australia.arrival',
    page: au,
    label: 'Australia: earliest arrival',
    text: 'up to 90 days before your course starts, and not earlier',
    asOf: '2025-07',
    source: HOME_AFFAIRS_STUDENT,
    sourceName: `${HOME_AFFAIRS}, Student visa (subclass 500)`,
  },
  {
    key: 'destination.canada.study-plan',
    page: ca,
    label: 'Canada: study plan',
    text: 'A letter of explanation (a study plan) is one of the documents IRCC asks for with a study permit application',
    asOf: '2025-09',
    source: 'https://www.canada.ca/en/immigration-refugees-citizenship/services/study-canada/study-permit/get-documents.html',
    sourceName: `${IRCC}, study permit: get your documents`,
  },
  {
    key: 'destination.canada.port-of-entry',
    page: ca,
    label: 'Canada: study permit on arrival',
    text: 'The study permit itself is issued by a border officer when you land: carry the approval (port of entry) letter and every document you applied with',
    asOf: '2025-09',
    source: 'https://www.canada.ca/en/immigration-refugees-citizenship/services/study-canada/study-permit.html',
    sourceName: `${IRCC}, study permit`,
  },
  {
    key: 'destination.canada.pal',
    page: ca,
    label: 'Canada: who needs a Provincial Attestation Letter',
    text: "College and bachelor's applicants need one; since 1 January 2026, master's and PhD students at public institutions do not",
    asOf: '2026-01',
    source: 'https://www.canada.ca/en/immigration-refugees-citizenship/services/study-canada/study-permit/get-documents.html',
    sourceName: `${IRCC}, study permit: get your documents`,
  },
  {
    key: 'destination.usa.visa-interview',
    page: us,
    label: 'USA: the F-1 visa interview',
    text: 'A short interview at the U.S. Embassy in Kathmandu: why this university and course, who pays, and your plans after study',
    asOf: '2025-07',
    source: 'https://np.usembassy.gov/visas/',
    sourceName: 'U.S. Embassy in Nepal, visas',
  },
  {
    key: 'destination.usa.arrival',
    page: us,
    label: 'USA: earliest entry',
    text: 'up to 30 days before the program start date on your Form I-20',
    asOf: '2025-07',
    source: 'https://travel.state.gov/content/travel/en/us-visas/study/student-visa.html',
    sourceName: 'U.S. Department of State, student visa',
  },
  {
    key: 'destination.uk.funds-28-days',
    page: uk,
    label: 'UK: how long the money must be held',
    text: 'for 28 consecutive days, the last of them within 31 days of the day you apply; a single day below the amount fails the rule',
    asOf: '2025-07',
    source: 'https://www.gov.uk/student-visa/money',
    sourceName: 'GOV.UK, Student visa: money',
  },
  {
    key: 'destination.uk.english-requirement',
    page: uk,
    label: 'UK: English the student visa needs',
    text: 'At degree level, CEFR level B2, which your university assesses and states on your CAS; below degree level, a Secure English Language Test (SELT) such as IELTS for UKVI',
    asOf: '2025-07',
    source: 'https://www.gov.uk/student-visa/knowledge-of-english',
    sourceName: 'GOV.UK, Student visa: knowledge of English',
  },
  {
    key: 'destination.uk.evisa',
    page: uk,
    label: 'UK: eVisa',
    text: 'Your permission to stay is an eVisa in your UK Visas and Immigration account: make sure you can log in and that your passport is linked to it before you travel',
    asOf: '2025-07',
    source: 'https://www.gov.uk/evisa',
    sourceName: 'GOV.UK, eVisas',
  },
  {
    key: 'destination.uk.tb-certificate',
    page: uk,
    label: 'UK: TB test certificate',
    text: 'A certificate from an approved clinic in Nepal, valid for 6 months from the chest X-ray',
    asOf: '2025-07',
    source: 'https://www.gov.uk/tb-test-visa',
    sourceName: 'GOV.UK, Tuberculosis tests for visa applicants',
  },
  {
    key: 'destination.uk.dependants',
    page: uk,
    label: 'UK: bringing a partner or children',
    text: 'Only students on a postgraduate research course, or a government-sponsored course of 6 months or more, can bring dependants (for courses starting from 1 January 2024)',
    asOf: '2024-01',
    source: 'https://www.gov.uk/student-visa/family-members',
    sourceName: 'GOV.UK, Student visa: family members',
  },
  {
    key: 'exam.ielts.one-skill-retake',
    page: paths.exam('ielts'),
    label: 'IELTS: One Skill Retake',
    text: 'Retake one of the four skills within 60 days of a full IELTS test, where the centre offers it',
    asOf: '2025-07',
    source: 'https://ielts.org/organisations/ielts-for-organisations/verifying-ielts-results/one-skill-retake',
    sourceName: 'IELTS (official), One Skill Retake',
  },
  {
    key: 'nepal.noc.issuer',
    page: ROUTES.faqs,
    label: 'NOC: who issues it',
    text: "Nepal's Ministry of Education, Science and Technology (MoEST), on its online NOC portal (noc.moest.gov.np)",
    asOf: '2025-07',
    source: NOC_PORTAL_URL,
    sourceName: 'Ministry of Education, Science and Technology, Nepal',
  },
  {
    key: 'nepal.biometrics',
    page: ROUTES.faqs,
    label: 'Where biometrics are given in Nepal',
    text: 'Australia, Canada and the UK collect biometrics at the VFS Global centre in Kathmandu; the USA takes them at the embassy appointment',
    asOf: '2025-07',
    source: 'https://visa.vfsglobal.com/npl/en/gbr/',
    sourceName: 'VFS Global, Nepal (for UK Visas and Immigration)',
  },
  {
    key: 'visa.processing-time',
    page: ROUTES.faqs,
    label: 'How long a student visa takes',
    text: 'Plan for 4–12 weeks in busy months; each immigration department publishes its current times',
    asOf: '2025-07',
    source: 'https://immi.homeaffairs.gov.au/visas/getting-a-visa/visa-processing-times/global-visa-processing-times',
    sourceName: `${HOME_AFFAIRS}, global visa processing times`,
  },
  {
    key: 'estimate.total-cost-npr',
    page: ROUTES.faqs,
    label: 'A year abroad in rupees (estimate)',
    text: 'From about NPR 35 lakh (New Zealand or a regional Australian college) to NPR 90 lakh or more (a private US university) for a year of tuition and living',
    ...NPR_RATES_SOURCE,
  },
];
