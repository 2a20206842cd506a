import type { Message } from '../../config/routes';
import { REPORT_FILE_SIZE_MESSAGE, REPORT_FILE_TYPE_MESSAGE, REPORT_FILES_COUNT_MESSAGE, REPORT_TEXT_MIN } from '../../domain/report';
import { SUBMIT_FAILED_TEXT } from '../../../machines/submission/attempt';
import { API_KNOWN_TEXTS } from '../../common/apiKnownText';

/*
 * The report form's texts, apart from the pages' (text.ts): the form's checks come with the validation
 * library, which the list and a consultancy's page do not load until the form is used.
 */

/** The report-a-problem form. */
export const REPORT_TEXT = {
  sentTitle: /*i18n*/ {
    id: 'consultancy.report.sent',
    message: '<0>Thank you, your report was sent.</0> Our team reads every report and looks into it; only the team sees what you sent.',
  },
  another: /*i18n*/ { id: 'consultancy.report.another', message: 'Report another problem' },
  title: /*i18n*/ { id: 'consultancy.report.title', message: 'Report a problem' },
  lead: /*i18n*/ {
    id: 'consultancy.report.lead',
    message:
      'Did something go wrong with {name}: a fee without a receipt, documents kept, a promise broken? Tell our team. We read every report, and only the team sees it and your files.',
  },
  sending: /*i18n*/ { id: 'consultancy.report.sending', message: 'Sending your report…' },
  attentionOne: /*i18n*/ { id: 'consultancy.report.attentionOne', message: 'One field needs your attention.' },
  attentionMany: /*i18n*/ { id: 'consultancy.report.attentionMany', message: '{count} fields need your attention.' },
  notSent: /*i18n*/ { id: 'consultancy.report.notSent', message: '<0>Your report was not sent.</0> {error} Your text is kept.' },
  tryAgain: /*i18n*/ { id: 'consultancy.report.tryAgain', message: 'Try again' },
  whatHappened: /*i18n*/ { id: 'consultancy.report.whatHappened', message: 'What happened' },
  contact: /*i18n*/ { id: 'consultancy.report.contact', message: 'Your e-mail or phone (optional)' },
  contactHint: /*i18n*/ { id: 'consultancy.report.contactHint', message: 'Only if you want our team to reach you.' },
  evidence: /*i18n*/ { id: 'consultancy.report.evidence', message: 'Evidence (optional)' },
  evidenceHint: /*i18n*/ {
    id: 'consultancy.report.evidenceHint',
    message: 'Photos, screenshots or PDF files: up to {files} files of {size} MB each. Only our team sees them.',
  },
  kb: /*i18n*/ { id: 'consultancy.report.kb', message: '{size} KB' },
  mb: /*i18n*/ { id: 'consultancy.report.mb', message: '{size} MB' },
  sendingButton: /*i18n*/ { id: 'consultancy.report.sendingButton', message: 'Sending…' },
  send: /*i18n*/ { id: 'consultancy.report.send', message: 'Send report' },
};

/**
 * The form's check and the server say what is wrong in English (src/domain/report.ts, the submission's
 * failure): the messages it knows, by their English text, in the page's language.
 */
const REPORT_ERRORS: ReadonlyMap<string, Message> = new Map<string, Message>([
  [REPORT_FILE_TYPE_MESSAGE, /*i18n*/ { id: 'consultancy.report.error.fileType', message: 'Attach images (JPEG, PNG or WebP) or PDF files only' }],
  [REPORT_FILE_SIZE_MESSAGE, /*i18n*/ { id: 'consultancy.report.error.fileSize', message: 'Each file can be at most 2 MB' }],
  [REPORT_FILES_COUNT_MESSAGE, /*i18n*/ { id: 'consultancy.report.error.filesCount', message: 'Attach at most 3 files' }],
  [
    `Tell us what happened in at least ${REPORT_TEXT_MIN} characters`,
    /*i18n*/ { id: 'consultancy.report.error.tooShort', message: 'Tell us what happened in at least 20 characters' },
  ],
  [
    'The file could not be read: attach it again',
    /*i18n*/ { id: 'consultancy.report.error.unreadable', message: 'The file could not be read: attach it again' },
  ],
  ['A file needs a name', /*i18n*/ { id: 'consultancy.report.error.noName', message: 'A file needs a name' }],
  [SUBMIT_FAILED_TEXT, /*i18n*/ { id: 'consultancy.report.error.failed', message: 'Something went wrong. Please try again.' }],
  ...API_KNOWN_TEXTS,
]);

/** An error of the report form in the page's language: a known text's message (after a file's name, if any), else the text as it came. */
export function reportErrorText(text: string, t: (m: Message) => string): string {
  const known = REPORT_ERRORS.get(text);
  if (known) return t(known);
  const colon = text.indexOf(': ');
  if (colon > 0) {
    const rest = REPORT_ERRORS.get(text.slice(colon + 2));
    if (rest) return `${text.slice(0, colon)}: ${t(rest)}`;
  }
  return text;
}
