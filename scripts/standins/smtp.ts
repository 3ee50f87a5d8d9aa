/**
 * @module The local SMTP catcher: a real SMTP server (smtp-server) on 127.0.0.1 that accepts any
 * mail without TLS or AUTH and keeps the newest messages in memory, plus a web view of them
 * (smtp-web.ts). `npm start` points the Worker at it (SMTP_SECURITY=none); tests read what arrived.
 */
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerDataStream, type SMTPServerSession } from 'smtp-server';
import { type CaughtMail, MailStore } from './mailbox.ts';
import { parseMail } from './mime.ts';
import { startMailWeb } from './smtp-web.ts';
import type { StandIn } from './stand-in.ts';

export interface SmtpCatcher extends StandIn {
  smtpPort: number;
  /** Newest first; `to` filters on an envelope recipient (case-insensitive). */
  list(to?: string): CaughtMail[];
  get(id: string): CaughtMail | undefined;
  clear(): void;
}

export interface CatcherOptions {
  /** How many messages to keep (oldest dropped first). */
  cap?: number;
  /** Largest accepted message in bytes (SMTP SIZE); larger ones get 552. */
  maxBytes?: number;
}

function receive(store: MailStore, maxBytes: number) {
  return (stream: SMTPServerDataStream, session: SMTPServerSession, done: (err?: Error | null) => void) => {
    const chunks: Buffer[] = [];
    stream.on('data', (c: Buffer) => chunks.push(c));
    stream.on('error', done);
    stream.on('end', () => {
      if (stream.sizeExceeded) {
        done(Object.assign(new Error(`message exceeds ${maxBytes} bytes`), { responseCode: 552 }));
        return;
      }
      const raw = Buffer.concat(chunks);
      const to = session.envelope.rcptTo.map((a) => a.address);
      const envelopeFrom = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
      let mail;
      try {
        mail = parseMail(raw);
      } catch (err) {
        // Keep what arrived even if it is beyond this small parser: the raw text is still useful.
        mail = { headers: [], subject: `(unparsed: ${String(err)})`, from: '', to: '', text: raw.toString('utf8'), html: null };
      }
      store.add({
        to,
        from: mail.from || envelopeFrom,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        headers: mail.headers,
        receivedAt: new Date().toISOString(),
      });
      done();
    });
  };
}

/** Starts the catcher: SMTP and the web view, each on an ephemeral 127.0.0.1 port. */
export async function startSmtpCatcher(options: CatcherOptions = {}): Promise<SmtpCatcher> {
  const maxBytes = options.maxBytes ?? 10 * 1024 * 1024;
  const store = new MailStore(options.cap ?? 500);
  const smtp = new SMTPServer({
    // Local and plain on purpose: the Worker connects with SMTP_SECURITY=none and no credentials.
    disabledCommands: ['AUTH', 'STARTTLS'],
    authOptional: true,
    disableReverseLookup: true,
    banner: 'Edgewire mail catcher',
    size: maxBytes,
    logger: false,
    closeTimeout: 1000, // stop() should not wait 30 s for a client that left a connection open
    onData: receive(store, maxBytes),
  });
  // A client that resets its connection (a Worker request cancelled mid-send, a test ending) is
  // an 'error' on the server; unheard, Node ends the whole process that hosts the catcher.
  smtp.on('error', (err: NodeJS.ErrnoException) => {
    if (err.code !== 'ECONNRESET' && err.code !== 'EPIPE') console.warn(`mail catcher: ${err.message}`);
  });
  smtp.listen(0, '127.0.0.1');
  await once(smtp.server, 'listening');
  const smtpPort = (smtp.server.address() as AddressInfo).port;
  const closeSmtp = () => new Promise<void>((resolve) => smtp.close(() => resolve()));

  let web;
  try {
    web = await startMailWeb(store);
  } catch (err) {
    await closeSmtp();
    throw err;
  }
  return {
    name: 'mail catcher',
    url: web.url,
    smtpPort,
    vars: { SMTP_HOST: '127.0.0.1', SMTP_PORT: String(smtpPort), SMTP_SECURITY: 'none' },
    list: (to) => store.list(to),
    get: (id) => store.get(id),
    clear: () => store.clear(),
    async stop() {
      await Promise.all([closeSmtp(), web.close()]);
    },
  };
}
