import { SMTPServer } from 'smtp-server';

export type CaughtMail = { id: number; from: string; to: string[]; subject: string; text: string; raw: string; at: string };

function header(raw: string, name: string) {
  const m = raw.match(new RegExp(`^${name}:\\s*(.*(?:\\r?\\n[ \\t].*)*)`, 'im'));
  return m ? m[1].replace(/\r?\n[ \t]+/g, ' ').trim() : '';
}

/** Decodes the parts tests and developers read: quoted-printable text bodies. */
function bodyText(raw: string) {
  const body = raw.split(/\r?\n\r?\n/).slice(1).join('\n\n');
  return body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, h) => String.fromCharCode(parseInt(h, 16)));
}

/** A loopback SMTP server that keeps every message it receives, for development and tests. */
export function startCatcher(port = 0, host = '127.0.0.1') {
  const mails: CaughtMail[] = [];
  let next = 1;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth(auth, _s, cb) {
      cb(null, { user: auth.username ?? 'anonymous' });
    },
    onData(stream, session, cb) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        mails.push({
          id: next++,
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          subject: header(raw, 'Subject'),
          text: bodyText(raw),
          raw,
          at: new Date().toISOString(),
        });
        cb();
      });
    },
  });
  return new Promise<{ port: number; mails: CaughtMail[]; close: () => Promise<void> }>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const address = server.server.address();
      resolve({
        port: typeof address === 'object' && address ? address.port : port,
        mails,
        close: () => new Promise((r) => server.close(() => r())),
      });
    });
  });
}
