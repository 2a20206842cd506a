/**
 * npm run dev: one server on PORT (default 5173) that renders every page on the server as production
 * does, from the sources, with hot reload: Vite in middleware mode serves the browser's modules and
 * hot updates, its module runner loads src/entry-server.tsx afresh after every edit, and the API is
 * the production app on a database in DATA_DIR.
 */
import { readFileSync } from 'node:fs';
import { createServer as createHttpServer } from 'node:http';
import Fastify from 'fastify';
import { createServer as createViteServer } from 'vite';
import type { ServerRenderer } from '../src/domain/ssr';
import { buildApp } from './app';
import { loadConfig } from './config';
import { connect } from './db/connect';
import { prepareDatabase } from './db/startup';
import { DirectoryPublisher } from './directory';
import { ListCache } from './list-cache';
import { pageServer } from './render/pages';

const config = loadConfig({ PORT: '5173', ...process.env });
const database = connect({ dataDir: config.dataDir, databaseUrl: config.databaseUrl, poolMax: config.dbPoolMax });
await prepareDatabase(database, {
  now: () => new Date(),
  admin: { email: config.adminEmail, password: config.adminPassword, logN: config.scryptLogN },
  print: (line) => console.log(line),
});

const httpServer = createHttpServer();
const vite = await createViteServer({ server: { middlewareMode: true, hmr: { server: httpServer } }, appType: 'custom' });

/** The server-render module as it is now: Vite's module runner reloads what changed since the last request. */
const current = () => vite.ssrLoadModule('/src/entry-server.tsx') as Promise<ServerRenderer>;
let latest = await current();
const renderer: ServerRenderer = {
  render: async (request) => (latest = await current()).render(request),
  renderError: (request) => latest.renderError(request),
  sitemap: (origin, records) => latest.sitemap(origin, records),
  suggestions: (request) => latest.suggestions(request),
  robots: (origin) => latest.robots(origin),
  isClientOnly: (pathname) => latest.isClientOnly(pathname),
  pageAddress: (url) => latest.pageAddress(url),
};

const api = await buildApp({ config, database, distDir: null, logger: true });
const pages = Fastify({ logger: false });
const servePage = pageServer(pages, {
  renderer,
  distDir: 'dist',
  db: database.db,
  listCache: new ListCache(database.db),
  directory: new DirectoryPublisher(database.db),
  publicOrigin: config.publicOrigin,
  development: { template: (url) => vite.transformIndexHtml(url, readFileSync('index.html', 'utf8')) },
});
pages.get('/*', servePage);
await Promise.all([api.ready(), pages.ready()]);

httpServer.on('request', (req, res) => {
  vite.middlewares(req, res, () => (req.url?.startsWith('/api/') ? api : pages).routing(req, res));
});
httpServer.listen(config.port, config.host, () => console.log(`Gantavya (development, rendered on the server, hot reload) on http://localhost:${config.port}`));

const stop = async () => {
  httpServer.close();
  await Promise.all([vite.close(), api.close(), pages.close()]);
  await database.close();
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
