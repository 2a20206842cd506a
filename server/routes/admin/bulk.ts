import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BULK_RESOURCES,
  duplicateGroupsSchema,
  IMPORT_MAX_BYTES,
  IMPORT_TOO_LARGE,
  importApplyBodySchema,
  importApplyResultSchema,
  importPreviewBodySchema,
  importPreviewSchema,
  type BulkResource,
} from '../../../src/domain/bulk';
import { BULK_SPECS } from '../../bulk/columns';
import { formatCsv } from '../../bulk/csv';
import { duplicateGroups, exportRows, templateRows } from '../../bulk/plan';
import { errorResponses } from '../../plugins/schemas';
import { applyImport, previewImport, storedRecords } from '../../queries/bulk';
import type { ApiContext } from '../context';

const resourceParams = z.object({ resource: z.enum(BULK_RESOURCES, { message: 'There is no import or export of that kind.' }) });
const csvAnswer = { description: 'A CSV file (UTF-8 with a byte-order mark, CRLF line ends)', content: { 'text/csv': { schema: z.string() } } };

/**
 * A CSV import's body is JSON ({ csv }) like every write, and may be larger than other bodies: the
 * file's text with JSON's escapes (at most twice its length) and room for the rest.
 */
export const IMPORT_BODY_LIMIT = IMPORT_MAX_BYTES * 2 + 64 * 1024;
/** The answer a too-large import gets (the app's error handler reads it from the route's config). */
export const importRouteConfig = { tooLargeMessage: IMPORT_TOO_LARGE };

const sendCsv = (reply: FastifyReply, fileName: string, rows: string[][]) =>
  reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'private, no-store')
    .send(formatCsv(rows));

const fileDate = (now: Date) => now.toISOString().slice(0, 10);

/**
 * Bulk export and import of consultancies, universities and courses (inside the admin scope): the CSV
 * of every record, a template, a preview of an import, its apply in one transaction, and the likely
 * duplicates among the stored records.
 */
export const adminBulkRoutes: FastifyPluginAsync<ApiContext> = async (app, context) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, now } = context;
  const spec = (resource: BulkResource) => BULK_SPECS[resource];

  api.get(
    '/admin/bulk/:resource/export.csv',
    { schema: { tags: ['bulk'], params: resourceParams, response: { 200: csvAnswer, ...errorResponses } } },
    async (request, reply) => {
      const { resource } = request.params;
      return sendCsv(reply, `${resource}-${fileDate(now())}.csv`, exportRows(spec(resource), await storedRecords(db, spec(resource))));
    },
  );

  api.get(
    '/admin/bulk/:resource/template.csv',
    { schema: { tags: ['bulk'], params: resourceParams, response: { 200: csvAnswer, ...errorResponses } } },
    async (request, reply) => {
      const { resource } = request.params;
      return sendCsv(reply, `${resource}-template.csv`, templateRows(spec(resource)));
    },
  );

  api.get(
    '/admin/bulk/:resource/duplicates',
    { schema: { tags: ['bulk'], params: resourceParams, response: { 200: duplicateGroupsSchema, ...errorResponses } } },
    async (request) => {
      const { resource } = request.params;
      return { groups: duplicateGroups(spec(resource), await storedRecords(db, spec(resource))) };
    },
  );

  api.post(
    '/admin/bulk/:resource/preview',
    {
      bodyLimit: IMPORT_BODY_LIMIT,
      config: importRouteConfig,
      schema: { tags: ['bulk'], params: resourceParams, body: importPreviewBodySchema, response: { 200: importPreviewSchema, ...errorResponses } },
    },
    async (request) => {
      const { resource } = request.params;
      const plan = await previewImport(db, spec(resource), request.body.csv, now());
      return { resource, counts: plan.counts, rows: plan.rows, token: plan.token };
    },
  );

  api.post(
    '/admin/bulk/:resource/apply',
    {
      bodyLimit: IMPORT_BODY_LIMIT,
      config: importRouteConfig,
      schema: { tags: ['bulk'], params: resourceParams, body: importApplyBodySchema, response: { 200: importApplyResultSchema, ...errorResponses } },
    },
    async (request) => {
      const { resource } = request.params;
      const { csv, token, overwriteConflicts } = request.body;
      return applyImport(db, spec(resource), csv, { token, overwriteConflicts, adminEmail: request.admin?.email ?? 'unknown' }, now());
    },
  );
};
