import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dayOf, licenceDueSchema, licenceInputSchema, licenceSchema } from '../../../src/domain/licence';
import { HttpError, notFound } from '../../http';
import { errorResponses, idParams, noBody } from '../../plugins/schemas';
import { deleteLicence, getLicence, licencesDue, saveLicence } from '../../queries/licences';
import type { ApiContext } from '../context';

const CONSULTANCY = 'That consultancy';
const NO_LICENCE = 'That consultancy has no licence on record.';

const fieldError = (field: string, message: string) => new HttpError(400, 'VALIDATION_FAILED', `Some fields need attention: ${field}.`, { [field]: message });

/**
 * The admins' licence records: one per consultancy (read, record or replace, remove) and the list of
 * licences due for a check or expired. Inside the admin scope: a visitor without a session reaches none.
 */
export const adminLicenceRoutes: FastifyPluginAsync<ApiContext> = async (app, context) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, now } = context;

  api.get('/admin/licences/due', { schema: { tags: ['licences'], response: { 200: z.object({ items: z.array(licenceDueSchema) }), ...errorResponses } } }, async () => ({
    items: await licencesDue(db, now()),
  }));

  api.get('/admin/consultancies/:id/licence', { schema: { tags: ['licences'], params: idParams(CONSULTANCY), response: { 200: licenceSchema, ...errorResponses } } }, async (request) => {
    const licence = await getLicence(db, request.params.id);
    if (!licence) throw new HttpError(404, 'NOT_FOUND', NO_LICENCE);
    return licence;
  });

  api.put(
    '/admin/consultancies/:id/licence',
    { schema: { tags: ['licences'], params: idParams(CONSULTANCY), body: licenceInputSchema, response: { 200: licenceSchema, ...errorResponses } } },
    async (request) => {
      const input = request.body;
      const today = dayOf(now());
      if (input.checkedOn > today) throw fieldError('checkedOn', `The day it was checked cannot be after today (${today})`);
      const saved = await saveLicence(db, request.params.id, input, now());
      if (saved.ok) return saved.licence;
      if (saved.reason === 'sample') throw new HttpError(400, 'VALIDATION_FAILED', 'A sample listing is an invented consultancy: it cannot hold a licence record.');
      throw notFound(CONSULTANCY);
    },
  );

  api.delete('/admin/consultancies/:id/licence', { schema: { tags: ['licences'], params: idParams(CONSULTANCY), response: { 204: noBody, ...errorResponses } } }, async (request, reply) => {
    if (!(await deleteLicence(db, request.params.id, now()))) throw new HttpError(404, 'NOT_FOUND', NO_LICENCE);
    return reply.code(204).send(null);
  });
};
