// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { KNOWN_PATTERNS, KNOWN_TEXTS } from '../../src/features/booking/formText';
import { FORM_KNOWN_PATTERNS, FORM_KNOWN_TEXTS } from '../../src/common/formKnownText';
import { tooLongMessage } from '../../src/domain/textLength';
import { readTypedDate } from '../../src/domain/bikramSambat';
import { attentionText } from '../../src/ui/fields';
import { bookingStatusLookupSchema } from '../../src/domain/booking';
import { reviewFormSchema } from '../../src/domain/review';
import { API_KNOWN_TEXTS } from '../../src/common/apiKnownText';
import { reportErrorText } from '../../src/features/consultancies/reportText';
import { SERVER_FAILED_TEXT, TOO_MANY_REQUESTS_TEXT } from '../../src/domain/wire';

/** A message's English with its placeholders filled, as the catalog writes it. */
const fill = (message: string, values: Record<string, string>) => message.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? `{${name}}`);

/**
 * The forms' table of the shared code's English texts (src/common/formKnownText.ts, and the booking forms' own in src/features/booking/formText.ts): each key is the
 * text the shared code writes, and its message's English is that same text, so the English pages are
 * unchanged and a Nepali page finds the text it is given.
 */
describe('the known texts of the public forms', () => {
  it('each known text is its message’s English', () => {
    for (const [english, message] of KNOWN_TEXTS) expect(message.message, message.id).toBe(english);
  });

  it('each pattern reads the texts the shared code writes, and its message with the numbers read is that text', () => {
    const typedDate = (typed: string) => {
      const read = readTypedDate(typed);
      return read.ok ? '' : (read.message ?? '');
    };
    const referenceError = bookingStatusLookupSchema.safeParse({ reference: 'x', email: 'a@b.co' }).error?.issues[0]?.message ?? '';
    const reviewError = reviewFormSchema.safeParse({ rating: '5', text: 'short' }).error?.issues[0]?.message ?? '';
    const written = [tooLongMessage(2000, 2345), attentionText(3), referenceError, reviewError, typedDate('2095-01-01 BS'), typedDate('2083-02-32 BS')];
    for (const text of written) {
      const found = KNOWN_PATTERNS.find((p) => p.pattern.test(text));
      expect(found, text).toBeDefined();
      const m = found!.pattern.exec(text)!;
      expect(fill(found!.message.message, Object.fromEntries(found!.names.map((n, i) => [n, m[i + 1] ?? '']))), text).toBe(text);
    }
    expect(attentionText(1)).toBe(KNOWN_TEXTS.find(([, m]) => m.id === 'forms.known.oneField')?.[0]);
  });

  it('the booking forms know every text all forms share, once', () => {
    for (const known of FORM_KNOWN_TEXTS) expect(KNOWN_TEXTS).toContain(known);
    for (const known of FORM_KNOWN_PATTERNS) expect(KNOWN_PATTERNS).toContain(known);
    const ids = KNOWN_TEXTS.map(([, m]) => m.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe("the API's refusals any public request may meet", () => {
  it('every public form knows them: the booking forms, the contact form and the report form', () => {
    for (const known of API_KNOWN_TEXTS) {
      expect(FORM_KNOWN_TEXTS).toContain(known);
      expect(KNOWN_TEXTS).toContain(known);
      const [english, message] = known;
      expect(message.message).toBe(english);
      expect(reportErrorText(english, (m) => `[${m.id}]`)).toBe(`[${message.id}]`);
    }
    expect(API_KNOWN_TEXTS.map(([english]) => english)).toEqual([TOO_MANY_REQUESTS_TEXT, SERVER_FAILED_TEXT]);
  });
});
