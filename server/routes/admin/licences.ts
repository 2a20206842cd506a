import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { FastifyRequest } from 'fastify';
import {
  checkedAfterToday,
  dayOf,
  licenceDueSchema,
  licenceInputSchema,
  licenceScanInputSchema,
  licenceSchema,
  type Licence,
  type LicenceInput,
} from '../../../src/domain/licence';
import { recordHistorySchema } from '../../../src/domain/history';
import { NO_CHANGE, NOTHING_BEFORE, recordChange, recordChangeOf, recordHistory } from '../../queries/record-history';
import { REPORT_FILE_BYTES_MAX, REPORT_FILE_TYPES } from '../../../src/domain/report';
import { checkPrivateFile, sendPrivateFile } from '../../private-file';
import { HttpError, notFound } from '../../http';
import { errorResponses, idParams, noBody } from '../../plugins/schemas';
import { deleteLicence, deleteLicenceScan, getLicence, getLicenceScanFile, licencesDue, saveLicence, saveLicenceScan } from '../../queries/licences';
import type { ApiContext } from '../context';

const CONSULTANCY = 'That consultancy';
const NO_LICENCE = 'That consultancy has no licence on record.';
const NO_SCAN = 'That licence has no scan on record.';
/** A scan's body: one file in base64, with room for its name and the JSON around it. */
const LICENCE_SCAN_BODY_LIMIT = Math.ceil(REPORT_FILE_BYTES_MAX / 3) * 4 + 16 * 1024;

/** A licence's fields as its history keeps them: what the form takes (the scan, dates of writing and the like left out). */
const editableOf = (licence: Licence | LicenceInput): LicenceInput | Record<string, unknown> => {
  const parsed = licenceInputSchema.safeParse(licence);
  return parsed.success ? parsed.data : { ...licence };
};
const changeParams = z.object({ id: idParams(CONSULTANCY).shape.id, changeId: idParams('That change').shape.id });

const fieldError = (field: string, message: string) => new HttpError(400, 'VALIDATION_FAILED', `Some fields need attention: ${field}.`, { [field]: message });

/**
 * The admins' licence records: one per consultancy (read, record or replace, remove), the scan of its
 * certificate (kept, downloaded, removed: never public) and the list of licences due for a check or expired. Inside the admin scope: a visitor without a session reaches none.
 */
export const adminLicenceRoutes: FastifyPluginAsync<ApiContext> = async (app, context) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, now } = context;

  /** A change to a licence, in its history (who, when, before and after), as the editors' records keep theirs. */
  const record = (
    request: FastifyRequest,
    consultancyId: number,
    action: 'created' | 'edited' | 'restored' | 'deleted',
    before: Licence | undefined,
    after: Licence | LicenceInput | undefined,
  ) =>
    recordChange(db, {
      kind: 'licence',
      recordId: consultancyId,
      key: (after ?? before)!.number,
      action,
      before: before === undefined ? null : editableOf(before),
      after: after === undefined ? null : editableOf(after),
      adminEmail: request.admin?.email ?? 'unknown',
      at: now(),
    });

  /** Records (or replaces) a licence, or restores a version of it: checked, written, and kept in its history. */
  const save = async (request: FastifyRequest, consultancyId: number, input: LicenceInput, action: 'edited' | 'restored') => {
    const today = dayOf(now());
    if (input.checkedOn > today) throw fieldError('checkedOn', checkedAfterToday(today));
    const before = await getLicence(db, consultancyId);
    const saved = await saveLicence(db, consultancyId, input, now());
    if (saved.ok) {
      await record(request, consultancyId, before || action === 'restored' ? action : 'created', before, input);
      return saved.licence;
    }
    if (saved.reason === 'sample')
      throw new HttpError(400, 'VALIDATION_FAILED', 'A sample listing is an invented consultancy: it cannot hold a licence record.');
    throw notFound(CONSULTANCY);
  };

  api.get(
    '/admin/licences/due',
    { schema: { tags: ['licences'], response: { 200: z.object({ items: z.array(licenceDueSchema) }), ...errorResponses } } },
    async () => ({
      items: await licencesDue(db, now()),
    }),
  );

  api.get(
    '/admin/consultancies/:id/licence',
    { schema: { tags: ['licences'], params: idParams(CONSULTANCY), response: { 200: licenceSchema, ...errorResponses } } },
    async (request) => {
      const licence = await getLicence(db, request.params.id);
      if (!licence) throw new HttpError(404, 'NOT_FOUND', NO_LICENCE);
      return licence;
    },
  );

  api.put(
    '/admin/consultancies/:id/licence',
    { schema: { tags: ['licences'], params: idParams(CONSULTANCY), body: licenceInputSchema, response: { 200: licenceSchema, ...errorResponses } } },
    async (request) => save(request, request.params.id, request.body, 'edited'),
  );

  // The certificate's scan: kept for the team only; a download, never shown in a page.
  api.put(
    '/admin/consultancies/:id/licence/scan',
    {
      bodyLimit: LICENCE_SCAN_BODY_LIMIT,
      schema: { tags: ['licences'], params: idParams(CONSULTANCY), body: licenceScanInputSchema, response: { 200: licenceSchema, ...errorResponses } },
    },
    async (request) => {
      const checked = checkPrivateFile(request.body);
      if (!checked.ok) throw new HttpError(400, 'VALIDATION_FAILED', `The scan cannot be taken: ${checked.message}.`, { scan: checked.message });
      if (!(await saveLicenceScan(db, request.params.id, checked, now()))) throw new HttpError(404, 'NOT_FOUND', NO_LICENCE);
      return (await getLicence(db, request.params.id))!;
    },
  );

  api.get(
    '/admin/consultancies/:id/licence/scan',
    {
      schema: {
        tags: ['licences'],
        params: idParams(CONSULTANCY),
        response: {
          200: { description: 'The scan, as a download', content: Object.fromEntries(REPORT_FILE_TYPES.map((type) => [type, { schema: z.string() }])) },
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const file = await getLicenceScanFile(db, request.params.id);
      if (!file) throw new HttpError(404, 'NOT_FOUND', NO_SCAN);
      // The bytes as they are: the typed reply knows only the JSON answers (the schema documents the file as a string).
      return sendPrivateFile(reply as FastifyReply, file);
    },
  );

  api.delete(
    '/admin/consultancies/:id/licence/scan',
    { schema: { tags: ['licences'], params: idParams(CONSULTANCY), response: { 204: noBody, ...errorResponses } } },
    async (request, reply) => {
      if (!(await deleteLicenceScan(db, request.params.id))) throw new HttpError(404, 'NOT_FOUND', NO_SCAN);
      return reply.code(204).send(null);
    },
  );

  api.delete(
    '/admin/consultancies/:id/licence',
    { schema: { tags: ['licences'], params: idParams(CONSULTANCY), response: { 204: noBody, ...errorResponses } } },
    async (request, reply) => {
      const before = await getLicence(db, request.params.id);
      if (!(await deleteLicence(db, request.params.id, now()))) throw new HttpError(404, 'NOT_FOUND', NO_LICENCE);
      if (before) await record(request, request.params.id, 'deleted', before, undefined);
      return reply.code(204).send(null);
    },
  );

  api.get(
    '/admin/consultancies/:id/licence/history',
    { schema: { tags: ['licences'], params: idParams(CONSULTANCY), response: { 200: recordHistorySchema, ...errorResponses } } },
    async (request) => ({ items: await recordHistory(db, 'licence', request.params.id) }),
  );

  api.post(
    '/admin/consultancies/:id/licence/history/:changeId/restore',
    { schema: { tags: ['licences'], params: changeParams, response: { 200: licenceSchema, ...errorResponses } } },
    async (request) => {
      const { id, changeId } = request.params;
      const change = await recordChangeOf(db, 'licence', id, changeId);
      if (!change) throw new HttpError(404, 'NOT_FOUND', NO_CHANGE('licence'));
      // The version before the change: restoring it undoes the change (a removed licence comes back).
      if (!change.before) throw new HttpError(400, 'VALIDATION_FAILED', NOTHING_BEFORE('licence'));
      const version = licenceInputSchema.safeParse(change.before);
      if (!version.success) {
        throw new HttpError(
          400,
          'VALIDATION_FAILED',
          `That version of the licence no longer passes today's checks (${version.error.issues.map((i) => `${i.path.join('.') || 'record'}: ${i.message}`).join('; ')}): edit the licence instead.`,
        );
      }
      const saved = await save(request, id, version.data, 'restored');
      return (await getLicence(db, id)) ?? saved;
    },
  );
};
