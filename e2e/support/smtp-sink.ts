// The e2e mail server: a real SMTP server on loopback (smtp-server) that keeps what it receives,
// and a tiny HTTP endpoint the tests read it from: GET /messages?to=<address> → JSON.
import { createServer } from 'node:http';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

const smtpPort = Number(process.env.SMTP_SINK_PORT ?? 3101);
const httpPort = Number(process.env.SMTP_SINK_HTTP_PORT ?? 3102);
const messages: { to: string[]; subject: string; text: string; calendar: string | null; receivedAt: string }[] = [];

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData(stream, session, callback) {
    simpleParser(stream)
      .then((parsed) => {
        messages.push({
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          subject: parsed.subject ?? '',
          text: parsed.text ?? '',
          // a calendar invitation (text/calendar part), as calendar clients read it
          calendar:
            parsed.attachments.find((a) => a.contentType.startsWith('text/calendar'))?.content.toString('utf8') ?? null,
          receivedAt: new Date().toISOString(),
        });
        callback();
      })
      .catch((e: Error) => callback(e));
  },
});
smtp.listen(smtpPort, '127.0.0.1');

createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost');
  const to = url.searchParams.get('to')?.toLowerCase();
  const list = to ? messages.filter((m) => m.to.includes(to)) : messages;
  res.setHeader('content-type', 'application/json');
  res.end(JSON.stringify(url.pathname === '/messages' ? list : { ok: true, count: messages.length }));
}).listen(httpPort, '127.0.0.1');

console.log(`smtp sink: smtp://127.0.0.1:${smtpPort}, http://127.0.0.1:${httpPort}/messages`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => process.exit(0));
