import type { FastifyReply } from 'fastify';
import { REPORT_FILE_BYTES_MAX, REPORT_FILE_SIZE_MESSAGE, REPORT_FILE_TYPE_MESSAGE, sniffReportFile, type ReportFileType } from '../src/domain/report';

/**
 * Files kept for the team only (a report's evidence, a licence certificate's scan): checked by their
 * content and size when they come in, and handed back only as a download that is never rendered in
 * the admin's origin.
 */

/** A file's bytes and the kind its content shows, or the message that says why it cannot be taken. */
export function checkPrivateFile(f: {
  name: string;
  data: string;
}): { ok: true; name: string; type: ReportFileType; bytes: Buffer } | { ok: false; message: string } {
  const bytes = Buffer.from(f.data, 'base64');
  if (bytes.length === 0 || bytes.length > REPORT_FILE_BYTES_MAX) return { ok: false, message: `${f.name}: ${REPORT_FILE_SIZE_MESSAGE}` };
  const type = sniffReportFile(bytes);
  if (!type) return { ok: false, message: `${f.name}: ${REPORT_FILE_TYPE_MESSAGE}` };
  return { ok: true, name: f.name, type, bytes };
}

/** A stored file as a download: its own type, an attachment, sandboxed, never sniffed, never kept by a cache. */
export function sendPrivateFile(reply: FastifyReply, file: { name: string; type: string; data: string }) {
  const ascii = file.name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return reply
    .header('Content-Type', file.type)
    .header('Content-Disposition', `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.name)}`)
    .header('Content-Security-Policy', "default-src 'none'; sandbox")
    .header('X-Content-Type-Options', 'nosniff')
    .header('Cache-Control', 'no-store')
    .send(Buffer.from(file.data, 'base64'));
}
