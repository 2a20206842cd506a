import type { Message } from '../config/routes';
import type { Sourced } from './facts';

/** Nepal's No Objection Certificate (NOC) for study abroad, issued by MoEST. */
export const MOEST_URL = 'https://moest.gov.np';
export const NOC_PORTAL_URL = 'https://noc.moest.gov.np';

/** The guide's texts are messages (the FAQs page shows it; the documents and steps are also fact records, in English). */
export const NOC_GUIDE: Sourced & { what: Message; whenNeeded: Message[]; documents: Message[]; steps: Message[]; tips: Message[] } = {
  what: /*i18n*/ {
    id: 'noc.what',
    message:
      "The No Objection Certificate (NOC) is a letter from Nepal's Ministry of Education, Science and Technology (MoEST) confirming it has no objection to you studying abroad. Banks in Nepal need it to transfer tuition and living-cost money to a foreign university.",
  },
  whenNeeded: [
    /*i18n*/ { id: 'noc.whenNeeded1', message: 'Before your bank sends tuition fees or a deposit abroad.' },
    /*i18n*/ { id: 'noc.whenNeeded2', message: 'When an embassy or your bank asks for evidence that the transfer of funds is approved.' },
    /*i18n*/ { id: 'noc.whenNeeded3', message: 'Apply once you hold an offer or admission letter (CoE, CAS, I-20, LOA or offer of place).' },
  ],
  documents: [
    /*i18n*/ { id: 'noc.documents1', message: 'Offer or admission letter from the foreign institution' },
    /*i18n*/ { id: 'noc.documents2', message: 'Academic transcripts and certificates (SEE, +2 and any degree)' },
    /*i18n*/ { id: 'noc.documents3', message: 'Nepali citizenship certificate or passport' },
    /*i18n*/ { id: 'noc.documents4', message: 'English test result when the admission used one' },
    /*i18n*/ { id: 'noc.documents5', message: 'Fee invoice or payment details from the institution' },
  ],
  steps: [
    /*i18n*/ { id: 'noc.steps1', message: 'Create an account on the MoEST NOC portal and fill in the online form.' },
    /*i18n*/ { id: 'noc.steps2', message: 'Upload clear scans of each document and pay the fee online.' },
    /*i18n*/ { id: 'noc.steps3', message: 'Track the application in the portal; the ministry may ask for corrections.' },
    /*i18n*/ { id: 'noc.steps4', message: 'Download the approved NOC and give it to your bank for the transfer.' },
  ],
  tips: [
    /*i18n*/ { id: 'noc.tips1', message: 'Names and dates must match exactly across your passport, certificates and offer letter.' },
    /*i18n*/ { id: 'noc.tips2', message: 'Apply as soon as your offer is final: the transfer of your deposit waits for the NOC.' },
    /*i18n*/ { id: 'noc.tips3', message: 'Never pay anyone to "speed up" an NOC: the ministry process is online.' },
  ],
  asOf: '2025-07',
  source: NOC_PORTAL_URL,
  sourceName: 'Ministry of Education, Science and Technology, Nepal',
};
