// Finds the nginx the behind-a-proxy test runs the server behind: NGINX_PATH, else Debian's
// /usr/sbin/nginx. Where none is found and we are root with apt-get, installs Debian's `nginx`
// (saying so). Answers { path } or { missing: a sentence saying why and how to get one }.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const canRun = (command: string) => {
  try {
    execSync(`command -v ${command}`, { stdio: 'ignore', shell: '/bin/sh' });
    return true;
  } catch {
    return false;
  }
};

export type NginxFound = { path: string; missing?: undefined } | { path?: undefined; missing: string };

export function findNginx({ install = true } = {}): NginxFound {
  const candidates = [process.env.NGINX_PATH, '/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/local/nginx/sbin/nginx'].filter((p): p is string => Boolean(p));
  for (const c of candidates) if (existsSync(c)) return { path: c };
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (install && isRoot && canRun('apt-get')) {
    console.log('No nginx found: installing Debian\'s "nginx" package with apt-get (for the test that runs the server behind a reverse proxy)…');
    try {
      execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx >/dev/null', { stdio: 'inherit', shell: '/bin/sh' });
    } catch (e) {
      return { missing: `nginx could not be installed with apt-get (${e instanceof Error ? e.message.split('\n')[0] : e}).` };
    }
    if (existsSync('/usr/sbin/nginx')) return { path: '/usr/sbin/nginx' };
  }
  return {
    missing:
      'no nginx found (and it can be installed here only as root with apt-get). Install one: on Debian/Ubuntu `sudo apt-get install -y nginx`, or set NGINX_PATH to an nginx binary.',
  };
}
