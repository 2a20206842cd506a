/** The services pages' own texts (each service's are in src/data/services.ts). */
export const SERVICES_TEXT = {
  lead: /*i18n*/ { id: 'services.text.lead', message: 'From choosing a course to landing abroad: what we help with, free to start.' },
  list: /*i18n*/ { id: 'services.text.list', message: 'Services' },
  whoFor: /*i18n*/ { id: 'services.text.whoFor', message: 'Who it is for' },
  whatYouGet: /*i18n*/ { id: 'services.text.whatYouGet', message: 'What you get' },
  whatItCosts: /*i18n*/ { id: 'services.text.whatItCosts', message: 'What it costs' },
  howItWorksLink: /*i18n*/ { id: 'services.text.howItWorksLink', message: 'How {service} works, step by step' },
  bookFree: /*i18n*/ { id: 'services.text.bookFree', message: 'Book a free consultation' },
  howItWorks: /*i18n*/ { id: 'services.text.howItWorks', message: 'How it works' },
  examGuides: /*i18n*/ { id: 'services.text.examGuides', message: 'Exam guides' },
  visaGuides: /*i18n*/ { id: 'services.text.visaGuides', message: 'Visa guides by destination' },
  visaFor: /*i18n*/ { id: 'services.text.visaFor', message: 'Student visa for {country}' },
  all: /*i18n*/ { id: 'services.text.all', message: 'All services' },
};
