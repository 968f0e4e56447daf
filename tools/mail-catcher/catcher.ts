import { SMTPServer } from 'smtp-server';

export type CaughtMail = { id: number; from: string; to: string[]; subject: string; text: string; html: string; raw: string; at: string };

function header(head: string, name: string) {
  const m = head.match(new RegExp(`^${name}:\\s*(.*(?:\\r?\\n[ \\t].*)*)`, 'im'));
  return m ? m[1].replace(/\r?\n[ \t]+/g, ' ').trim() : '';
}

const qpBytes = (s: string) =>
  Buffer.from(s.replace(/=\r?\n/g, '').replace(/=([0-9A-Fa-f]{2})/g, (_, h) => String.fromCharCode(parseInt(h, 16))), 'latin1');

function decodeBytes(bytes: Buffer, charset = 'utf-8') {
  try {
    return new TextDecoder(charset).decode(bytes);
  } catch {
    return bytes.toString('utf8');
  }
}

/** RFC 2047 encoded words, as nodemailer writes non-ASCII subjects. */
const decodeWords = (v: string) =>
  v.replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=(?:\s+(?==\?))?/g, (_, charset: string, enc: string, data: string) =>
    decodeBytes(enc.toUpperCase() === 'B' ? Buffer.from(data, 'base64') : qpBytes(data.replace(/_/g, ' ')), charset));

function splitEntity(entity: string) {
  const at = entity.search(/\r?\n\r?\n/);
  if (at < 0) return { head: entity, body: '' };
  return { head: entity.slice(0, at), body: entity.slice(at).replace(/^\r?\n\r?\n/, '') };
}

/** The text parts of a message (through multipart nesting), decoded: what tests and developers read. */
function textParts(entity: string): Array<{ type: string; text: string }> {
  const { head, body } = splitEntity(entity);
  const type = header(head, 'Content-Type') || 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (/^multipart\//i.test(type) && boundary) {
    return body.split(`--${boundary}`).slice(1, -1).flatMap((part) => textParts(part.replace(/^\r?\n/, '').replace(/\r?\n$/, '')));
  }
  if (!/^text\//i.test(type)) return [];
  const charset = /charset="?([^";]+)"?/i.exec(type)?.[1];
  const encoding = header(head, 'Content-Transfer-Encoding').toLowerCase();
  const text =
    encoding === 'base64' ? decodeBytes(Buffer.from(body, 'base64'), charset)
      : encoding === 'quoted-printable' ? decodeBytes(qpBytes(body), charset)
        : body;
  return [{ type: type.split(';')[0].trim().toLowerCase(), text: text.replace(/\r\n/g, '\n') }];
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
        const parts = textParts(raw);
        const of = (type: string) => parts.filter((p) => p.type === type).map((p) => p.text).join('\n');
        mails.push({
          id: next++,
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          subject: decodeWords(header(splitEntity(raw).head, 'Subject')),
          text: of('text/plain'),
          html: of('text/html'),
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
