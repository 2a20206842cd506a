import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  from: string;
  subject: string;
  messageId: string;
  text: string;
  raw: string;
}

/** Headers of a raw message (folded lines joined), names in lower case. */
function headersOf(head: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const line of head.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const i = line.indexOf(':');
    if (i > 0) out.set(line.slice(0, i).trim().toLowerCase(), line.slice(i + 1).trim());
  }
  return out;
}

/** A header's encoded words (`=?UTF-8?B?…?=`, `=?UTF-8?Q?…?=`, as text outside ASCII is sent) decoded. */
export function decodeHeader(value: string): string {
  return value.replace(/\?=\s+=\?/g, '?==?').replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_m, kind: string, text: string) =>
    kind.toLowerCase() === 'b'
      ? Buffer.from(text, 'base64').toString('utf8')
      : Buffer.from(
          text.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (_q, h: string) => String.fromCharCode(parseInt(h, 16))),
          'latin1',
        ).toString('utf8'),
  );
}

/** A text body as sent: quoted-printable or base64 decoded when it says so. */
function decodeBody(body: string, encoding: string | undefined): string {
  if ((encoding ?? '').toLowerCase() === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if ((encoding ?? '').toLowerCase() !== 'quoted-printable') return body;
  const bytes = body.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/gi, (_m, h: string) => String.fromCharCode(parseInt(h, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/**
 * A real SMTP server for a test (the smtp-server package), on 127.0.0.1: it keeps every message it
 * accepts. `port` 0 takes a free port. `hold` makes it wait before accepting each message until the
 * test releases it (to stop a sender mid-send).
 */
export async function startSmtpServer(port = 0) {
  const received: ReceivedMail[] = [];
  let hold: Promise<void> | null = null;
  let onMessageArriving: (() => void) | null = null;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const split = raw.indexOf('\r\n\r\n');
        const headers = headersOf(raw.slice(0, split));
        const mail: ReceivedMail = {
          to: session.envelope.rcptTo.map((r) => r.address),
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          subject: decodeHeader(headers.get('subject') ?? ''),
          messageId: headers.get('message-id') ?? '',
          text: decodeBody(raw.slice(split + 4), headers.get('content-transfer-encoding')),
          raw,
        };
        onMessageArriving?.();
        const accept = () => {
          received.push(mail);
          callback();
        };
        if (hold) void hold.then(accept);
        else accept();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const actualPort = (server.server.address() as AddressInfo).port;
  return {
    port: actualPort,
    url: `smtp://127.0.0.1:${actualPort}`,
    received,
    /** Holds every message before accepting it until the returned function is called; resolves `arrived` when one comes. */
    holdMessages() {
      let release!: () => void;
      hold = new Promise<void>((r) => (release = r));
      const arrived = new Promise<void>((r) => (onMessageArriving = r));
      return {
        arrived,
        release: () => {
          hold = null;
          release();
        },
      };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A port with nothing listening on it (taken free, then given back). */
export async function freePort(): Promise<number> {
  const s = await startSmtpServer(0);
  await s.close();
  return s.port;
}

/** Waits (without a fixed sleep) until `check` holds, polling; fails with `what` after `timeoutMs`. */
export async function waitFor(check: () => boolean | Promise<boolean>, what: string, timeoutMs = 15_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}
