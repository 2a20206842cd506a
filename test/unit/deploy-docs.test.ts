// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ENV_VARIABLES, loadConfig } from '../../server/config';

const readme = readFileSync('README.md', 'utf8');
const deploy = readme.slice(readme.indexOf('## Deploy'), readme.indexOf('\n## ', readme.indexOf('## Deploy') + 1));

describe("the README's Deploy section", () => {
  it('lists every environment variable the server reads, each with its default', () => {
    const rows = new Map(Array.from(deploy.matchAll(/^\| `([A-Z_0-9]+)` \| ([^|]+) \|/gm), (m) => [m[1]!, m[2]!.trim()]));
    expect([...rows.keys()].sort()).toEqual([...ENV_VARIABLES].sort());
    for (const [name, fallback] of rows) expect(fallback, name).not.toBe('');
  });

  it('states the defaults the configuration really has', () => {
    const c = loadConfig({});
    const row = (name: string) => deploy.match(new RegExp(`^\\| \`${name}\` \\| ([^|]+) \\|`, 'm'))![1]!;
    expect(row('PORT')).toContain(`\`${c.port}\``);
    expect(row('HOST')).toContain(`\`${c.host}\``);
    expect(row('DATA_DIR')).toContain(`\`${c.dataDir}\``);
    expect(row('REQUEST_TIMEOUT_MS')).toContain(`\`${c.timeouts.requestMs}\``);
    expect(row('HEADERS_TIMEOUT_MS')).toContain(`\`${c.timeouts.headersMs}\``);
    expect(row('KEEP_ALIVE_TIMEOUT_MS')).toContain(`\`${c.timeouts.keepAliveMs}\``);
  });

  it('its nginx example says nothing the tested configuration (docs/deploy/nginx.conf) does not', () => {
    const example = deploy.match(/```nginx\n([\s\S]*?)```/)![1]!;
    const conf = readFileSync('docs/deploy/nginx.conf', 'utf8');
    const directives = example
      .split('\n')
      .map((l) => l.trim())
      .filter((l) => l.endsWith(';'));
    expect(directives.length).toBeGreaterThan(8);
    for (const d of directives) expect(conf, d).toContain(d);
  });
});
