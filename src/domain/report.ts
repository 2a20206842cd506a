import { z } from './zod';
import { id, isoDateTime, limitedText } from './common';

/**
 * A problem report about a consultancy, from anyone: what happened, optional contact details and
 * optional evidence files (images or PDF, checked by their content), private to the team.
 */
export const REPORT_TEXT_MIN = 20;
export const REPORT_TEXT_MAX = 5000;
export const REPORT_CONTACT_MAX = 200;
export const REPORT_NOTE_MAX = 5000;
export const REPORT_NOTICE_MAX = 1000;
/** At most this many evidence files per report, each at most this many bytes. */
export const REPORT_FILES_MAX = 3;
export const REPORT_FILE_BYTES_MAX = 2 * 1024 * 1024;
export const REPORT_FILE_NAME_MAX = 200;
/** What evidence may be: the kinds the server recognises by their first bytes. */
export const REPORT_FILE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'] as const;
export type ReportFileType = (typeof REPORT_FILE_TYPES)[number];
export const REPORT_FILE_ACCEPT = '.jpg,.jpeg,.png,.webp,.pdf,image/jpeg,image/png,image/webp,application/pdf';
export const REPORT_FILE_TYPE_MESSAGE = 'Attach images (JPEG, PNG or WebP) or PDF files only';
export const REPORT_FILE_SIZE_MESSAGE = `Each file can be at most ${REPORT_FILE_BYTES_MAX / 1024 / 1024} MB`;
export const REPORT_FILES_COUNT_MESSAGE = `Attach at most ${REPORT_FILES_MAX} files`;

/** One evidence file as the form sends it: its name and its bytes in base64. */
export const reportFileSchema = z.object({
  name: limitedText(REPORT_FILE_NAME_MAX).min(1, 'A file needs a name'),
  /** base64 of the bytes: at most REPORT_FILE_BYTES_MAX bytes once decoded. */
  data: z
    .string()
    .max(Math.ceil(REPORT_FILE_BYTES_MAX / 3) * 4, REPORT_FILE_SIZE_MESSAGE)
    .regex(/^[A-Za-z0-9+/]*={0,2}$/, 'The file could not be read: attach it again'),
});
export type ReportFile = z.infer<typeof reportFileSchema>;

export const reportInputSchema = z.object({
  consultancyId: id,
  whatHappened: limitedText(REPORT_TEXT_MAX).min(REPORT_TEXT_MIN, `Tell us what happened in at least ${REPORT_TEXT_MIN} characters`),
  /** How the team can reach the reporter, if they want it to: an e-mail address or a phone number. */
  contact: limitedText(REPORT_CONTACT_MAX),
  files: z.array(reportFileSchema).max(REPORT_FILES_MAX, REPORT_FILES_COUNT_MESSAGE),
});
export type ReportInput = z.infer<typeof reportInputSchema>;

export const reportReceiptSchema = z.object({ id });
export type ReportReceipt = z.infer<typeof reportReceiptSchema>;

export const REPORT_STATUSES = ['new', 'looking', 'resolved', 'dismissed'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];
export const REPORT_STATUS_LABELS: Record<ReportStatus, string> = { new: 'New', looking: 'Looking into it', resolved: 'Resolved', dismissed: 'Dismissed' };

/** A report as the team reads it. */
export const adminReportSchema = z.object({
  id,
  consultancyId: id,
  consultancyName: z.string(),
  whatHappened: z.string(),
  contact: z.string(),
  status: z.enum(REPORT_STATUSES),
  /** The team's internal note. */
  note: z.string(),
  /** Whether the team confirmed what was reported. */
  confirmed: z.boolean(),
  /** What the consultancy's page says about it, written by the team (only while confirmed). */
  publicNotice: z.string(),
  files: z.array(z.object({ id, name: z.string(), type: z.enum(REPORT_FILE_TYPES), size: z.number().int() })),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type AdminReport = z.infer<typeof adminReportSchema>;

export const reportUpdateSchema = z
  .object({
    status: z.enum(REPORT_STATUSES),
    note: limitedText(REPORT_NOTE_MAX),
    confirmed: z.boolean(),
    publicNotice: limitedText(REPORT_NOTICE_MAX),
  })
  .refine((u) => u.confirmed || u.publicNotice === '', { message: 'Only a report the team confirmed can carry a public notice', path: ['publicNotice'] });
export type ReportUpdate = z.infer<typeof reportUpdateSchema>;

/** The notice a consultancy's page carries from a confirmed report: the team's words and the day. */
export const consultancyNoticeSchema = z.object({ text: z.string(), date: z.string() });
export type ConsultancyNotice = z.infer<typeof consultancyNoticeSchema>;

/** A file's kind from its first bytes (never from its name or the type it was sent with), or null. */
export function sniffReportFile(bytes: Uint8Array): ReportFileType | null {
  const starts = (...sig: number[]) => sig.every((b, i) => bytes[i] === b);
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (starts(0x52, 0x49, 0x46, 0x46) && bytes[8] === 0x57 && bytes[9] === 0x45 && bytes[10] === 0x42 && bytes[11] === 0x50) return 'image/webp';
  if (starts(0x25, 0x50, 0x44, 0x46, 0x2d)) return 'application/pdf';
  return null;
}

/** A file the visitor chose, as the form holds it: its name, declared type, size and bytes (base64). */
export const selectedReportFileSchema = z.object({
  name: z.string(),
  type: z.enum(REPORT_FILE_TYPES, { error: REPORT_FILE_TYPE_MESSAGE }),
  size: z.number().max(REPORT_FILE_BYTES_MAX, REPORT_FILE_SIZE_MESSAGE),
  data: z.string(),
});
export type SelectedReportFile = { name: string; type: string; size: number; data: string };

/** The report form's values, checked once before sending (the server checks the files' content again). */
export const reportFormSchema = z.object({
  whatHappened: reportInputSchema.shape.whatHappened,
  contact: reportInputSchema.shape.contact,
  files: z.array(selectedReportFileSchema).max(REPORT_FILES_MAX, REPORT_FILES_COUNT_MESSAGE),
});
