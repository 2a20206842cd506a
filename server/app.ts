import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyRequest } from 'fastify';
import swagger from '@fastify/swagger';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import type { ApiErrorBody } from '../src/domain/api';
import { PERSONAL_API_RESOURCES, SERVER_FAILED_TEXT, TOO_MANY_REQUESTS_TEXT } from '../src/domain/wire';
import type { ServerRenderer } from '../src/domain/ssr';
import { removeExpiredSignInData, SIGN_IN_CLEANUP_INTERVAL_MS } from './auth/cleanup';
import { deviceCookieKey, deviceCookies } from './auth/device-cookie';
import { HashLimiter, passwordHashing } from './auth/hash-limiter';
import { AddressRate } from './address-rate';
import { hashPassword, randomPassword } from './auth/passwords';
import { requireAdmin } from './auth/sessions';
import { linkOriginOf, type ServerConfig } from './config';
import type { Db } from './db/connect';
import { isForeignKeyViolation, isUniqueViolation } from './db/errors';
import { HttpError, refuseNulInQuery } from './http';
import { boundedJsonParser, malformedUrlAnswer } from './request-guards';
import { crossSiteProblem, SAFE_METHODS } from './request-origin';
import { accountRoutes, signInRoutes } from './routes/auth';
import { DirectoryPublisher } from './directory';
import { contentReadPlugins, contentWritePlugins } from './routes/content-resources';
import { consultancyListRoutes } from './routes/public/consultancy-list';
import { publicFactRoutes } from './routes/public/facts';
import { adminFactRoutes } from './routes/admin/facts';
import { adminCorrectionRoutes } from './routes/admin/corrections';
import { directoryRoutes } from './routes/public/directory';
import { healthRoutes } from './routes/public/health';
import { publicInboxRoutes } from './routes/public/inbox';
import { adminInboxRoutes } from './routes/admin/inbox';
import { adminImageRoutes } from './routes/admin/images';
import { mediaRoutes } from './routes/public/media';
import { IMAGE_SWEEP_INTERVAL_MS, sweepUnusedImages } from './queries/images';
import { adminBulkRoutes } from './routes/admin/bulk';
import { publicReviewRoutes } from './routes/public/reviews';
import { publicReportRoutes } from './routes/public/reports';
import { adminReportRoutes } from './routes/admin/reports';
import { adminReviewRoutes } from './routes/admin/reviews';
import { adminLicenceRoutes } from './routes/admin/licences';
import { refreshVerified, VERIFIED_REFRESH_INTERVAL_MS } from './queries/licences';
import { OPENAPI_INFO, openApiRoutes } from './routes/public/openapi';
import { adminScope } from './plugins/admin-scope';
import { schedule, type ScheduledJob } from './plugins/scheduler';
import { requireRouteSchemas, validateWithZod } from './plugins/schemas';
import { ListCache } from './list-cache';
import { COMPRESS_THRESHOLD } from './compressed';
import { loadRenderer, pageServer, RENDERING_BUSY } from './render/pages';
import type { PageCache } from './render/page-cache';
import { MailSender, smtpTransport } from './mail/sender';
import { templateScriptHashes } from './inline-scripts';
import { PERMISSIONS_POLICY, securityHeaders } from './security-headers';
import { sweepExpired } from './sweep';

export const API_PREFIX = '/api/v1';
export const BODY_LIMIT = 256 * 1024;

export interface BuildOptions {
  config: ServerConfig;
  database: Db;
  /** The clock: tests control time with it. */
  now?: () => Date;
  logger?: boolean;
  /** The built app to serve (dist/); none in API-only tests. */
  distDir?: string | null;
  /** The e-mail sender; by default one for config.mail, started with the app and stopped (drained) when it closes. */
  mailSender?: MailSender;
  /** The server-render bundle; by default the built one (dist-server/), when there is one. null: serve index.html as it is. */
  renderer?: ServerRenderer | null;
  /** The rendered pages kept; by default one of PAGE_CACHE_ENTRIES pages (tests give a smaller one). */
  pageCache?: PageCache;
  /** More periodic jobs for the app's scheduler (the daily backup), stopped when the app closes. */
  jobs?: readonly ScheduledJob[];
}

const errorBody = (code: ApiErrorBody['error']['code'], message: string, fields?: Record<string, string>): ApiErrorBody => ({
  error: fields ? { code, message, fields } : { code, message },
});

/**
 * Fastify's trustProxy for TRUST_PROXY. A hop count n believes the n nearest hops (the socket's peer
 * first): right only where the server cannot be reached except through those proxies, e.g. bound to
 * 127.0.0.1 behind a proxy on the same machine (Fastify itself ignores a bare number). Address
 * ranges believe only peers inside them.
 */
export function trustProxyOption(trust: ServerConfig['trustProxy']): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust === 'number') return (_address, hop) => hop < trust;
  return trust;
}

/**
 * Routes whose answers carry personal data or depend on who asks (matched on the route's pattern, not
 * the URL as sent): they, and every answer to a request with a session cookie, are never stored by
 * browsers or proxies.
 */
const PERSONAL_ROUTE = new RegExp(`^${API_PREFIX}/(${PERSONAL_API_RESOURCES.join('|')})(/|$)`);

export async function buildApp(options: BuildOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const { db } = database;
  const now = options.now ?? (() => new Date());
  const app = Fastify({
    bodyLimit: BODY_LIMIT,
    logger: options.logger
      ? {
          level: 'info',
          redact: {
            paths: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]', '*.password', 'body.password'],
            censor: '[redacted]',
          },
        }
      : false,
    // X-Forwarded-For / -Proto / -Host are believed only from the proxies TRUST_PROXY names (a hop
    // count or address ranges): they decide request.ip, which every rate limit counts by.
    trustProxy: trustProxyOption(config.trustProxy),
    // A request must arrive whole in time: a body or headers trickled byte by byte are cut off (408).
    requestTimeout: config.timeouts.requestMs,
    keepAliveTimeout: config.timeouts.keepAliveMs,
    http: { headersTimeout: config.timeouts.headersMs, connectionsCheckingInterval: config.timeouts.checkEveryMs },
    // A URL the router cannot read answers in the API's error shape, never Fastify's own.
    frameworkErrors: (error, request, reply) => malformedUrlAnswer(headers)(error, request, reply),
    // Closing (SIGTERM), requests already on an open connection are answered, not refused with 503:
    // each answer then says Connection: close (below), and the proxy sends what follows elsewhere.
    return503OnClosing: false,
  });

  // From the moment the app starts closing, every answer, also to a request that was in flight
  // before, closes its connection after it; idle kept-alive connections are closed at once.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    if (closing) reply.header('Connection', 'close');
    return payload;
  });

  boundedJsonParser(app);
  await app.register(cookie);
  // Answers over 1 KiB go out compressed (brotli or gzip) to clients that accept it: the built
  // files precompressed at build time, the API's JSON and the app's HTML on the fly.
  await app.register(compress, { encodings: ['br', 'gzip'], threshold: COMPRESS_THRESHOLD });
  const headers = securityHeaders(
    {
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", ...templateScriptHashes(options.distDir === null ? null : join(options.distDir ?? resolve('dist'), 'index.html'))],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:'],
          fontSrc: ["'self'"],
          connectSrc: ["'self'"],
          // The service worker (/sw.js) and the web app manifest come from this origin only.
          workerSrc: ["'self'"],
          manifestSrc: ["'self'"],
          objectSrc: ["'none'"],
          baseUri: ["'none'"],
          frameAncestors: ["'none'"],
          formAction: ["'self'"],
          upgradeInsecureRequests: null,
        },
      },
      crossOriginEmbedderPolicy: false,
      // Never framed, as frame-ancestors 'none' says (helmet's default is SAMEORIGIN).
      xFrameOptions: { action: 'deny' },
    },
    { 'permissions-policy': PERMISSIONS_POLICY },
  );
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
  // An answer that sets a cookie belongs to one browser: no cache keeps it (a proxy's, the browser's, or the
  // service worker's, which cannot see Set-Cookie and goes by this header).
  app.addHook('onSend', async (_request, reply, payload) => {
    if (reply.hasHeader('set-cookie') && !String(reply.getHeader('cache-control') ?? '').includes('no-store')) reply.header('Cache-Control', 'no-store');
    return payload;
  });

  // Cross-site writes are refused, whatever the path and however it is spelled; write bodies must be JSON.
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    const crossSite = crossSiteProblem(request, { publicOrigin: config.publicOrigin, sessionCookieName: config.sessionCookieName });
    if (crossSite) throw new HttpError(403, 'FORBIDDEN', crossSite);
    const hasBody = Number(request.headers['content-length'] ?? 0) > 0 || request.headers['transfer-encoding'] !== undefined;
    const type = (request.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
    // A route that takes another kind of body (an image upload) names it in its config.
    const bodyType = (request.routeOptions.config as { bodyType?: string } | undefined)?.bodyType ?? 'application/json';
    if (hasBody && type !== bodyType) throw new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', `Send the body as ${bodyType}.`);
  });

  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      return reply
        .code(error.statusCode)
        .headers(error.headers)
        .send(errorBody(error.code, error.message, error.fields));
    }
    const status = error.statusCode ?? 500;
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || status === 413) {
      // A route with a larger limit of its own (a CSV import) says so in its config's words.
      const routeMessage = (request.routeOptions.config as { tooLargeMessage?: string } | undefined)?.tooLargeMessage;
      return reply
        .code(413)
        .send(errorBody('PAYLOAD_TOO_LARGE', routeMessage ?? `The body is larger than ${(request.routeOptions.bodyLimit ?? BODY_LIMIT) / 1024} KiB.`));
    }
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || status === 415)
      return reply.code(415).send(errorBody('UNSUPPORTED_MEDIA_TYPE', 'Send the body as application/json.'));
    // A write that lost a race to a unique value or a reference (two creates of one slug, a course
    // added as its university goes) is a conflict, never a server error.
    if (isUniqueViolation(error)) return reply.code(409).send(errorBody('CONFLICT', 'That conflicts with an item that already exists. Reload and try again.'));
    if (isForeignKeyViolation(error))
      return reply
        .code(409)
        .send(errorBody('CONFLICT', 'That refers to an item that does not exist, or another item still refers to it. Reload and try again.'));
    if (status >= 400 && status < 500)
      return reply.code(400).send(errorBody('VALIDATION_FAILED', 'The request could not be read: send valid JSON.', { body: error.message }));
    request.log.error({ err: error }, 'unexpected error');
    return reply.code(500).send(errorBody('INTERNAL', SERVER_FAILED_TEXT));
  });

  // Reads (API GETs and pages) per client address; pages rendered anew per address and at once.
  const clockMs = () => now().getTime();
  const reads = new AddressRate(config.readsPerMinute, clockMs);
  const pageLimits = {
    reads,
    renders: new AddressRate(config.pageRenders.perMinute, clockMs),
    rendering: new HashLimiter(config.pageRenders.concurrency, config.pageRenders.queue, RENDERING_BUSY),
  };

  const dummyHash = await hashPassword(randomPassword(), config.scryptLogN);
  const listCache = new ListCache(db);
  const devices = deviceCookies(await deviceCookieKey(db, now()));

  // The periodic jobs, on one scheduler: expired sessions and old sign-in attempts; expired
  // idempotency keys and old rate events; those the caller adds.
  schedule(app, [
    { name: 'removing expired sign-in data', everyMs: SIGN_IN_CLEANUP_INTERVAL_MS, run: () => removeExpiredSignInData(db, now()) },
    { name: 'sweeping expired rows', everyMs: config.sweepEveryMs, run: () => sweepExpired(db, now(), { rateWindowMs: config.publicWriteLimit.windowMs }) },
    { name: 'sweeping unused images', everyMs: IMAGE_SWEEP_INTERVAL_MS, run: () => sweepUnusedImages(db, now()) },
    { name: 'deriving verified from licences', everyMs: VERIFIED_REFRESH_INTERVAL_MS, runAtStart: true, run: () => refreshVerified(db, now()) },
    ...(options.jobs ?? []),
  ]);
  const mailSender =
    options.mailSender ??
    new MailSender({
      db,
      config: config.mail,
      now,
      transport: smtpTransport(config.mail),
      log: { warn: (m) => app.log.warn(m), error: (m) => app.log.error(m) },
    });
  mailSender.start();
  app.addHook('onClose', async () => mailSender.stop());
  const context = {
    db,
    listCache,
    now,
    isAdmin: async (request: FastifyRequest) => {
      // Most readers have no session cookie: no error (and its stack trace) to make for them.
      if (!request.cookies[config.sessionCookieName]) return false;
      try {
        await requireAdmin(db, request, now(), { cookieName: config.sessionCookieName });
        return true;
      } catch {
        return false;
      }
    },
  };
  const inboxContext = {
    ...context,
    dialect: database.dialect,
    publicWriteLimit: config.publicWriteLimit,
    statusLookupLimit: config.statusLookupLimit,
    linkOrigin: linkOriginOf(config),
    mail: { teamAddress: config.mail.teamAddress, configured: mailSender.configured, kick: () => mailSender.kick() },
  };
  const authContext = {
    ...context,
    dialect: database.dialect,
    cookieSecure: config.cookieSecure,
    sessionCookieName: config.sessionCookieName,
    loginIpLimit: config.loginIpLimit,
    scryptLogN: config.scryptLogN,
    devices,
    hashing: passwordHashing,
    dummyHash,
  };
  const factContext = { ...context, forex: config.forex };
  const sessionCookieName = config.sessionCookieName;

  // Every route declares its zod schemas: requests are validated with them, and the OpenAPI
  // description is generated from them.
  validateWithZod(app);
  requireRouteSchemas(app, API_PREFIX);
  app.decorateRequest('admin', null);
  await app.register(swagger, {
    openapi: { openapi: '3.1.0', info: OPENAPI_INFO },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });

  // The published directory: the file the search matches in the browser, and the stand-in's suggestions.
  const directory = new DirectoryPublisher(db);
  await app.register(
    async (api) => {
      await api.register(healthRoutes, context);
      api.addHook('onRequest', async (request) => {
        if (request.method !== 'GET' && request.method !== 'HEAD') return;
        if (request.routeOptions.url === `${API_PREFIX}/health`) return;
        const wait = reads.take(request.ip);
        if (wait)
          throw new HttpError(429, 'TOO_MANY_REQUESTS', TOO_MANY_REQUESTS_TEXT, undefined, {
            'Retry-After': String(wait),
          });
      });
      // Before the routes' own validation: a NUL in a query value is refused on every API route.
      api.addHook('preValidation', async (request) => refuseNulInQuery(request.query));
      api.addHook('onSend', async (request, reply, payload) => {
        const personal = request.cookies[config.sessionCookieName] !== undefined || PERSONAL_ROUTE.test(request.routeOptions.url ?? '');
        if (personal && !String(reply.getHeader('cache-control') ?? '').includes('no-store')) reply.header('Cache-Control', 'no-store');
        return payload;
      });
      // Open to everyone.
      for (const plugin of contentReadPlugins) await api.register(plugin, context);
      await api.register(consultancyListRoutes, context);
      await api.register(publicFactRoutes, context);
      await api.register(directoryRoutes, { publisher: directory });
      await api.register(publicInboxRoutes, inboxContext);
      await api.register(publicReviewRoutes, inboxContext);
      await api.register(publicReportRoutes, inboxContext);
      await api.register(signInRoutes, authContext);
      await api.register(openApiRoutes, { apiPrefix: API_PREFIX });
      // The admins' own: each scope authenticates once, in its onRequest hook.
      await api.register(adminScope({ ...context, sessionCookieName }, [...contentWritePlugins, adminImageRoutes]));
      await api.register(adminScope({ ...context, sessionCookieName }, [adminBulkRoutes]));
      await api.register(adminScope({ ...factContext, sessionCookieName }, [adminFactRoutes, adminCorrectionRoutes]));
      await api.register(adminScope({ ...inboxContext, sessionCookieName }, [adminInboxRoutes, adminReviewRoutes, adminReportRoutes]));
      await api.register(adminScope({ ...context, sessionCookieName }, [adminLicenceRoutes]));
      await api.register(adminScope(authContext, [accountRoutes], { allowPasswordChange: true }));
    },
    { prefix: API_PREFIX },
  );

  await app.register(mediaRoutes, { db });

  const distDir = options.distDir === undefined ? resolve('dist') : options.distDir;
  const serveApp = distDir !== null && existsSync(join(distDir, 'index.html'));
  if (serveApp) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders: (reply, path) => {
        // Hashed assets never change; everything else is checked each time.
        reply.header('Cache-Control', path.includes(`${join(distDir, 'assets')}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  const renderer = serveApp ? (options.renderer === undefined ? await loadRenderer() : options.renderer) : null;
  const servePage =
    renderer && distDir
      ? pageServer(app, { renderer, distDir, db, listCache, directory, publicOrigin: config.publicOrigin, limits: pageLimits, pageCache: options.pageCache })
      : null;

  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api/') || request.url === '/api' || !serveApp || request.method !== 'GET') {
      return reply.code(404).send(errorBody('NOT_FOUND', 'There is nothing at this address.'));
    }
    // Every page rendered on the server, with its data and its real status.
    if (servePage) return servePage(request, reply);
    // Every client-side route gets the app, so deep links work on reload.
    return reply.header('Cache-Control', 'no-cache').type('text/html').sendFile('index.html');
  });

  return app;
}
