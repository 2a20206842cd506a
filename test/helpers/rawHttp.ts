import { request } from 'node:http';

export interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/**
 * One request to a listening server with its path sent byte for byte as given (no URL parsing on
 * the way, so `//evil.example/x` and `/\evil.example/x` arrive as an attacker sends them), each on a
 * connection of its own (an answer that closes its connection cannot affect the next request).
 */
export function rawRequest(port: number, options: { method?: string; path: string; headers?: Record<string, string>; body?: string }): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        agent: false,
        method: options.method ?? 'GET',
        path: options.path,
        headers: { host: `localhost:${port}`, ...options.headers },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}

/** The href of every link and the action of every form in an HTML page. */
export const linkTargets = (html: string) => [...html.matchAll(/\s(?:href|action)="([^"]*)"/g)].map((m) => m[1]);
