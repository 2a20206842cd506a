// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { REPORT_FILE_SIZE_MESSAGE, REPORT_FILE_TYPE_MESSAGE, REPORT_FILES_COUNT_MESSAGE, reportInputSchema } from '../../src/domain/report';
import { SUBMIT_FAILED_TEXT } from '../../machines/submission/attempt';
import { CATEGORY_FILTERS, CONSULTANCY_SORTS, FACET_FILTERS } from '../../src/domain/directoryQuery';
import { LICENCE_CHECK_METHOD_NAMES } from '../../src/domain/licence';
import { BUILT_IN_DIRECTORY_TEXT, CATEGORY_TEXT, CHECK_METHOD_TEXT, FACET_TEXT, SORT_TEXT } from '../../src/features/consultancies/text';
import { BUILT_IN_DIRECTORY_NOTE } from '../../src/common/useConsultancies';
import { reportErrorText } from '../../src/features/consultancies/reportText';
import type { Message } from '../../src/config/routes';

/** The message's id, to see which message a text was given. */
const byId = (m: Message) => `#${m.id}`;

describe("the consultancy pages' texts say what the shared code says in English", () => {
  it('the filters, sorts, categories and check methods: each message is the English the domain names it with', () => {
    for (const f of FACET_FILTERS) {
      expect(FACET_TEXT[f.name].label.message).toBe(f.label);
      expect(FACET_TEXT[f.name].all.message).toBe(f.allLabel);
    }
    for (const s of CONSULTANCY_SORTS) expect(SORT_TEXT[s.value].message).toBe(s.label);
    for (const [key, c] of Object.entries(CATEGORY_FILTERS)) expect(CATEGORY_TEXT[key as keyof typeof CATEGORY_FILTERS].message).toBe(c.label);
    for (const [key, name] of Object.entries(LICENCE_CHECK_METHOD_NAMES)) {
      expect(CHECK_METHOD_TEXT[key as keyof typeof LICENCE_CHECK_METHOD_NAMES].message).toBe(name.toLowerCase());
    }
    expect(BUILT_IN_DIRECTORY_TEXT.message).toBe(BUILT_IN_DIRECTORY_NOTE);
  });

  it("the report form's errors: every text the shared check and the submission write has its message, the English the same; others as they came", () => {
    const tooShort = reportInputSchema.safeParse({ consultancyId: 1, whatHappened: 'short', contact: '', files: [] });
    const shortText = tooShort.success ? '' : (tooShort.error.issues.find((i) => i.path[0] === 'whatHappened')?.message ?? '');
    for (const text of [REPORT_FILE_SIZE_MESSAGE, REPORT_FILE_TYPE_MESSAGE, REPORT_FILES_COUNT_MESSAGE, SUBMIT_FAILED_TEXT, shortText]) {
      expect(
        reportErrorText(text, (m) => m.message),
        text,
      ).toBe(text);
      expect(reportErrorText(text, byId), text).toMatch(/^#consultancy\.report\.error\./);
    }
    // A file's error, after the file's name.
    expect(reportErrorText(`scan.pdf: ${REPORT_FILE_SIZE_MESSAGE}`, byId)).toBe('scan.pdf: #consultancy.report.error.fileSize');
    expect(reportErrorText('Something new', byId)).toBe('Something new');
  });
});
