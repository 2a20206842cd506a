import type { Message } from '../../config/routes';
import { SUBMIT_FAILED_TEXT } from '../../../machines/submission/attempt';
import { useT } from '../../ui/i18n';

/** The contact page's own texts (/contact). */
export const CONTACT_TEXT = {
  lead: /*i18n*/ { id: 'contact.text.lead', message: 'Questions about courses, costs, tests or visas? Write to us or call.' },
  details: /*i18n*/ { id: 'contact.text.details', message: 'Our details' },
  office: /*i18n*/ { id: 'contact.text.office', message: 'Office' },
  phone: /*i18n*/ { id: 'contact.text.phone', message: 'Phone' },
  email: /*i18n*/ { id: 'contact.text.email', message: 'E-mail' },
  hours: /*i18n*/ { id: 'contact.text.hours', message: 'Hours' },
  hoursValue: /*i18n*/ { id: 'contact.text.hoursValue', message: 'Sunday to Friday, 10:00–17:00 (Nepal time)' },
  advice: /*i18n*/ { id: 'contact.text.advice', message: 'Want personal advice? A consultation is free.' },
  book: /*i18n*/ { id: 'contact.text.book', message: 'Book a free consultation' },
  formTitle: /*i18n*/ { id: 'contact.text.formTitle', message: 'Send us a message' },
  sending: /*i18n*/ { id: 'contact.text.sending', message: 'Sending your message…' },
  notSent: /*i18n*/ { id: 'contact.text.notSent', message: 'Your message was not sent.' },
  kept: /*i18n*/ { id: 'contact.text.kept', message: 'Your text is kept.' },
  tryAgain: /*i18n*/ { id: 'contact.text.tryAgain', message: 'Try again' },
  sent: /*i18n*/ { id: 'contact.text.sent', message: 'Thank you, your message was sent.' },
  answer: /*i18n*/ { id: 'contact.text.answer', message: 'We usually answer {within}.' },
  sendAnother: /*i18n*/ { id: 'contact.text.sendAnother', message: 'Send another message' },
  name: /*i18n*/ { id: 'contact.text.name', message: 'Your name' },
  subject: /*i18n*/ { id: 'contact.text.subject', message: 'Subject' },
  message: /*i18n*/ { id: 'contact.text.message', message: 'Message' },
  submitting: /*i18n*/ { id: 'contact.text.submitting', message: 'Sending…' },
  submit: /*i18n*/ { id: 'contact.text.submit', message: 'Send message' },
};

/**
 * The texts the contact form shows that are written in English by code shared with the server (the
 * schemas in src/domain, the statechart's failure, the API client, src/ui/fields' attentionText), keyed
 * by that English (its constant where it has one), so the English stays one source: on a Nepali page a
 * known text shows its message's Nepali text, any other (the server's own words) as it is.
 */
const KNOWN_TEXTS: readonly (readonly [english: string, message: Message])[] = [
  [SUBMIT_FAILED_TEXT, /*i18n*/ { id: 'forms.known.submitFailed', message: 'Something went wrong. Please try again.' }],
  [
    'Cannot reach the server. Check your connection and try again.',
    /*i18n*/ { id: 'forms.known.network', message: 'Cannot reach the server. Check your connection and try again.' },
  ],
  [
    'The server took too long to answer. Please try again.',
    /*i18n*/ { id: 'forms.known.timeout', message: 'The server took too long to answer. Please try again.' },
  ],
  ['Required', /*i18n*/ { id: 'forms.known.required', message: 'Required' }],
  ['Enter a valid e-mail address', /*i18n*/ { id: 'forms.known.email', message: 'Enter a valid e-mail address' }],
  ['Write your name with at least one letter', /*i18n*/ { id: 'forms.known.nameLetter', message: 'Write your name with at least one letter' }],
  ['One field needs your attention.', /*i18n*/ { id: 'forms.known.oneField', message: 'One field needs your attention.' }],
];

const num = '([\\d,]+)';
const KNOWN_PATTERNS: readonly { pattern: RegExp; names: readonly string[]; message: Message }[] = [
  {
    pattern: new RegExp(`^At most ${num} characters: this has ${num}\\. Shorten it by ${num}\\.$`),
    names: ['max', 'length', 'over'],
    message: /*i18n*/ { id: 'forms.known.tooLong', message: 'At most {max} characters: this has {length}. Shorten it by {over}.' },
  },
  {
    pattern: new RegExp(`^${num} fields need your attention\\.$`),
    names: ['count'],
    message: /*i18n*/ { id: 'forms.known.fields', message: '{count} fields need your attention.' },
  },
];

/** A text from the shared code in the page's language: exactly as written on English pages, a known text's Nepali on Nepali pages. */
export function useKnownText() {
  const { t, locale, digits } = useT();
  return (text: string): string => {
    if (locale === 'en') return text;
    const known = KNOWN_TEXTS.find(([english]) => english === text);
    if (known) return t(known[1]);
    for (const { pattern, names, message } of KNOWN_PATTERNS) {
      const m = pattern.exec(text);
      if (m) return t(message, Object.fromEntries(names.map((name, i) => [name, digits(m[i + 1] ?? '')])));
    }
    return text;
  };
}
