import type { Message } from '../config/routes';

/**
 * An official page: its name as its owner calls it (kept as written in every language), its address,
 * and what it is for, a message of the interface (its English wording here, its Nepali in the pages'
 * catalog).
 */
export interface LinkItem {
  name: string;
  href: string;
  description: Message;
}

export interface LinkGroup {
  title: Message;
  links: LinkItem[];
}

/** Official pages only: exams, visas and Nepal's government. */
export const IMPORTANT_LINKS: LinkGroup[] = [
  {
    title: /*i18n*/ { id: 'importantLinks.group.nepalGovernment', message: 'Nepal government' },
    links: [
      {
        name: 'Ministry of Education, Science and Technology',
        href: 'https://moest.gov.np',
        description: /*i18n*/ { id: 'importantLinks.link.moest', message: 'Licensing of educational consultancies, notices for students going abroad.' },
      },
      {
        name: 'MoEST No Objection Certificate (NOC) portal',
        href: 'https://noc.moest.gov.np',
        description: /*i18n*/ { id: 'importantLinks.link.nocMoest', message: 'Apply online for the NOC your bank needs to transfer fees.' },
      },
      {
        name: 'Department of Passports',
        href: 'https://nepalpassport.gov.np',
        description: /*i18n*/ { id: 'importantLinks.link.nepalpassport', message: 'Apply for or renew your e-passport.' },
      },
      {
        name: 'Nepal Rastra Bank: foreign exchange rates',
        href: 'https://www.nrb.org.np/forex/',
        description: /*i18n*/ { id: 'importantLinks.link.nrbForex', message: 'Official exchange rates for your cost estimates.' },
      },
      {
        name: 'Ministry of Foreign Affairs',
        href: 'https://mofa.gov.np',
        description: /*i18n*/ { id: 'importantLinks.link.mofa', message: 'Document attestation and Nepali missions abroad.' },
      },
    ],
  },
  {
    title: /*i18n*/ { id: 'importantLinks.group.studentVisas', message: 'Student visas' },
    links: [
      {
        name: 'Australia: Student visa (subclass 500)',
        href: 'https://immi.homeaffairs.gov.au/visas/getting-a-visa/visa-listing/student-500',
        description: /*i18n*/ { id: 'importantLinks.link.australiaStudentVisa', message: 'Department of Home Affairs.' },
      },
      {
        name: 'Canada: Study permit',
        href: 'https://www.canada.ca/en/immigration-refugees-citizenship/services/study-canada/study-permit.html',
        description: /*i18n*/ { id: 'importantLinks.link.canadaStudyPermit', message: 'Immigration, Refugees and Citizenship Canada.' },
      },
      {
        name: 'USA: Student visa',
        href: 'https://travel.state.gov/content/travel/en/us-visas/study/student-visa.html',
        description: /*i18n*/ { id: 'importantLinks.link.usaStudentVisa', message: 'U.S. Department of State.' },
      },
      {
        name: 'U.S. Embassy in Nepal: visas',
        href: 'https://np.usembassy.gov/visas/',
        description: /*i18n*/ { id: 'importantLinks.link.usEmbassy', message: 'Interview booking and local guidance.' },
      },
      {
        name: 'UK: Student visa',
        href: 'https://www.gov.uk/student-visa',
        description: /*i18n*/ { id: 'importantLinks.link.ukStudentVisa', message: 'GOV.UK.' },
      },
      {
        name: 'UK: Tuberculosis tests for visa applicants',
        href: 'https://www.gov.uk/tb-test-visa',
        description: /*i18n*/ { id: 'importantLinks.link.ukTbTest', message: 'Approved clinics, including Kathmandu.' },
      },
      {
        name: 'New Zealand: Fee Paying Student Visa',
        href: 'https://www.immigration.govt.nz/new-zealand-visas/visas/visa/fee-paying-student-visa',
        description: /*i18n*/ { id: 'importantLinks.link.nzStudentVisa', message: 'Immigration New Zealand.' },
      },
    ],
  },
  {
    title: /*i18n*/ { id: 'importantLinks.group.tests', message: 'English and admission tests' },
    links: [
      { name: 'IELTS', href: 'https://ielts.org', description: /*i18n*/ { id: 'importantLinks.link.ielts', message: 'Test formats, booking and results.' } },
      {
        name: 'PTE Academic',
        href: 'https://www.pearsonpte.com',
        description: /*i18n*/ { id: 'importantLinks.link.pearsonpte', message: "Pearson's official site." },
      },
      { name: 'TOEFL iBT', href: 'https://www.ets.org/toefl.html', description: /*i18n*/ { id: 'importantLinks.link.etsToefl', message: 'ETS.' } },
      {
        name: 'Duolingo English Test',
        href: 'https://englishtest.duolingo.com',
        description: /*i18n*/ { id: 'importantLinks.link.duolingo', message: 'Online test and accepting institutions.' },
      },
      {
        name: 'SAT',
        href: 'https://satsuite.collegeboard.org/sat',
        description: /*i18n*/ { id: 'importantLinks.link.sat', message: 'College Board.' },
      },
      { name: 'GRE', href: 'https://www.ets.org/gre.html', description: /*i18n*/ { id: 'importantLinks.link.etsGre', message: 'ETS.' } },
      { name: 'GMAT', href: 'https://www.mba.com', description: /*i18n*/ { id: 'importantLinks.link.mba', message: 'GMAC.' } },
    ],
  },
  {
    title: /*i18n*/ { id: 'importantLinks.group.studyPortals', message: 'Official study portals' },
    links: [
      {
        name: 'Study Australia',
        href: 'https://www.studyaustralia.gov.au',
        description: /*i18n*/ { id: 'importantLinks.link.studyaustralia', message: 'Australian Government.' },
      },
      {
        name: 'CRICOS course search',
        href: 'https://cricos.education.gov.au',
        description: /*i18n*/ { id: 'importantLinks.link.cricosEducation', message: 'Check that an Australian provider and course are registered.' },
      },
      { name: 'EduCanada', href: 'https://www.educanada.ca', description: /*i18n*/ { id: 'importantLinks.link.educanada', message: 'Government of Canada.' } },
      {
        name: 'Designated Learning Institutions list',
        href: 'https://www.canada.ca/en/immigration-refugees-citizenship/services/study-canada/study-permit/prepare/designated-learning-institutions-list.html',
        description: /*i18n*/ {
          id: 'importantLinks.link.canadaDli',
          message: 'Check that a Canadian school can accept international students.',
        },
      },
      {
        name: 'EducationUSA',
        href: 'https://educationusa.state.gov',
        description: /*i18n*/ { id: 'importantLinks.link.educationusaState', message: 'U.S. Department of State advising network.' },
      },
      {
        name: 'Study with New Zealand',
        href: 'https://www.studywithnewzealand.govt.nz',
        description: /*i18n*/ { id: 'importantLinks.link.studywithnewzealand', message: 'Education New Zealand.' },
      },
      {
        name: 'Study UK',
        href: 'https://study-uk.britishcouncil.org',
        description: /*i18n*/ { id: 'importantLinks.link.studyBritishcouncil', message: 'British Council.' },
      },
    ],
  },
];
