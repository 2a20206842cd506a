/**
 * SAMPLE CONTENT seeded into an empty database: invented universities (no real institution),
 * courses, and blog articles by "Gantavya Editorial (sample)". Fees are illustrative; the
 * destination and exam guides carry the dated, sourced facts.
 */
import type { BlogInput } from '../../src/domain/blog';
import type { CourseInput } from '../../src/domain/course';
import type { UniversityInput } from '../../src/domain/university';

type Uni = UniversityInput & { key: string };

const uni = (
  key: string,
  name: string,
  country: string,
  city: string,
  currency: UniversityInput['tuition']['currency'],
  min: number,
  max: number,
  ranking: number | null,
  intakes: UniversityInput['intakes'],
  scholarships: boolean,
): Uni => ({
  key,
  name: `${name} (sample)`,
  country,
  city,
  logo: '/images/default-logo.svg',
  website: `https://${key}.example`,
  ranking,
  tuition: { min, max, currency },
  intakes,
  levels: ['Bachelor', 'Master', ...(ranking && ranking < 300 ? (['PhD'] as const) : [])],
  description: `${name} is an invented sample university in ${city}, ${country}, used to show how Gantavya lists institutions. Check real universities on their official websites.`,
  scholarshipsAvailable: scholarships,
});

export const SEED_UNIVERSITIES: Uni[] = [
  uni('southern-cross-tech', 'Southern Cross Institute of Technology', 'Australia', 'Sydney', 'AUD', 32000, 48000, 180, ['February', 'July'], true),
  uni('wattle-coast', 'Wattle Coast University', 'Australia', 'Brisbane', 'AUD', 28000, 42000, 420, ['February', 'July', 'November'], true),
  uni('murray-river', 'Murray River University', 'Australia', 'Adelaide', 'AUD', 26000, 38000, null, ['February', 'July'], false),
  uni('maple-lakes', 'Maple Lakes University', 'Canada', 'Toronto', 'CAD', 30000, 45000, 150, ['January', 'September'], true),
  uni('prairie-north', 'Prairie North College', 'Canada', 'Winnipeg', 'CAD', 16000, 22000, null, ['January', 'May', 'September'], false),
  uni('great-lakes-state', 'Great Lakes State University', 'USA', 'Michigan', 'USD', 24000, 38000, 260, ['January', 'August'], true),
  uni('sierra-valley', 'Sierra Valley University', 'USA', 'California', 'USD', 36000, 52000, 95, ['August'], true),
  uni('lone-star-tech', 'Lone Star Institute of Technology', 'USA', 'Texas', 'USD', 21000, 30000, 480, ['January', 'August'], false),
  uni('thames-valley-metro', 'Thames Valley Metropolitan University', 'UK', 'London', 'GBP', 16500, 24000, 350, ['January', 'September'], true),
  uni('pennine-university', 'Pennine University', 'UK', 'Manchester', 'GBP', 17500, 26000, 220, ['September'], true),
  uni('southern-alps', 'Southern Alps University', 'New Zealand', 'Christchurch', 'NZD', 30000, 40000, 310, ['February', 'July'], true),
  uni('harbour-city', 'Harbour City University', 'New Zealand', 'Auckland', 'NZD', 32000, 45000, 140, ['February', 'July'], false),
];

const FIELDS = [
  ['Information Technology', 'Master of Information Technology', 'Master', '2 years'],
  ['Nursing', 'Bachelor of Nursing', 'Bachelor', '3 years'],
  ['Business', 'Master of Business Administration', 'Master', '2 years'],
  ['Engineering', 'Bachelor of Civil Engineering', 'Bachelor', '4 years'],
  ['Hospitality', 'Diploma of Hospitality Management', 'Diploma', '1.5 years'],
  ['Data Science', 'Master of Data Science', 'Master', '1.5 years'],
  ['Accounting', 'Bachelor of Accounting', 'Bachelor', '3 years'],
  ['Public Health', 'Master of Public Health', 'Master', '2 years'],
  ['Computer Science', 'PhD in Computer Science', 'PhD', '4 years'],
  ['Agriculture', 'Graduate Certificate in Agribusiness', 'Certificate', '6 months'],
] as const;

/** 30 courses spread over the 12 universities; universityId is the 1-based seed order. */
export const SEED_COURSES: Array<Omit<CourseInput, 'universityId'> & { universityIndex: number }> = Array.from({ length: 30 }, (_, i) => {
  const [field, title, level, duration] = FIELDS[i % FIELDS.length];
  const u = SEED_UNIVERSITIES[i % SEED_UNIVERSITIES.length];
  return {
    universityIndex: i % SEED_UNIVERSITIES.length,
    title: `${title} (sample)`,
    level,
    field,
    duration,
    tuition: {
      amount: Math.round((u.tuition.min + ((u.tuition.max - u.tuition.min) * (i % 5)) / 4) / 100) * 100,
      currency: u.tuition.currency,
      per: 'year' as const,
    },
    intakes: u.intakes,
    englishRequirements: {
      ielts: level === 'Diploma' ? 5.5 : level === 'Bachelor' ? 6 : 6.5,
      pte: level === 'Diploma' ? 42 : level === 'Bachelor' ? 50 : 58,
      toefl: level === 'Diploma' ? 46 : level === 'Bachelor' ? 79 : 90,
    },
    description: `A sample ${level.toLowerCase()} course in ${field.toLowerCase()} at ${u.name}. Entry needs your academic transcripts, an English test score and a statement of purpose.`,
  };
});

const AUTHOR = 'Gantavya Editorial (sample)';

/**
 * Six articles for Nepali students and families. Every amount, date, rule and authority a student acts
 * on is embedded as a fact record (`{{fact KEY}}`, shown with the record's month and source), and each article
 * ends with an "Official sources" list. The author line marks them as sample content of the demo site.
 */
export const SEED_BLOGS: Array<BlogInput & { publishedAt: string }> = [
  {
    slug: 'noc-from-nepal-step-by-step',
    title: 'The No Objection Certificate (NOC): a step-by-step guide',
    excerpt:
      'Every student leaving Nepal to study needs an NOC from the Ministry of Education, Science and Technology before the bank sends the tuition deposit. Here is the process, step by step.',
    body: `Before a bank in Nepal will send your tuition deposit to a university abroad, it needs a **No Objection Certificate (NOC)**, issued by {{fact nepal.noc.issuer}}. The NOC is the ministry's letter saying it has no objection to you studying abroad. Without it the money does not leave the country, and without the deposit most universities will not send the document your visa needs (a CoE for Australia, a CAS for the UK, an I-20 for the USA, a Letter of Acceptance for Canada or an offer of place for New Zealand).

This guide walks through the process in the order most families meet it. The ministry changes its forms and fees from time to time, so treat its own portal as the final word and check it on the day you apply.

## Step 1: Wait until your offer is final

Apply for the NOC once you hold an offer or admission letter from the foreign institution. A conditional offer that still depends on an English score or a final transcript is usually not enough, because the offer letter you upload is what the ministry checks. If the university asks for a deposit before it makes the offer unconditional, ask its admissions office for a fee invoice that names you, the course and the amount: the bank and the ministry both want to see what the money is for.

## Step 2: Gather and scan your documents

Have clear, complete scans ready before you open the form. The ministry's NOC portal asks for: {{fact noc.documents}}.

Scan each page in colour, at a size the portal accepts, and name the files so you can tell them apart. A blurred transcript or a missing back page is the most common reason for an application to come back for correction.

**Check every name and date.** Your name, date of birth and citizenship number must match across the passport, the certificates and the offer letter. If your +2 certificate spells your name differently from your passport, sort it out with the issuing board or school before you apply, or be ready to explain it with supporting documents.

## Step 3: Create your account and fill in the form

Go to the ministry's NOC portal at [noc.moest.gov.np](https://noc.moest.gov.np) and create an account with an e-mail address you check every day; messages about corrections come there. Fill in the form carefully: the country, the institution, the course, its level and its length. Use the institution's exact name as it appears on the offer letter.

## Step 4: Upload, pay and submit

Upload each document in the place the form asks for it, pay the fee through the payment options the portal offers, and submit. Keep the payment receipt and the application number: you will need them if you phone or visit the ministry.

The fee and the accepted payment methods are set by the ministry and can change, so this article does not quote an amount. The portal shows the current fee before you pay.

## Step 5: Track the application and answer corrections quickly

Log in to the portal to follow the application. If the ministry asks for a correction (a clearer scan, a missing page, a different document), answer the same day if you can. Applications that wait for a correction simply wait; nothing moves until you reply.

## Step 6: Download the NOC and take it to your bank

When the NOC is approved, download it from the portal, print it, and take it to your bank with the university's invoice and the account details the university gave you. The bank checks the NOC and the invoice against each other and sends the money. Ask the bank for the transfer confirmation (often called a SWIFT copy) and send it to the university: some universities issue the CoE, CAS or I-20 only after they see it.

## How long does it take?

Processing times vary with the season. The weeks before the February, July and September intakes are the busiest, so apply as soon as your offer is final rather than waiting for the visa stage. Plan your deposit deadline with some room to spare.

## Mistakes that cost time

- **Applying too early.** A conditional offer or an offer for the wrong intake means applying again.
- **Names that do not match.** Fix spelling differences before you apply.
- **Paying someone to "speed it up".** The process is online. Anyone who offers a faster NOC for an extra payment outside the portal is not offering anything the ministry recognises. Report such offers to the ministry.
- **Forgetting the NOC for a change of plan.** If you change university or country after the NOC is issued, ask the ministry whether you need a new one before the bank sends money to the new institution.

## Where a consultancy fits in

A licensed consultancy can check your documents and help you fill in the form, but the NOC is issued to you, in your name, through the ministry's own system. You can apply yourself; many students do.

## Official sources

The ministry's portal could not be reached for this check, so confirm each step and the current fee on the portal itself before you apply.

- Ministry of Education, Science and Technology: NOC portal, <https://noc.moest.gov.np>
- Ministry of Education, Science and Technology, <https://moest.gov.np>
- Our NOC guide on the FAQ page, with the documents list and the date it was last checked: [/faqs](/faqs)`,
    ne: {
      title: 'नो अब्जेक्सन सर्टिफिकेट (NOC): चरणबद्ध मार्गदर्शन',
      excerpt: 'विदेश पढ्न जाने हरेक विद्यार्थीलाई बैंकले ट्युसन शुल्क पठाउनुअघि शिक्षा, विज्ञान तथा प्रविधि मन्त्रालयको एनओसी चाहिन्छ। यसको प्रक्रिया चरणबद्ध रूपमा यहाँ छ।',
      body: `नेपालको बैंकले विदेशको विश्वविद्यालयमा तपाईंको ट्युसन शुल्क पठाउनुअघि **नो अब्जेक्सन सर्टिफिकेट (एनओसी)** माग्छ। यो प्रमाणपत्र जारी गर्ने निकाय: {{fact nepal.noc.issuer}}। एनओसी भनेको तपाईं विदेश पढ्न जाँदा मन्त्रालयलाई कुनै आपत्ति छैन भन्ने पत्र हो। यो नभए पैसा देशबाट बाहिर जाँदैन, र डिपोजिट नपुगेसम्म धेरैजसो विश्वविद्यालयले भिसाका लागि चाहिने कागजात (अस्ट्रेलियाका लागि CoE, बेलायतका लागि CAS, अमेरिकाका लागि I-20, क्यानडाका लागि Letter of Acceptance वा न्युजिल्यान्डका लागि offer of place) पठाउँदैनन्।

यो लेखले धेरैजसो परिवारले भेट्ने क्रममै प्रक्रिया बताउँछ। मन्त्रालयले फारम र शुल्क बेलाबेलामा परिवर्तन गर्छ, त्यसैले अन्तिम कुरा मन्त्रालयकै पोर्टलले भन्छ: निवेदन दिने दिन पोर्टल हेर्नुहोस्।

## चरण १: अफर पक्का नभएसम्म पर्खनुहोस्

विदेशी शिक्षण संस्थाबाट अफर वा भर्ना पत्र पाएपछि मात्र एनओसीको निवेदन दिनुहोस्। अझै अङ्ग्रेजी परीक्षाको स्कोर वा अन्तिम ट्रान्सक्रिप्टमा भर पर्ने सशर्त (conditional) अफर प्रायः पुग्दैन, किनकि मन्त्रालयले तपाईंले अपलोड गरेको अफर पत्रै जाँच्छ। अफरलाई बिनासर्त बनाउनुअघि नै विश्वविद्यालयले डिपोजिट माग्छ भने तपाईंको नाम, कोर्स र रकम खुलेको शुल्कको इन्भ्वाइस माग्नुहोस्: पैसा केका लागि हो भनेर बैंक र मन्त्रालय दुवैले हेर्छन्।

## चरण २: कागजात जम्मा गरेर स्क्यान गर्नुहोस्

फारम खोल्नुअघि नै सफा र पूरा स्क्यान तयार राख्नुहोस्। मन्त्रालयको एनओसी पोर्टलले माग्ने कागजात: {{fact noc.documents}}।

हरेक पाना रङ्गीन स्क्यान गर्नुहोस्, पोर्टलले लिने साइजमा राख्नुहोस्, र फाइलको नाम छुट्टिने गरी राख्नुहोस्। धमिलो ट्रान्सक्रिप्ट वा छुटेको पछाडिको पाना नै निवेदन सच्याउन फर्किने सबैभन्दा सामान्य कारण हो।

**हरेक नाम र मिति जाँच्नुहोस्।** तपाईंको नाम, जन्म मिति र नागरिकता नम्बर राहदानी, प्रमाणपत्र र अफर पत्रमा एउटै हुनुपर्छ। +2 को प्रमाणपत्रमा नामको हिज्जे राहदानीभन्दा फरक छ भने निवेदन दिनुअघि नै सम्बन्धित बोर्ड वा विद्यालयबाट मिलाउनुहोस्, वा प्रमाणसहित कारण बुझाउन तयार रहनुहोस्।

## चरण ३: खाता खोलेर फारम भर्नुहोस्

मन्त्रालयको एनओसी पोर्टल [noc.moest.gov.np](https://noc.moest.gov.np) मा जानुहोस् र हरेक दिन हेर्ने इमेल ठेगानाले खाता खोल्नुहोस्; सच्याउनुपर्ने कुराको सूचना त्यहीँ आउँछ। देश, शिक्षण संस्था, कोर्स, तह र अवधि ध्यान दिएर भर्नुहोस्। संस्थाको नाम अफर पत्रमा जस्तो छ, ठ्याक्कै त्यस्तै लेख्नुहोस्।

## चरण ४: अपलोड, भुक्तानी र पेस

फारमले मागेको ठाउँमा हरेक कागजात अपलोड गर्नुहोस्, पोर्टलमा भएका भुक्तानीका माध्यमबाट शुल्क तिर्नुहोस्, अनि पेस गर्नुहोस्। भुक्तानीको रसिद र निवेदन नम्बर राख्नुहोस्: मन्त्रालयमा फोन गर्दा वा पुग्दा यी चाहिन्छन्।

शुल्क र भुक्तानीका माध्यम मन्त्रालयले तोक्छ र परिवर्तन हुन सक्छ, त्यसैले यो लेखले रकम लेखेको छैन। तिर्नुअघि पोर्टलले नै हालको शुल्क देखाउँछ।

## चरण ५: निवेदनको अवस्था हेर्नुहोस्, सच्याउन भनिए छिटो जवाफ दिनुहोस्

निवेदन कहाँ पुग्यो भनेर पोर्टलमा लगइन गरी हेर्नुहोस्। मन्त्रालयले केही सच्याउन भन्यो (सफा स्क्यान, छुटेको पाना, अर्कै कागजात) भने सकेसम्म सोही दिन जवाफ दिनुहोस्। सच्याउन बाँकी निवेदन त्यसै रोकिन्छ; तपाईंले जवाफ नदिएसम्म केही अघि बढ्दैन।

## चरण ६: एनओसी डाउनलोड गरेर बैंकमा लैजानुहोस्

एनओसी स्वीकृत भएपछि पोर्टलबाट डाउनलोड गरेर प्रिन्ट गर्नुहोस्, अनि विश्वविद्यालयको इन्भ्वाइस र विश्वविद्यालयले दिएको खाताको विवरणसहित बैंकमा लैजानुहोस्। बैंकले एनओसी र इन्भ्वाइस मिलाएर पैसा पठाउँछ। पैसा पठाएको प्रमाण (प्रायः SWIFT कपी भनिन्छ) बैंकसँग माग्नुहोस् र विश्वविद्यालयलाई पठाउनुहोस्: कतिपय विश्वविद्यालयले त्यो देखेपछि मात्र CoE, CAS वा I-20 जारी गर्छन्।

## कति समय लाग्छ?

समय मौसमअनुसार फरक पर्छ। फेब्रुअरी, जुलाई र सेप्टेम्बरका इन्टेकअघिका हप्ताहरू सबैभन्दा व्यस्त हुन्छन्, त्यसैले भिसाको बेलासम्म नपर्खी अफर पक्का हुनेबित्तिकै निवेदन दिनुहोस्। डिपोजिटको अन्तिम मितिभन्दा केही समय अगाडि नै योजना बनाउनुहोस्।

## समय खेर फाल्ने गल्तीहरू

- **धेरै चाँडो निवेदन।** सशर्त अफर वा गलत इन्टेकको अफरले फेरि निवेदन दिनुपर्ने हुन्छ।
- **नाम नमिल्नु।** हिज्जेको फरक निवेदनअघि नै मिलाउनुहोस्।
- **"छिटो गरिदिन्छु" भन्नेलाई पैसा दिनु।** प्रक्रिया अनलाइन छ। पोर्टलबाहिर थप पैसा लिएर छिटो एनओसी दिलाउँछु भन्नेले मन्त्रालयले मान्ने कुनै सेवा दिइरहेको हुँदैन। यस्तो प्रस्ताव मन्त्रालयमा जानकारी गराउनुहोस्।
- **योजना फेरिँदा एनओसी बिर्सनु।** एनओसी जारी भएपछि विश्वविद्यालय वा देश परिवर्तन गर्नुभयो भने नयाँ संस्थामा पैसा पठाउनुअघि नयाँ एनओसी चाहिन्छ कि चाहिँदैन, मन्त्रालयसँग सोध्नुहोस्।

## कन्सल्टेन्सीको भूमिका

इजाजतप्राप्त कन्सल्टेन्सीले तपाईंका कागजात जाँच्न र फारम भर्न सघाउन सक्छ, तर एनओसी मन्त्रालयकै प्रणालीबाट तपाईंकै नाममा जारी हुन्छ। तपाईं आफैँ निवेदन दिन सक्नुहुन्छ; धेरै विद्यार्थीले आफैँ दिन्छन्।

## आधिकारिक स्रोतहरू

यो जाँच गर्दा मन्त्रालयको पोर्टल खुल्न सकेन, त्यसैले निवेदन दिनुअघि हरेक चरण र हालको शुल्क पोर्टलमै पक्का गर्नुहोस्।

- शिक्षा, विज्ञान तथा प्रविधि मन्त्रालय: एनओसी पोर्टल, <https://noc.moest.gov.np>
- शिक्षा, विज्ञान तथा प्रविधि मन्त्रालय, <https://moest.gov.np>
- प्रश्नोत्तर पृष्ठमा हाम्रो एनओसी मार्गदर्शन, कागजातको सूची र अन्तिम पटक जाँचेको मितिसहित: [/ne/faqs](/ne/faqs)`,
    },
    coverImage: '/images/covers/cover-1.svg',
    author: AUTHOR,
    tags: ['NOC', 'Nepal', 'documents'],
    status: 'published',
    publishedAt: '2025-09-02T09:00:00.000Z',
  },
  {
    slug: 'choosing-a-licensed-consultancy',
    title: 'Choosing a licensed consultancy safely',
    excerpt: "How to check a consultancy's licence, get every fee in writing, keep control of your applications and spot promises nobody can keep.",
    body: `Most Nepali students who study abroad use an education consultancy at some point: to choose a course, to check documents, to prepare for IELTS or PTE, or to file the visa application. A good consultancy saves time and mistakes. A bad one can cost a family lakhs of rupees, a lost intake, or a visa refusal that follows the student into every future application. This article explains how to tell the difference before you pay anything.

## Rule one: the consultancy must hold a current licence

In Nepal, a business that advises students on study abroad needs a government licence to run an educational consultancy. Which office issues it: {{fact consultancy.licensing-authority}} Ask to see the licence certificate at the office. Read the name on it (it should match the name on the signboard and the receipt), the address, and the date it is valid until. Then check it with the office that issued it. If the consultancy cannot show a current licence, stop there.

A licence does not prove that the advice is good, but it tells you the business is registered, that it can be held to account, and that you have somewhere to complain.

## Rule two: get every fee in writing before you sign

Many consultancies are paid a commission by the universities they recruit for and charge students little or nothing for admission help. Others charge for test preparation classes, document services or visa filing. Both models are legal. What matters is that you know the full cost at the start.

Ask for a written list of every fee: what it is for, how much, when it is due, and whether any of it is refunded if the visa is refused or you change your mind. Pay by bank transfer or against a printed receipt with the consultancy's name and PAN number. Never pay cash without a receipt.

Be careful with the difference between **fees to the consultancy** and **money for the university or the government**. Tuition deposits go to the university, visa fees go to the embassy or immigration department, and the NOC fee is paid on the ministry's portal. Where you can, pay these yourself, directly. If a consultancy asks you to hand over tuition money so that it can "pay the university for you", ask why you cannot pay the university's account directly with the NOC from your own bank.

## Rule three: nobody can guarantee a visa

The decision belongs to the immigration officer of the country you apply to. A consultancy that promises a "100% visa", a "guaranteed" scholarship or an offer "without IELTS" for a course that normally needs it is telling you something it cannot know. Treat such promises as a warning sign, not a selling point.

## Rule four: your documents stay yours

Give copies, not originals, unless there is a clear reason (for example, a document that must be posted to an embassy), and even then ask for a signed receipt that lists each original. Keep your own folder with a copy of everything: offer letters, fee receipts, the NOC, the visa application and every e-mail.

Insist that applications are made **in your own name, with your own e-mail address and password**: the university portal, the visa account (ImmiAccount, the IRCC portal, the UK Visas and Immigration account, the US DS-160) and the NOC portal. You must be able to log in and see what was submitted on your behalf. A consultancy that keeps your login details to itself keeps control of your application.

## Rule five: read what is submitted before it goes

Everything in a visa application is your responsibility, even when someone else typed it. Read every answer and every document before it is submitted. A false document or an invented job letter can lead to a refusal and, in several countries, a ban on future applications. If a consultancy suggests "arranging" a bank balance, a job letter or a relationship certificate, walk away.

## Questions to ask at the first meeting

- Can I see your licence? Which office issued it, and until when is it valid?
- Which universities do you represent, and do they pay you? Will you show me courses from universities you do not represent?
- What will I pay you, in total, and when? What is refunded if my visa is refused?
- Who will handle my file, and can I reach them directly?
- Will all applications be made with my own e-mail address, and will I have the passwords?
- Can you give me the names of two or three past students I can talk to?

A good counsellor answers these questions calmly and in writing. One who avoids them has given you your answer.

## Ratings, reviews and "verified" badges

Online ratings and success rates are easy to publish and hard to check. Read them as one signal among several. The listings in Gantavya's directory are **sample listings**, shown to demonstrate how the directory works: the names, ratings and figures are invented. Before you rely on any consultancy, here or elsewhere, check its licence with the office that issued it yourself.

## If something goes wrong

Keep copies of receipts, contracts and messages. Raise the problem with the consultancy in writing first. If it is not resolved, you can complain to the office that licensed the consultancy (see rule one). For problems with a university or a visa, contact the university's international office or the embassy directly: they will speak to you, the applicant.

## Official sources

- Ministry of Education, Science and Technology, <https://moest.gov.np>
- Ministry of Education, Science and Technology: NOC portal, <https://noc.moest.gov.np>
- Our FAQ on checking a consultancy: [/faqs](/faqs)`,
    coverImage: '/images/covers/cover-2.svg',
    author: AUTHOR,
    tags: ['consultancies', 'safety', 'Nepal'],
    status: 'published',
    publishedAt: '2025-09-20T09:00:00.000Z',
  },
  {
    slug: 'showing-funds-for-a-student-visa',
    title: 'Showing funds for a student visa: what banks and embassies look for',
    excerpt:
      'The living-cost amounts for Australia, Canada, the UK, New Zealand and the USA, with their dates and sources, and how to document where your money came from.',
    body: `Every student visa asks the same question in a different form: can you pay for your course and live without working illegally or running out of money? The answer is your evidence of funds. It is also the part of the application where Nepali families most often lose time, because money that is real but badly documented looks the same to a visa officer as money that is not there.

This article explains what each of the five main destinations asks for, and how to prepare the paper trail. The amounts change, so each one is shown from our dated fact records, with the month it applies from and a link to its official source.

## How much: the living-cost amounts

On top of tuition (usually the first year's tuition, minus any deposit you have paid), each country sets a living-cost amount:

- **Australia:** {{fact destination.australia.cost.living-costs-required-for-the-visa}} for the student, plus travel. Family members who come with you add more.
- **Canada:** {{fact destination.canada.cost.living-costs-required-for-the-permit}} for a single student outside Quebec, plus first-year tuition and travel.
- **UK:** {{fact destination.uk.visa-funds}} For a course of nine months or more that is {{fact destination.uk.cost.living-costs-required-london-9-months}} in London or {{fact destination.uk.cost.living-costs-required-outside-london-9-months}} elsewhere, on top of unpaid tuition.
- **New Zealand:** {{fact destination.new-zealand.visa-funds}}
- **USA:** there is no single figure. Your university works out a year's cost (tuition plus living) and writes it on your Form I-20: {{fact destination.usa.visa-funds}}

Convert these to rupees at the current Nepal Rastra Bank rate and add a margin: exchange rates move, and a balance that was enough in one month can fall short in the next.

## What counts as evidence

Embassies accept several kinds of evidence, and most Nepali families use a combination:

- **Savings and fixed deposits** in a bank, in your name or your sponsor's, with statements covering several months.
- **An education loan** from a Nepali bank. Ask for a loan sanction letter that states the amount, that it is for your education, and when and how it will be paid out.
- **A sponsor's income:** salary (with a letter from the employer and tax records), business income (registration, tax clearance, audited accounts), rent (rental agreements), or agricultural income (with a certificate from the ward or municipality).
- **Scholarships** or tuition already paid, with the university's receipt.
- **For Canada,** a Guaranteed Investment Certificate (GIC) from a participating Canadian bank is the clearest proof of the living-cost amount.

## The UK's 28-day rule

The UK is the strictest on timing. The money must be held {{fact destination.uk.funds-28-days}}. If the money is in a parent's account, you also need your birth certificate and a letter from the parent agreeing to its use.

## Source of funds: where the money came from

Having the balance is half the task. The other half is showing where it came from. A sudden large deposit a few weeks before the application, with no explanation, is one of the most common reasons for refusals in Nepali files. Visa officers read bank statements line by line.

Prepare a short, factual explanation of every large deposit: the sale of land (with the sale deed), a loan disbursement (with the sanction letter), a maturing fixed deposit, or a transfer from a relative (with their statement and a note of the relationship). Keep the numbers consistent: the income your sponsor declares on a tax certificate should be able to produce the savings you show.

## Sponsors

Parents are the most common sponsors, and their support is the easiest to document. Grandparents, uncles, aunts or siblings can also sponsor you, but expect closer questions. Document the relationship (a relationship verification certificate from the ward office, birth certificates) and explain why this person is paying. A sponsor should be able to show that paying for you leaves the rest of the family able to live.

## Loans from Nepali banks

Most commercial banks offer education loans against property or fixed deposits. Start early: valuation of land or a house, legal checks and approval take time. Ask the bank to state the disbursement schedule in the sanction letter, and keep in mind that the tuition transfer itself needs your NOC from the Ministry of Education, Science and Technology.

## A checklist before you apply

1. Find your destination's current amount on its official page (links below) and add a margin for the exchange rate.
2. Decide which evidence you will use, and collect statements for the period the embassy asks for.
3. Write down where each large deposit came from and attach the proof.
4. Check that names match across bank statements, passports and relationship documents.
5. For the UK, mark the 28-day window on a calendar and do not touch the money during it.
6. Keep copies of everything: you may be asked again at the airport or when you extend your visa.

## Official sources

- Department of Home Affairs (Australia), Student visa (subclass 500), <https://immi.homeaffairs.gov.au/visas/getting-a-visa/visa-listing/student-500>
- Immigration, Refugees and Citizenship Canada, proof of funds, <https://www.canada.ca/en/immigration-refugees-citizenship/services/study-canada/study-permit/get-documents.html>
- GOV.UK, Student visa: money, <https://www.gov.uk/student-visa/money>; the 28-day rule
- Immigration New Zealand, student fund requirements, <https://www.immigration.govt.nz/process-to-apply/applying-for-a-visa/providing-evidence-and-documents-to-support-your-visa-application/student-fund-requirements>
- U.S. Department of State, student visa, <https://travel.state.gov/content/travel/en/us-visas/study/student-visa.html>
- Nepal Rastra Bank, foreign exchange rates, <https://www.nrb.org.np/forex/>`,
    coverImage: '/images/covers/cover-3.svg',
    author: AUTHOR,
    tags: ['visa', 'funds'],
    status: 'published',
    publishedAt: '2025-10-05T09:00:00.000Z',
  },
  {
    slug: 'ielts-or-pte',
    title: 'IELTS or PTE? Choosing your English test from Kathmandu',
    excerpt: 'Both are accepted for most student visas. Compare the formats, check what your university and visa accept, and book the one that suits you.',
    body: `IELTS and PTE Academic are the two English tests most Nepali students choose, and both are taken in Kathmandu and other cities. Both are accepted by almost every university in Australia, the UK, Canada and New Zealand, and by many in the USA. So the real question is not "which test is better?" but "which test will get *me* the score I need, accepted by *my* university and *my* visa, in time?"

## Start with what your university and visa accept

Before you book anything, check two lists:

1. **Your university's English requirement** for your course: which tests, the overall score, and the minimum in each skill. Nursing, teaching, law and some postgraduate courses ask for more than the general requirement.
2. **Your visa's requirement.** Australia's student visa needs a test result unless you are exempt. The minimum: {{fact destination.australia.english-visa-minimum}}. The tests it accepts: {{fact destination.australia.english-accepted-tests}}. For the UK: {{fact destination.uk.english-requirement}}.

If both lists include IELTS and PTE, you can choose freely.

## How the two tests differ

**IELTS Academic.** How it is taken: {{fact exam.ielts.format}} Total time: {{fact exam.ielts.total-time}}. The parts: {{fact exam.ielts.sections}}. Scores: {{fact exam.ielts.score-scale}}

**PTE Academic.** How it is taken: {{fact exam.pte.format}} Total time: {{fact exam.pte.total-time}}. Many tasks test two skills at once (for example, listening and writing in "write from dictation"), and the whole test is scored by computer. Scores: {{fact exam.pte.score-scale}}

How long a result counts: IELTS {{fact exam.ielts.validity}}; PTE {{fact exam.pte.validity}}.

## Which suits you?

**IELTS may suit you if:**

- you speak more comfortably to a person than to a microphone;
- you like to plan an essay on paper, or you want to choose between the paper and computer versions;
- your handwriting and typing are both fine but you prefer longer reading passages with time to think.

**PTE may suit you if:**

- you are comfortable typing and speaking to a computer with others talking nearby in the test room;
- you want results quickly ({{fact exam.pte.in-nepal}});
- you do well with many short tasks rather than a few long ones.

Neither test is "easier". Students who switch tests often find a different format helps them show their English, but the level of English needed is the same. Convert your target score between the two using the table your university or visa publishes, not an unofficial chart.

## Prepare with the official materials

Both test owners publish free sample questions and paid practice tests: use them to learn the format before you pay for classes. If you join a preparation class, ask for a full practice test under timed conditions in the first week, and again before you book.

For speaking practice, talk in English every day with a friend or family member about something that interests you, and time yourself. For writing, practise the exact task types and have someone who knows the marking criteria read your answers.

## Booking in Nepal

Book **only** on the official booking pages of the test owners or their official partners (for IELTS, IDP and the British Council; for PTE, Pearson). Check the fee in rupees on the booking page on the day you book: fees change, and we do not quote one here. Bring the passport you used to book; the name must match exactly.

Book early for the months before the February, July and September intakes, when seats fill quickly. Leave enough time to take the test a second time if you miss your score by half a band.

## If you miss the score

- **IELTS One Skill Retake:** {{fact exam.ielts.one-skill-retake}}. Check that your university and visa accept it before you rely on it.
- Some universities offer **pathway or pre-sessional English courses** for students a little below the requirement. They add time and cost, so read the conditions carefully.
- Do not book the same test again the next week without changing how you prepare. Look at your skill scores and work on the weakest one.

## Official sources

- IELTS (official), IELTS Academic test format, <https://ielts.org/take-a-test/test-types/ielts-academic-test>
- Pearson PTE (official), PTE Academic test format, <https://www.pearsonpte.com/pte-academic/test-format>
- Department of Home Affairs (Australia), English test results, <https://immi.homeaffairs.gov.au/help-support/meeting-our-requirements/english-language/english-test-results>
- GOV.UK, Student visa: knowledge of English, <https://www.gov.uk/student-visa/knowledge-of-english>
- Our exam pages, with each fact's date and source: [/exam/ielts](/exam/ielts) and [/exam/pte](/exam/pte)`,
    coverImage: '/images/covers/cover-4.svg',
    author: AUTHOR,
    tags: ['IELTS', 'PTE', 'English tests'],
    status: 'published',
    publishedAt: '2025-10-22T09:00:00.000Z',
  },
  {
    slug: 'writing-a-statement-of-purpose',
    title: 'Writing a statement of purpose that is honest and clear',
    excerpt: 'What universities and visa officers look for in an SOP, a structure that works, and how to explain a gap or a change of field.',
    body: `A statement of purpose (SOP) is a short essay in which you explain what you want to study, why, why at this university and in this country, and what you will do afterwards. Universities read it to decide whether you fit the course. Visa officers read a similar document to decide whether you are a genuine student:

- **Australia:** {{fact destination.australia.genuine-student}}.
- **Canada:** {{fact destination.canada.study-plan}}.
- **USA:** the same questions come face to face. {{fact destination.usa.visa-interview}}.

A good SOP is not clever writing. It is a clear, honest story that the rest of your file supports.

## Before you write: collect your facts

Write down, in plain notes:

- your studies so far: board, subjects, grades, any degree, and your final-year project;
- every job, internship, training course or volunteer role, with dates;
- any gap of a few months or more, and what you did in it;
- the course you are applying for: three or four modules that genuinely interest you, and why;
- the university: something specific that is true only of it (a lab, a work placement, a teacher whose work you have read, a location that matters for your field);
- the country: why study there rather than in Nepal or elsewhere;
- your plan after the course, in Nepal or wherever you honestly intend to work, with the kind of employer and role.

Most weak SOPs are weak because this list was never made.

## A structure that works

**1. Opening (one paragraph).** Start with the moment or problem that led you to this field, told in two or three sentences. Skip quotations and general statements about how important education is.

**2. Your background (one or two paragraphs).** What you studied and did, and what you learned from it. Connect it to the course: "My final-year project on irrigation scheduling in Chitwan showed me I needed stronger data skills" says more than a list of grades.

**3. Why this course and this university (one or two paragraphs).** Name modules, facilities or opportunities, and say why each one matters to you. If you could paste the paragraph into an application to another university without changing it, it is too general.

**4. Why this country (one paragraph).** Be practical: the course structure, its recognition in your field, work placements, the length of the degree.

**5. Your plan after the course (one paragraph).** Be specific and realistic. Name the kind of organisation you hope to work for and the role. If you intend to return to Nepal, say what you will do there. Do not promise things you cannot know.

**6. Close (two or three sentences).** Bring it back to your goal.

Most universities want 500 to 1,000 words; follow the limit in each application exactly.

## Explaining a gap or a change of field

A gap is not a problem in itself. An unexplained gap is. Say what you did, with dates, and attach evidence: an employment letter with tax records, training certificates, or documents for a family responsibility or illness. If you are changing field (for example, from business studies to IT), explain what made you change and what you have already done to prepare: a course, a job, a project.

## Funding and ties: say it briefly and truthfully

Visa officers want to know who pays and why you will follow the rules of your visa. In your SOP or Genuine Student answers, state simply who is funding you and how (for example, your parents' savings and an education loan), matching exactly what your financial documents show. Mention real ties (family, property, a job offer or a career path in Nepal) without exaggerating them.

## Write it yourself

Admissions staff and visa officers read thousands of statements and recognise copied, template and machine-generated text quickly. Identical paragraphs across many applicants from the same city are a well-known warning sign. Use a consultancy or a teacher to **review** your draft for clarity and grammar, not to write it. Every sentence should be something you could explain in an interview.

## Before you submit

1. Read it aloud. Cut any sentence that does not help the reader understand your plan.
2. Check every fact against your documents: dates, grades, employers, amounts.
3. Check the university's name and course title (a wrong university name is a common and costly mistake).
4. Ask someone who knows you to read it: does it sound like you?
5. Keep a copy. You may be asked about it at a visa interview or when you arrive.

## Official sources

- Department of Home Affairs (Australia), Student visa (subclass 500), Genuine Student requirement, <https://immi.homeaffairs.gov.au/visas/getting-a-visa/visa-listing/student-500>
- Immigration, Refugees and Citizenship Canada, study permit: documents, including the study plan, <https://www.canada.ca/en/immigration-refugees-citizenship/services/study-canada/study-permit/get-documents.html>
- U.S. Department of State, student visa and interview, <https://travel.state.gov/content/travel/en/us-visas/study/student-visa.html>`,
    coverImage: '/images/covers/cover-1.svg',
    author: AUTHOR,
    tags: ['SOP', 'applications'],
    status: 'published',
    publishedAt: '2025-11-10T09:00:00.000Z',
  },
  {
    slug: 'pre-departure-checklist',
    title: 'Your pre-departure checklist',
    excerpt: 'Documents, visa conditions, money, accommodation, health and accounts: what to sort out before you fly from Kathmandu.',
    body: `Your visa has been granted. Before you fly, there is a list of things that are easy to forget in the excitement, and some that are hard to fix once you have left Nepal. Work through this checklist in the weeks before departure. Rules that change are shown from our fact records, each with the month it holds from and its official source.

## Documents: originals in your hand luggage

Carry these in a folder in your hand luggage, never in checked baggage:

- passport, with at least six months' validity beyond your planned stay where possible, and the visa or visa grant letter;
- your admission document: CoE (Australia), CAS number (UK), Form I-20 signed by you and the school (USA), Letter of Acceptance and the study permit approval letter (Canada), offer of place (New Zealand);
- proof of funds and tuition receipts, the same ones you used for the visa;
- health insurance documents: Overseas Student Health Cover for Australia, your insurance policy for New Zealand, and any school plan details;
- academic originals (transcripts, certificates), your NOC, and the bank's transfer confirmation;
- a few passport photos and a list of emergency contacts.

Also keep scans of everything in a secure online folder and share access with a family member at home.

## Check your visa's conditions and dates

Read your grant letter carefully: the course and provider it is tied to, the work limit, and the dates. Some entry rules:

- **Australia:** you can arrive {{fact destination.australia.arrival}}. Work while studying: {{fact destination.australia.work-during-study}}
- **USA:** you may enter {{fact destination.usa.arrival}}.
- **UK:** {{fact destination.uk.evisa}}. The TB test certificate: {{fact destination.uk.tb-certificate}}.
- **Canada:** {{fact destination.canada.port-of-entry}}.
- **New Zealand:** {{fact destination.new-zealand.health-cover}}

## Money

- Tell your bank you are travelling, and ask which cards work abroad and what they charge.
- Carry some money in the local currency for the first days (transport, SIM card, food), within the limits Nepal Rastra Bank allows for travellers, and declare what the rules require at the airport.
- Plan your first three months of costs: rent, deposit, food, transport, phone. Rent is usually the largest item, and the first month often needs a deposit as well.
- Keep the details of your education loan and the bank's contact for future tuition transfers: later instalments also go through a Nepali bank.

## Accommodation and arrival

- Confirm where you will stay for at least the first two weeks before you fly, with the address written down.
- Book your airport pick-up if the university offers one, or find out how to reach your accommodation by public transport.
- Note the date and place of orientation and enrolment. Missing enrolment can put your visa at risk in some countries.

## Health

- Get a dental check-up and any vaccinations your university asks for, with the certificates in English.
- If you take regular medicine, carry a letter from your doctor in English and enough for the first weeks, in original packaging. Check the destination's rules on bringing medicines.
- Find out how your health cover works: how to see a doctor, and what is covered.

## Phone, e-mail and accounts

- Make sure you can log in, from abroad, to every account that matters: university portal, visa account, e-mail, banking app. Two-step codes sent to a Nepali SIM may not arrive abroad; switch them to an app where you can.
- Save the phone numbers of the university's international student office and the Embassy of Nepal in your destination.

## Packing

- Check your airline's baggage allowance and the destination's customs rules on food: many countries, including Australia and New Zealand, are strict about food, seeds and plant or animal products, and you must declare them.
- Pack for the season you arrive in, and keep one change of clothes in your hand luggage.

## The last week

1. Print or save your boarding pass, grant letter and admission document.
2. Leave copies of everything with your family.
3. Share your flight details and first address with family and the university.
4. Rest. The first weeks abroad are busy.

## Official sources

- Department of Home Affairs (Australia), Student visa (subclass 500), <https://immi.homeaffairs.gov.au/visas/getting-a-visa/visa-listing/student-500>
- U.S. Department of State, student visa, <https://travel.state.gov/content/travel/en/us-visas/study/student-visa.html>
- GOV.UK, Student visa, <https://www.gov.uk/student-visa>
- Immigration, Refugees and Citizenship Canada, study permit, <https://www.canada.ca/en/immigration-refugees-citizenship/services/study-canada/study-permit.html>
- Immigration New Zealand, Fee Paying Student Visa, <https://www.immigration.govt.nz/new-zealand-visas/visas/visa/fee-paying-student-visa>
- Nepal Rastra Bank, <https://www.nrb.org.np>`,
    coverImage: '/images/covers/cover-2.svg',
    author: AUTHOR,
    tags: ['planning', 'travel'],
    status: 'published',
    publishedAt: '2025-11-15T09:00:00.000Z',
  },
];
