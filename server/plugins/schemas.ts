import type { FastifyInstance, FastifySchemaCompiler, FastifySerializerCompiler } from 'fastify';
import type {} from '@fastify/swagger';
import { z } from 'zod';
import { ERROR_CODES } from '../../src/domain/api';
import { idParam } from '../../src/domain/common';
import { fieldErrorsFrom } from '../../src/domain/fieldErrors';
import { HttpError } from '../http';

/** The name a request part has in field errors (the query string is "query", as the client reads it). */
const PART_NAMES: Record<string, string> = { body: 'body', querystring: 'query', params: 'path', headers: 'headers' };

/** A failed check as the API answers it: 400 naming each bad field, the first issue of each. */
export function validationFailed(issues: readonly z.core.$ZodIssue[], part: string): HttpError {
  const fields = fieldErrorsFrom(issues, part);
  return new HttpError(400, 'VALIDATION_FAILED', `Some fields need attention: ${Object.keys(fields).join(', ')}.`, fields);
}

/**
 * Checks every request part against its zod schema (the value handlers see is the parsed one). Path
 * parameters that do not name a record answer 404 with the message their schema gives; other parts
 * answer 400 with field errors.
 */
const validatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema, httpPart }) =>
  (data) => {
    const result = schema.safeParse(data);
    if (result.success) return { value: result.data };
    if (httpPart === 'params') return { error: new HttpError(404, 'NOT_FOUND', result.error.issues[0]?.message ?? 'There is nothing at this address.') };
    return { error: validationFailed(result.error.issues, PART_NAMES[httpPart ?? 'body'] ?? 'body') };
  };

/**
 * Answers go out as the handlers built them (JSON.stringify, the bytes clients and caches already
 * know): the response schemas describe them in the OpenAPI document, and the API tests check every
 * operation's answers against them, but a response is never refused at run time (no 500 for a
 * stored record that an older schema wrote).
 */
const serializerCompiler: FastifySerializerCompiler<z.ZodType> = () => (data) => JSON.stringify(data);

export function validateWithZod(app: FastifyInstance) {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
}

/** The body of every error answer. */
export const apiErrorSchema = z
  .object({ error: z.object({ code: z.enum(ERROR_CODES), message: z.string(), fields: z.record(z.string(), z.string()).optional() }) })
  .meta({ id: 'ApiError' });

/** The answers every operation may give besides its own: an error body for any 4xx and 5xx. */
export const errorResponses = { '4xx': apiErrorSchema, '5xx': apiErrorSchema } as const;

/** A 304 or 204: no body. */
export const noBody = z.null().describe('No body');

/** `/:id` of a record: a positive integer, otherwise "That X was not found." (404). */
export const idParams = (what: string) =>
  z.object({
    id: z.string().transform((raw, ctx) => {
      const id = idParam.safeParse(raw);
      if (id.success) return id.data;
      ctx.addIssue({ code: 'custom', message: `${what} was not found.` });
      return z.NEVER;
    }),
  });

/** What a route under the API lacks of its schemas: an answer's schema, or its path parameters'. Empty when complete. */
export function missingSchemas(route: { url: string; schema?: { response?: unknown; params?: unknown } }): string[] {
  const missing: string[] = [];
  const response = route.schema?.response;
  if (!response || typeof response !== 'object' || !Object.keys(response).some((status) => /^2/.test(status))) missing.push('a success response');
  if (route.url.includes(':') && !route.schema?.params) missing.push('its path parameters');
  return missing;
}

/**
 * Every route under `prefix` declares its schemas (validation, serialization and the OpenAPI document
 * come from them): a route without them stops the app from starting, naming the route.
 */
export function requireRouteSchemas(app: FastifyInstance, prefix: string) {
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith(prefix)) return;
    const missing = missingSchemas(route);
    if (missing.length) throw new Error(`${String(route.method)} ${route.url} declares no schema for ${missing.join(' or ')}.`);
  });
}
