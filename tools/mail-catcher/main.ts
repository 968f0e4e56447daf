import http from 'node:http';
import { startCatcher } from './catcher';

// Development and e2e mail box: SMTP on MAIL_CATCHER_SMTP_PORT, messages readable over HTTP.
const smtpPort = Number(process.env.MAIL_CATCHER_SMTP_PORT ?? 1025);
const httpPort = Number(process.env.MAIL_CATCHER_HTTP_PORT ?? 1080);

const esc = (s: string) => s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

async function main() {
  const box = await startCatcher(smtpPort);
  http
    .createServer((req, res) => {
      if (req.url === '/messages') {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify(box.mails));
      } else if (req.url === '/messages/clear' && req.method === 'POST') {
        box.mails.length = 0;
        res.writeHead(204).end();
      } else {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        const rows = [...box.mails].reverse().map((m) => `<article><h3>${esc(m.subject)}</h3><p>To ${esc(m.to.join(', '))} at ${m.at}</p><pre>${esc(m.text)}</pre></article>`);
        res.end(`<!doctype html><title>Mail catcher</title><h1>${box.mails.length} messages</h1>${rows.join('<hr>')}`);
      }
    })
    .listen(httpPort, '127.0.0.1', () => {
      console.log(`Mail catcher: SMTP 127.0.0.1:${box.port}, read mail at http://127.0.0.1:${httpPort}`);
    });
}

void main();
