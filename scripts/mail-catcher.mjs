// A real SMTP server for the end-to-end tests (the smtp-server package) on a free port of
// 127.0.0.1: every message it accepts is written to `dir` as <n>.json with its envelope, its
// Subject and Message-ID headers and its raw text, for the specs to read.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';

export async function startMailCatcher(dir) {
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks = [];
      stream.on('data', (c) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const head = raw.slice(0, raw.indexOf('\r\n\r\n')).replace(/\r\n[ \t]+/g, ' ');
        const header = (name) =>
          head
            .split('\r\n')
            .find((l) => l.toLowerCase().startsWith(`${name}:`))
            ?.slice(name.length + 1)
            .trim() ?? '';
        count += 1;
        const mail = { to: session.envelope.rcptTo.map((r) => r.address), subject: header('subject'), messageId: header('message-id'), raw };
        writeFileSync(join(dir, `${String(count).padStart(4, '0')}.json`), JSON.stringify(mail));
        callback();
      });
    },
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = server.server.address();
  return { url: `smtp://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(resolve)) };
}
