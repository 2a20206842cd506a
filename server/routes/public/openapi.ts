import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../plugins/schemas';

export const OPENAPI_PATH = '/openapi.json';
export const REFERENCE_PATH = '/reference';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
interface Operation {
  summary?: string;
  description?: string;
  tags?: string[];
  parameters?: Array<{ name: string; in: string; required?: boolean; schema?: Json; description?: string }>;
  requestBody?: { content?: Record<string, { schema?: Json }> };
  responses?: Record<string, { description?: string; content?: Record<string, { schema?: Json }> }>;
}
interface Document {
  [key: string]: unknown;
  openapi: string;
  info: { title: string; version: string; description?: string };
  paths: Record<string, Record<string, Operation>>;
}

const escape = (text: string) => text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c);
const code = (value: Json | undefined) => `<pre><code>${escape(JSON.stringify(value ?? {}, null, 2))}</code></pre>`;

function operationHtml(method: string, path: string, op: Operation): string {
  const params = (op.parameters ?? [])
    .map((p) => `<tr><td><code>${escape(p.name)}</code></td><td>${escape(p.in)}</td><td>${p.required ? 'yes' : 'no'}</td><td>${code(p.schema)}</td></tr>`)
    .join('');
  const body = op.requestBody?.content?.['application/json']?.schema;
  const responses = Object.entries(op.responses ?? {})
    .map(([status, r]) => `<h4>${escape(status)}${r.description ? `: ${escape(r.description)}` : ''}</h4>${r.content ? code(r.content['application/json']?.schema) : '<p>No body.</p>'}`)
    .join('');
  return [
    `<section><h3><code>${method.toUpperCase()} ${escape(path)}</code></h3>`,
    op.description ? `<p>${escape(op.description)}</p>` : '',
    params ? `<table><caption>Parameters</caption><thead><tr><th scope="col">Name</th><th scope="col">In</th><th scope="col">Required</th><th scope="col">Schema</th></tr></thead><tbody>${params}</tbody></table>` : '',
    body ? `<h4>Request body</h4>${code(body)}` : '',
    `<h4>Answers</h4>${responses}</section>`,
  ].join('');
}

/** The API reference as one plain HTML page (no script): every operation, grouped by its tag. */
export function referencePage(doc: Document, jsonPath: string): string {
  const byTag = new Map<string, string[]>();
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const tag = op.tags?.[0] ?? 'other';
      byTag.set(tag, [...(byTag.get(tag) ?? []), operationHtml(method, path, op)]);
    }
  }
  const groups = [...byTag.entries()].sort(([a], [b]) => a.localeCompare(b));
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(doc.info.title)} reference</title>
<style>body{font:16px/1.5 system-ui,sans-serif;margin:0 auto;max-width:60rem;padding:1rem;overflow-wrap:anywhere}pre{background:#f4f4f4;padding:.5rem;overflow:auto;max-height:24rem;white-space:pre-wrap;overflow-wrap:anywhere}table{border-collapse:collapse;width:100%;table-layout:fixed}td,th{border:1px solid #ccc;padding:.25rem;text-align:left;vertical-align:top}caption{text-align:left;font-weight:bold}a{color:#0b57d0}</style>
</head><body><main><h1>${escape(doc.info.title)} reference</h1>
<p>Version ${escape(doc.info.version)}. ${escape(doc.info.description ?? '')} The same description as OpenAPI 3.1: <a href="${escape(jsonPath)}">${escape(jsonPath)}</a>.</p>
<nav aria-label="Resources"><ul>${groups.map(([tag]) => `<li><a href="#${encodeURIComponent(tag)}">${escape(tag)}</a></li>`).join('')}</ul></nav>
${groups.map(([tag, ops]) => `<h2 id="${encodeURIComponent(tag)}">${escape(tag)}</h2>${ops.join('')}`).join('\n')}
</main></body></html>`;
}

/**
 * The API's OpenAPI 3.1 description, generated from the routes' schemas, and a readable page of it.
 * Both are public: they describe paths and shapes the browser app already ships, and hold no records,
 * settings or secrets.
 */
export const openApiRoutes: FastifyPluginAsync<{ apiPrefix: string }> = async (app, { apiPrefix }) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const documentOf = () => app.swagger() as unknown as Document;
  api.get(OPENAPI_PATH, { schema: { tags: ['reference'], response: { 200: z.looseObject({ openapi: z.string(), info: z.looseObject({ title: z.string(), version: z.string() }) }), ...errorResponses } } }, async (_request, reply) =>
    reply.header('cache-control', 'no-cache').send(documentOf()),
  );
  api.get(REFERENCE_PATH, { schema: { tags: ['reference'], response: { 200: { description: 'The reference as an HTML page', content: { 'text/html': { schema: z.string() } } }, ...errorResponses } } }, async (_request, reply) =>
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(referencePage(documentOf(), `${apiPrefix}${OPENAPI_PATH}`)),
  );
};

export const OPENAPI_INFO = { title: 'Gantavya API', version: '1', description: 'The JSON API the site and its admin area use. Errors answer { error: { code, message, fields? } }.' };
