import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from './http';

/**
 * The deepest nesting of arrays and objects a request body may have. The app's own bodies are at
 * most 3 deep; anything far deeper is refused before it is parsed, so nothing that walks a body
 * (hashing, validation, logging) can run out of stack on one.
 */
export const MAX_BODY_DEPTH = 32;

/**
 * The nesting depth of a JSON text, found in one pass over its characters (brackets inside strings
 * do not count), stopping as soon as it passes `limit`.
 */
export function jsonDepthOver(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92 /* \ */) i++;
      else if (c === 34 /* " */) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 91 /* [ */ || c === 123 /* { */) {
      if (++depth > limit) return true;
    } else if (c === 93 /* ] */ || c === 125 /* } */) depth--;
  }
  return false;
}

/**
 * Fastify's own JSON parser (prototype poisoning refused) behind a depth check: a body nested
 * deeper than MAX_BODY_DEPTH is answered 400 naming the body, before anything parses or walks it.
 * The size is bounded before this by Fastify's bodyLimit (413).
 */
export function boundedJsonParser(app: FastifyInstance) {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (jsonDepthOver(body as string, MAX_BODY_DEPTH)) {
      const message = `The body is nested more than ${MAX_BODY_DEPTH} levels deep.`;
      done(new HttpError(400, 'VALIDATION_FAILED', message, { body: message }), undefined);
      return;
    }
    parse(request, body as string, done);
  });
}

/**
 * Fastify's answers for a URL its router cannot read (a percent-encoding that decodes to no text, a
 * path parameter longer than the router takes), in the API's error shape with the app's headers:
 * 400 naming the path, or 404 for a parameter too long to be any record's.
 */
export function malformedUrlAnswer(securityHeaders: Record<string, string>) {
  return (error: FastifyError, _request: FastifyRequest, reply: FastifyReply) => {
    reply.headers(securityHeaders).header('cache-control', 'no-store');
    if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
      return reply.code(404).send({ error: { code: 'NOT_FOUND', message: 'There is nothing at this address.' } });
    }
    const message = 'The address is not valid: it has a percent-encoding that does not decode to text.';
    return reply.code(400).send({ error: { code: 'VALIDATION_FAILED', message, fields: { path: message } } });
  };
}
