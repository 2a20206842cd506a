import type { Sourced } from './facts';

/** Nepal's No Objection Certificate (NOC) for study abroad, issued by MoEST. */
export const MOEST_URL = 'https://moest.gov.np';
export const NOC_PORTAL_URL = 'https://noc.moest.gov.np';

export const NOC_GUIDE: Sourced & { what: string; whenNeeded: string[]; documents: string[]; steps: string[]; tips: string[] } = {
  what: "The No Objection Certificate (NOC) is a letter from Nepal's Ministry of Education, Science and Technology (MoEST) confirming it has no objection to you studying abroad. Banks in Nepal need it to transfer tuition and living-cost money to a foreign university.",
  whenNeeded: [
    'Before your bank sends tuition fees or a deposit abroad.',
    'When an embassy or your bank asks for evidence that the transfer of funds is approved.',
    'Apply once you hold an offer or admission letter (CoE, CAS, I-20, LOA or offer of place).',
  ],
  documents: [
    'Offer or admission letter from the foreign institution',
    'Academic transcripts and certificates (SEE, +2 and any degree)',
    'Nepali citizenship certificate or passport',
    'English test result when the admission used one',
    'Fee invoice or payment details from the institution',
  ],
  steps: [
    'Create an account on the MoEST NOC portal and fill in the online form.',
    'Upload clear scans of each document and pay the fee online.',
    'Track the application in the portal; the ministry may ask for corrections.',
    'Download the approved NOC and give it to your bank for the transfer.',
  ],
  tips: [
    'Names and dates must match exactly across your passport, certificates and offer letter.',
    'Apply as soon as your offer is final: the transfer of your deposit waits for the NOC.',
    'Never pay anyone to "speed up" an NOC: the ministry process is online.',
  ],
  asOf: '2025-07',
  source: NOC_PORTAL_URL,
  sourceName: 'Ministry of Education, Science and Technology, Nepal',
};
