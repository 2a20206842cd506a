import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { REPORT_FILE_BYTES_MAX, REPORT_FILES_MAX, reportInputSchema, reportReceiptSchema, type ReportReceipt } from '../../../src/domain/report';
import { checkPrivateFile } from '../../private-file';
import { HttpError } from '../../http';
import { reportTeamNotice } from '../../mail/messages';
import { enqueueEmail } from '../../mail/outbox';
import { idempotencyHeaders, idempotentCreate } from '../../plugins/idempotency';
import { errorResponses } from '../../plugins/schemas';
import type { InboxContext } from './inbox';

/** Reports from one address: at most this many an hour (a report can carry files and e-mails the team). */
export const REPORT_LIMIT = { max: 5, windowMs: 60 * 60_000 };
/** A report's body: its text and up to REPORT_FILES_MAX files in base64, with room for the JSON around them. */
export const REPORT_BODY_LIMIT = REPORT_FILES_MAX * Math.ceil(REPORT_FILE_BYTES_MAX / 3) * 4 + 64 * 1024;

/** Each file's bytes and the kind its content shows; a field error naming the file when it is no image or PDF, or too large. */
function checkedFiles(files: Array<{ name: string; data: string }>) {
  const fields: Record<string, string> = {};
  const out = files.map((f, i) => {
    const checked = checkPrivateFile(f);
    if (!checked.ok) fields[`files.${i}`] = checked.message;
    return checked;
  });
  if (Object.keys(fields).length) throw new HttpError(400, 'VALIDATION_FAILED', `Some files cannot be taken: ${Object.values(fields).join('; ')}.`, { files: Object.values(fields).join('; '), ...fields });
  return out.filter((f) => f.ok);
}

/** Report a problem with a consultancy: stored for the team (never public) and the team e-mailed through the outbox. */
export const publicReportRoutes: FastifyPluginAsync<InboxContext> = async (app, context) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const reports = idempotentCreate({ ...context, publicWriteLimit: REPORT_LIMIT }, 'report');

  api.post(
    '/reports',
    {
      bodyLimit: REPORT_BODY_LIMIT,
      schema: { tags: ['reports'], headers: idempotencyHeaders, body: reportInputSchema, response: { 201: reportReceiptSchema, ...errorResponses } },
      preValidation: reports.replayFirst,
    },
    async (request, reply) => {
      const input = request.body;
      const files = checkedFiles(input.files);
      const answered = await reports.create(request, reply, async (trx, t) => {
        const consultancy = await trx.selectFrom('consultancies').select(['id', 'data']).where('id', '=', input.consultancyId).executeTakeFirst();
        if (!consultancy) throw new HttpError(400, 'VALIDATION_FAILED', 'That consultancy is no longer listed.', { consultancyId: 'That consultancy is no longer listed' });
        const at = t.toISOString();
        const row = await trx
          .insertInto('reports')
          .values({ consultancy_id: consultancy.id, what_happened: input.whatHappened, contact: input.contact, status: 'new', note: '', confirmed: 0, public_notice: '', created_at: at, updated_at: at })
          .returning('id')
          .executeTakeFirstOrThrow();
        for (const f of files) {
          await trx.insertInto('report_files').values({ report_id: row.id, name: f.name, type: f.type, size: f.bytes.length, data: f.bytes.toString('base64') }).execute();
        }
        const consultancyName = (JSON.parse(consultancy.data) as { name: string }).name;
        await enqueueEmail(trx, reportTeamNotice({ id: row.id, consultancyName, whatHappened: input.whatHappened, contact: input.contact, files: files.length }, context.linkOrigin, context.mail.teamAddress), null, t);
        const receipt: ReportReceipt = { id: row.id };
        return receipt;
      });
      context.mail.kick();
      return answered;
    },
  );
};
