import { z } from 'zod';

/**
 * zod as the domain's schemas use it. In the browser it never probes whether `new Function` works:
 * the site's Content-Security-Policy allows no eval, and Chromium reports even a probe whose error is
 * caught as a policy violation (a DevTools issue, which costs the page its best-practices score). The
 * server keeps zod's compiled fast path.
 */
if ('window' in globalThis) z.config({ jitless: true });

export { z };
