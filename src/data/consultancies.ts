/**
 * The built-in consultancy directory (Consultancy directory in docs/behaviours.md): about 90 records.
 *
 * SAMPLE DATA. Every name, address, e-mail address and website here is invented: e-mail addresses
 * and websites use the reserved `.example` domain, and no record has a phone number (SAMPLE_PHONE is
 * in no real format, so nobody can be rung by mistake). Every record says `sample: true`. No record
 * describes a real business. This list seeds an empty database and stands in when the API cannot
 * be reached; the database is the directory visitors see. Records are built from the small tables
 * below so that they are deterministic and easy to review.
 */
import type { Consultancy } from '../domain/consultancy';
import type { ExamName } from '../domain/catalog';
import { SAMPLE_PHONE } from '../domain/directory';
import { formatNumber } from '../domain/numbers';

interface Firm {
  name: string;
  slug: string;
  established: number | 'N/A';
  /** Cities where the firm has an office; the first is its head office. Each office is a record. */
  cities: string[];
  specializations: string[];
  tests: ExamName[];
}

const FIRMS: Firm[] = [
  {
    name: 'Himalayan Pathways Education',
    slug: 'himalayan-pathways',
    established: 2008,
    cities: ['Kathmandu', 'Pokhara', 'Butwal'],
    specializations: ['Australia', 'New Zealand', 'Canada'],
    tests: ['IELTS', 'PTE'],
  },
  {
    name: 'Everest Study Link',
    slug: 'everest-study-link',
    established: 2011,
    cities: ['Kathmandu', 'Chitwan'],
    specializations: ['Australia', 'UK', 'USA', 'Canada'],
    tests: ['IELTS', 'PTE', 'SAT'],
  },
  {
    name: 'Sagarmatha Global Careers',
    slug: 'sagarmatha-global',
    established: 2015,
    cities: ['Lalitpur', 'Chitwan'],
    specializations: ['Japan', 'Korea'],
    tests: [],
  },
  {
    name: 'Annapurna Abroad Studies',
    slug: 'annapurna-abroad',
    established: 2013,
    cities: ['Pokhara', 'Kathmandu'],
    specializations: ['Australia', 'Canada'],
    tests: ['IELTS'],
  },
  {
    name: 'Lumbini Education Hub',
    slug: 'lumbini-edu',
    established: 2017,
    cities: ['Butwal', 'Bhairahawa'],
    specializations: ['UK', 'Ireland', 'Australia'],
    tests: ['IELTS', 'PTE'],
  },
  {
    name: 'Koshi International Education',
    slug: 'koshi-intl',
    established: 2012,
    cities: ['Biratnagar', 'Dharan', 'Itahari'],
    specializations: ['Australia', 'USA', 'Canada', 'UK'],
    tests: ['IELTS', 'TOEFL', 'SAT'],
  },
  {
    name: 'Bagmati Overseas Consult',
    slug: 'bagmati-overseas',
    established: 2016,
    cities: ['Kathmandu'],
    specializations: ['Germany', 'France', 'Netherlands'],
    tests: ['IELTS'],
  },
  {
    name: 'Gandaki Study Abroad Centre',
    slug: 'gandaki-sac',
    established: 2010,
    cities: ['Pokhara', 'Butwal'],
    specializations: ['Australia', 'New Zealand'],
    tests: ['IELTS', 'PTE'],
  },
  {
    name: 'Janakpur Academic Gateway',
    slug: 'janakpur-gateway',
    established: 2019,
    cities: ['Janakpur'],
    specializations: ['Australia', 'UK'],
    tests: ['IELTS'],
  },
  {
    name: 'Rara Education Services',
    slug: 'rara-edu',
    established: 2018,
    cities: ['Nepalgunj', 'Dhangadhi'],
    specializations: ['Australia', 'Canada', 'USA'],
    tests: ['IELTS', 'PTE', 'Duolingo'],
  },
  {
    name: 'Nilgiri Scholars Network',
    slug: 'nilgiri-scholars',
    established: 2009,
    cities: ['Kathmandu', 'Lalitpur', 'Pokhara'],
    specializations: ['USA', 'Canada'],
    tests: ['SAT', 'GRE', 'GMAT', 'TOEFL'],
  },
  {
    name: 'Machhapuchhre Global Education',
    slug: 'machhapuchhre-global',
    established: 2014,
    cities: ['Pokhara', 'Chitwan'],
    specializations: ['Australia', 'Canada', 'New Zealand', 'UK'],
    tests: ['IELTS', 'PTE'],
  },
  {
    name: 'Kanchenjunga Study Point',
    slug: 'kanchenjunga-sp',
    established: 2020,
    cities: ['Birtamode'],
    specializations: ['Australia', 'Japan'],
    tests: ['IELTS'],
  },
  {
    name: 'Patan Learning Abroad',
    slug: 'patan-learning',
    established: 2012,
    cities: ['Lalitpur', 'Biratnagar'],
    specializations: ['UK', 'Ireland'],
    tests: ['IELTS', 'PTE'],
  },
  {
    name: 'Bhaktapur Heritage Education',
    slug: 'bhaktapur-heritage',
    established: 2016,
    cities: ['Bhaktapur', 'Kathmandu'],
    specializations: ['Korea', 'Japan'],
    tests: [],
  },
  {
    name: 'Tilicho Education Consultancy',
    slug: 'tilicho-edu',
    established: 2011,
    cities: ['Kathmandu', 'Hetauda'],
    specializations: ['Australia', 'Canada', 'USA', 'UK', 'Ireland'],
    tests: ['IELTS', 'PTE', 'TOEFL', 'Duolingo'],
  },
  {
    name: 'Phewa International Studies',
    slug: 'phewa-intl',
    established: 2015,
    cities: ['Pokhara', 'Kathmandu'],
    specializations: ['Canada', 'USA'],
    tests: ['IELTS', 'SAT', 'Duolingo'],
  },
  {
    name: 'Chitwan Scholars Hub',
    slug: 'chitwan-scholars',
    established: 2018,
    cities: ['Chitwan', 'Hetauda'],
    specializations: ['Australia', 'New Zealand'],
    tests: ['IELTS', 'PTE'],
  },
  {
    name: 'Birgunj Global Education',
    slug: 'birgunj-global',
    established: 2014,
    cities: ['Birgunj', 'Hetauda'],
    specializations: ['Australia', 'UK', 'Cyprus'],
    tests: ['IELTS'],
  },
  {
    name: 'Dhaulagiri Study Abroad',
    slug: 'dhaulagiri-sa',
    established: 'N/A',
    cities: ['Baglung', 'Pokhara'],
    specializations: ['Japan', 'Australia'],
    tests: ['IELTS'],
  },
  {
    name: 'Swayambhu Education Partners',
    slug: 'swayambhu-edu',
    established: 2007,
    cities: ['Kathmandu', 'Lalitpur', 'Bhaktapur'],
    specializations: ['Australia', 'Canada', 'UK', 'USA', 'New Zealand'],
    tests: ['IELTS', 'PTE', 'TOEFL', 'SAT', 'GRE'],
  },
  {
    name: 'Mustang Academic Advisors',
    slug: 'mustang-advisors',
    established: 2019,
    cities: ['Kathmandu', 'Pokhara'],
    specializations: ['Germany', 'Netherlands', 'Finland'],
    tests: ['IELTS', 'GRE'],
  },
  {
    name: 'Terai Overseas Education',
    slug: 'terai-overseas',
    established: 2013,
    cities: ['Butwal', 'Nepalgunj', 'Birgunj'],
    specializations: ['Australia', 'Canada'],
    tests: ['IELTS', 'PTE'],
  },
  {
    name: 'Makalu Education Foundation',
    slug: 'makalu-edu',
    established: 2010,
    cities: ['Dharan', 'Biratnagar', 'Itahari'],
    specializations: ['Australia', 'UK', 'New Zealand'],
    tests: ['IELTS', 'PTE'],
  },
  {
    name: 'Langtang Career & Study Centre',
    slug: 'langtang-csc',
    established: 2021,
    cities: ['Kathmandu', 'Lalitpur'],
    specializations: ['Canada', 'Ireland'],
    tests: ['IELTS', 'Duolingo'],
  },
  {
    name: 'Sunkoshi Student Services',
    slug: 'sunkoshi-students',
    established: 2017,
    cities: ['Dhulikhel', 'Bhaktapur'],
    specializations: ['Korea', 'Japan', 'Australia'],
    tests: ['IELTS'],
  },
  {
    name: 'Pashupati Global Scholars',
    slug: 'pashupati-global',
    established: 2012,
    cities: ['Kathmandu', 'Chitwan', 'Birgunj'],
    specializations: ['USA', 'UK'],
    tests: ['SAT', 'GRE', 'GMAT', 'TOEFL', 'IELTS'],
  },
  {
    name: 'Manaslu Education Network',
    slug: 'manaslu-network',
    established: 2016,
    cities: ['Gorkha', 'Pokhara'],
    specializations: ['Australia', 'Canada', 'New Zealand'],
    tests: ['IELTS', 'PTE'],
  },
  {
    name: 'Karnali Abroad Education',
    slug: 'karnali-abroad',
    established: 2020,
    cities: ['Surkhet', 'Nepalgunj'],
    specializations: ['Australia', 'Japan'],
    tests: ['IELTS'],
  },
  {
    name: 'Boudha International Admissions',
    slug: 'boudha-admissions',
    established: 2009,
    cities: ['Kathmandu', 'Lalitpur'],
    specializations: ['USA', 'Canada', 'Germany'],
    tests: ['SAT', 'TOEFL', 'GRE', 'Duolingo'],
  },
  {
    name: 'Mahendranagar Study Desk',
    slug: 'mahendranagar-desk',
    established: 2018,
    cities: ['Mahendranagar', 'Dhangadhi'],
    specializations: ['Australia', 'UK'],
    tests: ['IELTS', 'PTE'],
  },
  {
    name: 'Rupandehi Education Link',
    slug: 'rupandehi-link',
    established: 2015,
    cities: ['Bhairahawa', 'Butwal', 'Nepalgunj'],
    specializations: ['Canada', 'Australia', 'Ireland'],
    tests: ['IELTS', 'PTE'],
  },
  {
    name: 'Thamel Global Education',
    slug: 'thamel-global',
    established: 2014,
    cities: ['Kathmandu', 'Pokhara', 'Chitwan'],
    specializations: ['Australia', 'New Zealand', 'UK', 'Canada'],
    tests: ['IELTS', 'PTE', 'TOEFL'],
  },
  {
    name: 'Godawari Academic Bridge',
    slug: 'godawari-bridge',
    established: 2019,
    cities: ['Lalitpur', 'Bhaktapur'],
    specializations: ['Japan', 'Korea', 'China'],
    tests: [],
  },
  {
    name: 'Bardiya Education Point',
    slug: 'bardiya-point',
    established: 'N/A',
    cities: ['Gulariya', 'Nepalgunj'],
    specializations: ['Australia'],
    tests: ['IELTS'],
  },
  {
    name: 'Namche Overseas Studies',
    slug: 'namche-overseas',
    established: 2013,
    cities: ['Kathmandu', 'Biratnagar', 'Dharan'],
    specializations: ['USA', 'Canada', 'Australia'],
    tests: ['IELTS', 'SAT', 'TOEFL'],
  },
  {
    name: 'Mechi Study Abroad',
    slug: 'mechi-sa',
    established: 2016,
    cities: ['Birtamode', 'Damak', 'Biratnagar'],
    specializations: ['Australia', 'Korea'],
    tests: ['IELTS'],
  },
  {
    name: 'Ilam Tea-Garden Scholars',
    slug: 'ilam-scholars',
    established: 2022,
    cities: ['Ilam'],
    specializations: ['UK', 'Australia'],
    tests: ['IELTS', 'PTE'],
  },
  {
    name: 'Shivapuri Education Advisors',
    slug: 'shivapuri-advisors',
    established: 2011,
    cities: ['Kathmandu', 'Lalitpur', 'Pokhara'],
    specializations: ['Australia', 'Canada', 'UK', 'Germany'],
    tests: ['IELTS', 'PTE', 'GRE'],
  },
  {
    name: 'Kaligandaki International',
    slug: 'kaligandaki-intl',
    established: 2017,
    cities: ['Pokhara', 'Butwal', 'Kathmandu'],
    specializations: ['Canada', 'USA', 'New Zealand'],
    tests: ['IELTS', 'Duolingo'],
  },
  { name: 'Tansen Hills Education', slug: 'tansen-hills', established: 2018, cities: ['Tansen'], specializations: ['Australia', 'Japan'], tests: ['IELTS'] },
];

const STREETS: Record<string, string> = {
  Kathmandu: 'Putalisadak, Kathmandu',
  Lalitpur: 'Kupondole, Lalitpur',
  Bhaktapur: 'Suryabinayak, Bhaktapur',
  Pokhara: 'Lakeside, Pokhara',
  Chitwan: 'Bharatpur, Chitwan',
  Butwal: 'Traffic Chowk, Butwal',
  Bhairahawa: 'Siddharthanagar, Bhairahawa',
  Biratnagar: 'Main Road, Biratnagar',
  Dharan: 'Bhanu Chowk, Dharan',
  Itahari: 'Itahari Chowk, Itahari',
  Janakpur: 'Bhanu Chowk, Janakpur',
  Nepalgunj: 'Dhamboji, Nepalgunj',
  Dhangadhi: 'Chauraha, Dhangadhi',
  Hetauda: 'Hupra Chaur, Hetauda',
  Birtamode: 'Birtamode Chowk, Birtamode',
  Birgunj: 'Ghantaghar, Birgunj',
  Baglung: 'Baglung Bazaar, Baglung',
  Gorkha: 'Gorkha Bazaar, Gorkha',
  Surkhet: 'Birendranagar, Surkhet',
  Mahendranagar: 'Bhimdatta, Mahendranagar',
  Gulariya: 'Gulariya Bazaar, Bardiya',
  Dhulikhel: 'Dhulikhel, Kavre',
  Damak: 'Damak Chowk, Damak',
  Ilam: 'Ilam Bazaar, Ilam',
  Tansen: 'Tansen Durbar, Palpa',
};

const DISTRICTS: Record<string, string[]> = {
  Kathmandu: ['Kathmandu', 'Lalitpur', 'Bhaktapur', 'Nuwakot'],
  Lalitpur: ['Lalitpur', 'Kathmandu', 'Makwanpur'],
  Pokhara: ['Kaski', 'Syangja', 'Tanahun', 'Parbat'],
  Biratnagar: ['Morang', 'Sunsari', 'Jhapa'],
  Butwal: ['Rupandehi', 'Palpa', 'Nawalparasi West'],
  Chitwan: ['Chitwan', 'Makwanpur', 'Nawalparasi East'],
};

const SERVICE_POOL = [
  'University admission',
  'Visa assistance',
  'Scholarship guidance',
  'Test preparation',
  'Course counselling',
  'Documentation and SOP review',
  'Pre-departure briefing',
  'Accommodation support',
  'Career counselling',
  'Education loan guidance',
];

const HIGHLIGHTS = [
  'Free first counselling session',
  'Counsellors trained on the destination country’s visa rules',
  'Transparent fee list given in writing before you sign',
  'Mock visa interviews before embassy appointments',
  'Help with the No Objection Certificate from the Ministry of Education',
  'Weekend IELTS and PTE batches',
];

/** A small deterministic sequence, so the data never changes between builds. */
function seq(n: number, mod: number, mult = 7, add = 3) {
  return (n * mult + add) % mod;
}

function buildDirectory(): Consultancy[] {
  const records: Consultancy[] = [];
  let id = 1;
  // First every firm's head office, then the branches, so repeated names are spread through the list.
  const offices: Array<{ firm: Firm; city: string; branchIndex: number }> = [];
  FIRMS.forEach((firm) => offices.push({ firm, city: firm.cities[0], branchIndex: 0 }));
  FIRMS.forEach((firm) => firm.cities.slice(1).forEach((city, i) => offices.push({ firm, city, branchIndex: i + 1 })));

  for (const { firm, city, branchIndex } of offices) {
    const n = id;
    const rating = Math.round((3.6 + seq(n, 13) / 10) * 10) / 10; // 3.6 … 4.8
    const years = firm.established === 'N/A' ? 3 + seq(n, 5) : 2025 - firm.established;
    const services = SERVICE_POOL.filter((_, i) => (i + n) % 3 !== 0 || i < 2);
    if (firm.tests.length && !services.includes('Test preparation')) services.push('Test preparation');
    const domain = `${firm.slug}.example`;
    const record: Consultancy = {
      id: id++,
      name: firm.name,
      location: STREETS[city] ?? `${city}, Nepal`,
      phone: SAMPLE_PHONE,
      email: branchIndex === 0 ? `info@${domain}` : `${city.toLowerCase()}@${domain}`,
      website: `https://${domain}`,
      verified: false, // a sample record is never verified (no licence can be recorded for one)
      rating,
      logo: `/images/logos/logo-${(n % 8) + 1}.svg`,
      coverImage: `/images/covers/cover-${(n % 4) + 1}.svg`,
      specializations: firm.specializations,
      studentsHelped: `${formatNumber(Math.max(2, years) * 250 + seq(n, 9) * 100)}+`,
      experience: `${Math.max(2, years)}+ years`,
      successRate: `${88 + seq(n, 11)}%`,
      services,
      sample: true,
    };
    // Optional fields on a good share of the records.
    if (n % 4 !== 0) record.established = firm.established;
    if (firm.tests.length && n % 5 !== 0) record.testPreparation = firm.tests;
    if (DISTRICTS[city] && n % 3 !== 1) record.districtsCovered = DISTRICTS[city];
    if (branchIndex === 0 && firm.cities.length > 1) {
      record.branches = firm.cities.slice(1).map((c) => ({
        name: `${firm.name} – ${c}`,
        location: STREETS[c] ?? `${c}, Nepal`,
        phone: SAMPLE_PHONE,
        email: `${c.toLowerCase()}@${domain}`,
        city: c,
      }));
    }
    if (n % 2 === 1) record.highlights = [HIGHLIGHTS[n % HIGHLIGHTS.length], HIGHLIGHTS[(n + 2) % HIGHLIGHTS.length]];
    if (n % 3 === 0) {
      record.socialMedia = { facebook: `https://facebook.example/${firm.slug}`, instagram: `https://instagram.example/${firm.slug}` };
    }
    if (n % 4 === 1) {
      record.mission = `To give every student from ${city} honest, documented advice on where and how to study abroad.`;
      record.vision = `A Nepal where choosing a university abroad is an informed decision, not a gamble.`;
    }
    records.push(record);
  }
  return records;
}

export const CONSULTANCIES: Consultancy[] = buildDirectory();
