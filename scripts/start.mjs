// npm start: builds the app if it has not been built, then runs the compiled server in this very process
// (plain node, no tsx or npx in between), so a SIGTERM sent to npm start reaches the server, which drains
// its requests and closes the database. Migrations run at start; PORT (default 3000) to change the port.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { resolve } from 'node:path';

const SERVER = resolve('dist-server/main.js');
if (!existsSync('dist/index.html') || !existsSync(SERVER) || !existsSync('dist-server/render/entry-server.js')) {
  console.log('Building the app (it has not been built)…');
  const b = spawnSync('npm', ['run', 'build', '--silent'], { stdio: 'inherit' });
  if (b.status !== 0) process.exit(b.status ?? 1);
}
await import(pathToFileURL(SERVER).href);
