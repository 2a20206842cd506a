import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listResponseSchema } from '../../../src/domain/api';
import { consultancySchema } from '../../../src/domain/consultancy';
import type { DirectoryPage } from '../../../src/domain/directoryQuery';
import { errorResponses, noBody } from '../../plugins/schemas';
import { browseConsultanciesJson, directoryListKey, directoryListQuery, directoryQueryOf } from '../../queries/consultancies';
import { sendKept, type ApiContext } from '../context';

const facetCounts = z.array(z.object({ value: z.string(), count: z.number().int() }));
const directoryPageSchema = listResponseSchema(consultancySchema).extend({
  facets: z.object({ destination: facetCounts, city: facetCounts, exam: facetCounts, service: facetCounts, verified: z.number().int(), without: z.partialRecord(z.enum(['destination', 'city', 'exam', 'service', 'verified']), z.number().int()) }),
}) satisfies z.ZodType<DirectoryPage>;

/**
 * GET /consultancy-list: one page of /consultancies for the question in its query string (search,
 * category, destination, city, exam, service, verified, sort, page; as the page's own address), with
 * the counts per filter value. Kept per content version like the other public lists.
 */
export const consultancyListRoutes: FastifyPluginAsync<ApiContext> = async (app, context) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/consultancy-list',
    { schema: { tags: ['consultancies'], querystring: directoryListQuery, response: { 200: directoryPageSchema, 304: noBody, ...errorResponses } } },
    async (request, reply) => {
      const query = directoryQueryOf(request.query);
      return sendKept(request, reply, context, {
        table: 'consultancies',
        query: directoryListKey(query),
        build: () => browseConsultanciesJson(context.db, query),
        precompressed: true,
      });
    },
  );
};
