/**
 * @module The mail catcher's web view on 127.0.0.1: `GET /` (newest first), `GET /messages/{id}`,
 * `GET /api/messages[?to=]` (JSON for tests: id, to, from, subject, text, html, headers,
 * receivedAt) and `DELETE /api/messages`. Everything shown is escaped; an HTML body is only
 * rendered inside a sandboxed iframe, and the CSP forbids fetching anything, so a caught message
 * can neither run script nor call out (the catcher is offline).
 */
import { once } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { escapeHtml } from './html.ts';
import type { CaughtMail, MailStore } from './mailbox.ts';

const CSP =
  "default-src 'none'; style-src 'unsafe-inline'; img-src data:; frame-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";
const STYLE = `body{font:16px/1.5 system-ui,sans-serif;margin:0 auto;max-width:60rem;padding:1rem;color:#111;background:#fff}
table{border-collapse:collapse;width:100%}th,td{text-align:left;padding:.4rem;border-bottom:1px solid #ccc;vertical-align:top}
a{color:#0645ad}pre{white-space:pre-wrap;word-break:break-word;background:#f4f4f4;padding:.75rem}
dl{display:grid;grid-template-columns:max-content 1fr;gap:.2rem 1rem}dt{font-weight:600}dd{margin:0;word-break:break-word}
iframe{width:100%;height:30rem;border:1px solid #ccc}`;

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
}

const when = (iso: string) => `<time datetime="${escapeHtml(iso)}">${escapeHtml(iso.replace('T', ' ').slice(0, 19))}</time>`;

export function listPage(mails: CaughtMail[]): string {
  const rows = mails
    .map(
      (m) =>
        `<tr><td>${when(m.receivedAt)}</td><td>${escapeHtml(m.to.join(', '))}</td><td><a href="/messages/${encodeURIComponent(m.id)}">${escapeHtml(m.subject || '(no subject)')}</a></td></tr>`,
    )
    .join('\n');
  const table = mails.length
    ? `<table><caption>Newest first</caption><thead><tr><th scope="col">Received (UTC)</th><th scope="col">To</th><th scope="col">Subject</th></tr></thead><tbody>${rows}</tbody></table>`
    : '<p>No messages yet.</p>';
  return page(
    'Mail catcher',
    `<h1>Mail catcher</h1><p>${mails.length} message${mails.length === 1 ? '' : 's'} received by the local SMTP stand-in.</p>${table}`,
  );
}

export function messagePage(m: CaughtMail): string {
  const headers = m.headers.map(([n, v]) => `<dt>${escapeHtml(n)}</dt><dd>${escapeHtml(v)}</dd>`).join('');
  // srcdoc is an attribute: escaping it once is exactly what the browser undoes; sandbox="" keeps
  // scripts, forms and navigation of the message off, whatever its markup says.
  const html =
    m.html === null
      ? '<p>No HTML part.</p>'
      : `<iframe sandbox="" title="HTML body of the message" srcdoc="${escapeHtml(m.html)}"></iframe>`;
  return page(
    `${m.subject || '(no subject)'} – Mail catcher`,
    `<p><a href="/">All messages</a></p><h1>${escapeHtml(m.subject || '(no subject)')}</h1>
<dl><dt>Received</dt><dd>${when(m.receivedAt)}</dd><dt>Envelope to</dt><dd>${escapeHtml(m.to.join(', '))}</dd>${headers}</dl>
<h2>Text</h2><pre>${escapeHtml(m.text)}</pre><h2>HTML</h2>${html}`,
  );
}

function send(res: ServerResponse, status: number, type: string, body: string): void {
  res.writeHead(status, {
    'content-type': type,
    'content-security-policy': CSP,
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
    'cache-control': 'no-store',
  });
  res.end(body);
}

// Each branch answers with send(): returning its (void) result ends the handler there.
function handle(store: MailStore, port: () => number, req: IncomingMessage, res: ServerResponse) {
  // Only our own origin: a web page cannot reach this through DNS rebinding (another Host header).
  const host = req.headers.host ?? '';
  if (host !== `127.0.0.1:${port()}` && host !== `localhost:${port()}`)
    return send(res, 421, 'text/plain; charset=utf-8', 'misdirected request\n');
  const url = new URL(req.url ?? '/', 'http://127.0.0.1');
  const method = req.method ?? 'GET';
  const read = method === 'GET' || method === 'HEAD';
  if (url.pathname === '/' && read) return send(res, 200, 'text/html; charset=utf-8', listPage(store.list()));
  if (url.pathname === '/api/messages' && read) {
    return send(res, 200, 'application/json; charset=utf-8', JSON.stringify(store.list(url.searchParams.get('to') ?? undefined)));
  }
  if (url.pathname === '/api/messages' && method === 'DELETE') {
    store.clear();
    res.writeHead(204).end();
    return;
  }
  const match = /^\/messages\/(\d+)$/.exec(url.pathname);
  const mail = match && read ? store.get(match[1]!) : undefined;
  if (mail) return send(res, 200, 'text/html; charset=utf-8', messagePage(mail));
  return send(
    res,
    404,
    'text/html; charset=utf-8',
    page('Not found – Mail catcher', `<h1>Not found</h1><p><a href="/">All messages</a></p>`),
  );
}

export async function startMailWeb(store: MailStore): Promise<{ url: string; close(): Promise<void> }> {
  let port = 0;
  const server = createServer((req, res) => handle(store, () => port, req, res));
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
