import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';

/**
 * The CSP sources ('sha256-…') of the inline scripts of a page template: the built index.html carries
 * one (the early-input holder, see the client's earlyInput.ts), allowed by its hash and nothing else.
 * JSON data scripts (`type="application/json"`) are not run and need none.
 */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(([, body]) => `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
}

export function templateScriptHashes(templatePath: string | null): string[] {
  return templatePath && existsSync(templatePath) ? inlineScriptHashes(readFileSync(templatePath, 'utf8')) : [];
}
