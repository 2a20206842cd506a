import helmet, { type HelmetOptions } from 'helmet';

/**
 * helmet's response headers for these options (and `extra` ones helmet does not make), worked out once. The options name no per-request
 * values (no nonces), so the headers are the same on every response; @fastify/helmet built helmet
 * anew, re-parsing the CSP, on every request (about a tenth of a small request's time).
 */
export function securityHeaders(options: HelmetOptions, extra: Record<string, string> = {}): Record<string, string> {
  const headers: Record<string, string> = { ...extra };
  const response = {
    setHeader: (name: string, value: unknown) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  let failure: unknown;
  helmet(options)({} as never, response as never, (error?: unknown) => void (failure = error));
  if (failure) throw failure;
  return headers;
}

/**
 * Browser features nothing in the app uses, refused for the site and anything it might embed (so an
 * injected script or frame cannot ask for the camera, the location and the like).
 */
export const PERMISSIONS_POLICY =
  'accelerometer=(), autoplay=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), midi=(), payment=(), usb=(), browsing-topics=()';
