export interface LinkItem {
  name: string;
  href: string;
  description: string;
}

export interface LinkGroup {
  title: string;
  links: LinkItem[];
}

/** Official pages only: exams, visas and Nepal's government. */
export const IMPORTANT_LINKS: LinkGroup[] = [
  {
    title: 'Nepal government',
    links: [
      {
        name: 'Ministry of Education, Science and Technology',
        href: 'https://moest.gov.np',
        description: 'Licensing of educational consultancies, notices for students going abroad.',
      },
      {
        name: 'MoEST No Objection Certificate (NOC) portal',
        href: 'https://noc.moest.gov.np',
        description: 'Apply online for the NOC your bank needs to transfer fees.',
      },
      { name: 'Department of Passports', href: 'https://nepalpassport.gov.np', description: 'Apply for or renew your e-passport.' },
      {
        name: 'Nepal Rastra Bank: foreign exchange rates',
        href: 'https://www.nrb.org.np/forex/',
        description: 'Official exchange rates for your cost estimates.',
      },
      { name: 'Ministry of Foreign Affairs', href: 'https://mofa.gov.np', description: 'Document attestation and Nepali missions abroad.' },
    ],
  },
  {
    title: 'Student visas',
    links: [
      {
        name: 'Australia: Student visa (subclass 500)',
        href: 'https://immi.homeaffairs.gov.au/visas/getting-a-visa/visa-listing/student-500',
        description: 'Department of Home Affairs.',
      },
      {
        name: 'Canada: Study permit',
        href: 'https://www.canada.ca/en/immigration-refugees-citizenship/services/study-canada/study-permit.html',
        description: 'Immigration, Refugees and Citizenship Canada.',
      },
      {
        name: 'USA: Student visa',
        href: 'https://travel.state.gov/content/travel/en/us-visas/study/student-visa.html',
        description: 'U.S. Department of State.',
      },
      { name: 'U.S. Embassy in Nepal: visas', href: 'https://np.usembassy.gov/visas/', description: 'Interview booking and local guidance.' },
      { name: 'UK: Student visa', href: 'https://www.gov.uk/student-visa', description: 'GOV.UK.' },
      { name: 'UK: Tuberculosis tests for visa applicants', href: 'https://www.gov.uk/tb-test-visa', description: 'Approved clinics, including Kathmandu.' },
      {
        name: 'New Zealand: Fee Paying Student Visa',
        href: 'https://www.immigration.govt.nz/new-zealand-visas/visas/visa/fee-paying-student-visa',
        description: 'Immigration New Zealand.',
      },
    ],
  },
  {
    title: 'English and admission tests',
    links: [
      { name: 'IELTS', href: 'https://ielts.org', description: 'Test formats, booking and results.' },
      { name: 'PTE Academic', href: 'https://www.pearsonpte.com', description: "Pearson's official site." },
      { name: 'TOEFL iBT', href: 'https://www.ets.org/toefl.html', description: 'ETS.' },
      { name: 'Duolingo English Test', href: 'https://englishtest.duolingo.com', description: 'Online test and accepting institutions.' },
      { name: 'SAT', href: 'https://satsuite.collegeboard.org/sat', description: 'College Board.' },
      { name: 'GRE', href: 'https://www.ets.org/gre.html', description: 'ETS.' },
      { name: 'GMAT', href: 'https://www.mba.com', description: 'GMAC.' },
    ],
  },
  {
    title: 'Official study portals',
    links: [
      { name: 'Study Australia', href: 'https://www.studyaustralia.gov.au', description: 'Australian Government.' },
      { name: 'CRICOS course search', href: 'https://cricos.education.gov.au', description: 'Check that an Australian provider and course are registered.' },
      { name: 'EduCanada', href: 'https://www.educanada.ca', description: 'Government of Canada.' },
      {
        name: 'Designated Learning Institutions list',
        href: 'https://www.canada.ca/en/immigration-refugees-citizenship/services/study-canada/study-permit/prepare/designated-learning-institutions-list.html',
        description: 'Check that a Canadian school can accept international students.',
      },
      { name: 'EducationUSA', href: 'https://educationusa.state.gov', description: 'U.S. Department of State advising network.' },
      { name: 'Study with New Zealand', href: 'https://www.studywithnewzealand.govt.nz', description: 'Education New Zealand.' },
      { name: 'Study UK', href: 'https://study-uk.britishcouncil.org', description: 'British Council.' },
    ],
  },
];
