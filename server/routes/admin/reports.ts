import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listResponseSchema } from '../../../src/domain/api';
import { idParam } from '../../../src/domain/common';
import { REPORT_FILE_TYPES, adminReportSchema, reportUpdateSchema } from '../../../src/domain/report';
import { notFound } from '../../http';
import { sendPrivateFile } from '../../private-file';
import { errorResponses, idParams } from '../../plugins/schemas';
import { getReport, listReports, reportListQuery, storeConsultancyNotice } from '../../queries/reports';
import type { InboxContext } from '../public/inbox';

const REPORT = 'That report';
const FILE = 'That file';
const fileParams = z.object({
  id: z.string().transform((raw, ctx) => {
    const id = idParam.safeParse(raw);
    if (id.success) return id.data;
    ctx.addIssue({ code: 'custom', message: `${REPORT} was not found.` });
    return z.NEVER;
  }),
  fileId: z.string().transform((raw, ctx) => {
    const id = idParam.safeParse(raw);
    if (id.success) return id.data;
    ctx.addIssue({ code: 'custom', message: `${FILE} was not found.` });
    return z.NEVER;
  }),
});

/**
 * The team's queue of problem reports: read them and their evidence, set the status and the internal
 * note, and, for a report the team confirmed, the public notice the consultancy's page carries.
 */
export const adminReportRoutes: FastifyPluginAsync<InboxContext> = async (app, context) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, now } = context;

  api.get(
    '/reports',
    { schema: { tags: ['reports'], querystring: reportListQuery, response: { 200: listResponseSchema(adminReportSchema), ...errorResponses } } },
    async (request) => listReports(db, request.query),
  );

  api.get(
    '/reports/:id',
    { schema: { tags: ['reports'], params: idParams(REPORT), response: { 200: adminReportSchema, ...errorResponses } } },
    async (request) => {
      const report = await getReport(db, request.params.id);
      if (!report) throw notFound(REPORT);
      return report;
    },
  );

  api.patch(
    '/reports/:id',
    { schema: { tags: ['reports'], params: idParams(REPORT), body: reportUpdateSchema, response: { 200: adminReportSchema, ...errorResponses } } },
    async (request) => {
      const { id } = request.params;
      const u = request.body;
      await db.transaction().execute(async (trx) => {
        const before = await trx.selectFrom('reports').select(['consultancy_id']).where('id', '=', id).executeTakeFirst();
        if (!before) throw notFound(REPORT);
        await trx
          .updateTable('reports')
          .set({
            status: u.status,
            note: u.note,
            confirmed: u.confirmed ? 1 : 0,
            public_notice: u.confirmed ? u.publicNotice : '',
            updated_at: now().toISOString(),
          })
          .where('id', '=', id)
          .execute();
        await storeConsultancyNotice(trx, before.consultancy_id);
      });
      const report = await getReport(db, id);
      if (!report) throw notFound(REPORT);
      return report;
    },
  );

  /** An evidence file, as a download that is never rendered in the admin's origin. */
  api.get(
    '/reports/:id/files/:fileId',
    {
      schema: {
        tags: ['reports'],
        params: fileParams,
        response: {
          200: {
            description: 'The evidence file, as a download',
            content: Object.fromEntries(REPORT_FILE_TYPES.map((type) => [type, { schema: z.string() }])),
          },
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const { id, fileId } = request.params;
      const file = await db.selectFrom('report_files').select(['name', 'type', 'data']).where('id', '=', fileId).where('report_id', '=', id).executeTakeFirst();
      if (!file) throw notFound(FILE);
      // The bytes as they are: the typed reply knows only the JSON answers (the schema documents the file as a string).
      return sendPrivateFile(reply as FastifyReply, file);
    },
  );
};
