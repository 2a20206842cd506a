import type { FastifyRequest } from 'fastify';

/** Methods that change nothing: no cross-site check, no body. */
export const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The app's own origin: PUBLIC_ORIGIN where set, else the request's scheme and host (local use). */
export const ownOrigin = (request: FastifyRequest, publicOrigin: string | null) => publicOrigin ?? `${request.protocol}://${request.host}`;

/**
 * Why a request must be refused as cross-site, or null. It looks at the method and headers only,
 * never at the path, so every spelling of every route is covered.
 * - A write whose Origin is not the app's own is refused.
 * - A write without Origin is refused when Sec-Fetch-Site says it came from elsewhere, and when it
 *   carries the session cookie unless Sec-Fetch-Site says same-origin (browsers send one of the
 *   two on every write; a missing pair means the browser cannot vouch for where it came from).
 * - Writes without Origin, Sec-Fetch-Site or session cookie (scripts, curl) go on: a cookie-less
 *   request carries no one's authority.
 */
export function crossSiteProblem(request: FastifyRequest, options: { publicOrigin: string | null; sessionCookieName: string }): string | null {
  if (SAFE_METHODS.has(request.method)) return null;
  const origin = request.headers.origin;
  if (origin !== undefined) return origin === ownOrigin(request, options.publicOrigin) ? null : 'Cross-site requests are not allowed.';
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite !== undefined && fetchSite !== 'same-origin') return 'Cross-site requests are not allowed.';
  if (request.cookies[options.sessionCookieName] !== undefined && fetchSite !== 'same-origin') {
    return 'A signed-in change must come from the app itself (with an Origin or Sec-Fetch-Site: same-origin header).';
  }
  return null;
}
