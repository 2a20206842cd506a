// node scripts/parallel.mjs lint typecheck: runs the named npm scripts at the same time (each is a
// single-threaded process, and the machine has more than one core), prints each one's output whole
// when it ends, in the order named, and fails when any of them failed.
import { spawn } from 'node:child_process';

const names = process.argv.slice(2);
const runs = names.map(
  (name) =>
    new Promise((resolve) => {
      const started = Date.now();
      const child = spawn('npm', ['run', name], {
        stdio: ['ignore', 'pipe', 'pipe'],
        env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '1' },
      });
      const output = [];
      child.stdout.on('data', (chunk) => output.push(chunk));
      child.stderr.on('data', (chunk) => output.push(chunk));
      child.on('close', (code, signal) => resolve({ name, code: code ?? 1, signal, output: Buffer.concat(output), seconds: (Date.now() - started) / 1000 }));
    }),
);
let failed = 0;
for (const run of runs) {
  const { name, code, signal, output, seconds } = await run;
  process.stdout.write(output);
  console.log(`${name}: ${code === 0 ? 'passed' : `failed (${signal ?? `exit ${code}`})`} in ${seconds.toFixed(1)} s`);
  if (code !== 0) failed += 1;
}
process.exit(failed ? 1 : 0);
