// npm start: builds the app if dist/ is missing, then runs the server (migrations run at start) on PORT (default 3000).
import { spawnSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';

if (!existsSync('dist/index.html')) {
  console.log('Building the app (dist/ is missing)…');
  const b = spawnSync('npx', ['vite', 'build'], { stdio: 'inherit' });
  if (b.status !== 0) process.exit(b.status ?? 1);
}
const child = spawn('npx', ['tsx', 'server/main.ts'], { stdio: 'inherit', env: process.env });
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code) => process.exit(code ?? 0));
