// The mail catcher as a real SMTP peer: a hand-driven SMTP session over node:net delivers mail,
// which then shows in the JSON API and in the (escaped) web view.
import { request } from 'node:http';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CaughtMail, MailStore } from './mailbox.ts';
import { type SmtpCatcher, startSmtpCatcher } from './smtp.ts';

/** One SMTP session: EHLO, MAIL, RCPT…, DATA; resolves with the server's reply to the data. */
async function smtpSend(port: number, envelope: { from: string; to: string[] }, data: string): Promise<string> {
  const socket = net.connect(port, '127.0.0.1');
  socket.setEncoding('utf8');
  let buffer = '';
  const waiters: ((reply: string) => void)[] = [];
  socket.on('data', (chunk: string) => {
    buffer += chunk;
    // A reply is complete at a line "NNN text" (multi-line replies use "NNN-text" before it).
    for (let m; (m = /^(?:\d{3}-.*\r\n)*\d{3} .*\r\n/.exec(buffer)); ) {
      buffer = buffer.slice(m[0].length);
      waiters.shift()?.(m[0]);
    }
  });
  const reply = () => new Promise<string>((resolve) => waiters.push(resolve));
  const say = (line: string) => {
    const next = reply();
    socket.write(`${line}\r\n`);
    return next;
  };
  try {
    expect(await reply()).toMatch(/^220 /);
    expect(await say('EHLO test.local')).toMatch(/^250/);
    expect(await say(`MAIL FROM:<${envelope.from}>`)).toMatch(/^250/);
    for (const to of envelope.to) expect(await say(`RCPT TO:<${to}>`)).toMatch(/^250/);
    expect(await say('DATA')).toMatch(/^354/);
    // Dot-stuffing: a line starting with "." is sent as "..".
    const body = data.replace(/\r?\n/g, '\r\n').replace(/^\./gm, '..');
    const result = await say(`${body}\r\n.`);
    await say('QUIT');
    return result;
  } finally {
    socket.destroy();
  }
}

const mail = (headers: Record<string, string>, body: string) =>
  Object.entries(headers)
    .map(([k, v]) => `${k}: ${v}`)
    .join('\r\n') +
  '\r\n\r\n' +
  body;

let catcher: SmtpCatcher;
beforeAll(async () => {
  catcher = await startSmtpCatcher();
});
afterAll(() => catcher?.stop());

const api = async (query = '') => (await (await fetch(`${catcher.url}api/messages${query}`)).json()) as CaughtMail[];

describe('SMTP catcher', () => {
  it('points the Worker at itself: plain SMTP on 127.0.0.1', () => {
    expect(catcher.vars).toEqual({ SMTP_HOST: '127.0.0.1', SMTP_PORT: String(catcher.smtpPort), SMTP_SECURITY: 'none' });
    expect(catcher.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
  });

  it('keeps a received message and lists it as JSON, filtered by recipient', async () => {
    const reply = await smtpSend(
      catcher.smtpPort,
      { from: 'bounce@edgewire.test', to: ['ada@example.com', 'hidden@example.com'] },
      mail(
        {
          From: 'Edgewire <no-reply@edgewire.test>',
          To: 'ada@example.com',
          Subject: 'Hello Ada',
          'Content-Type': 'text/plain; charset=utf-8',
        },
        'First line\n.dot line\nlast line',
      ),
    );
    expect(reply).toMatch(/^250 /);
    const [m] = await api('?to=HIDDEN@example.com');
    expect(m).toMatchObject({
      to: ['ada@example.com', 'hidden@example.com'],
      from: 'Edgewire <no-reply@edgewire.test>',
      subject: 'Hello Ada',
      text: 'First line\n.dot line\nlast line',
      html: null,
    });
    expect(Date.parse(m!.receivedAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(await api('?to=nobody@example.com')).toEqual([]);
  });

  it('decodes what worker-mailer sends: multipart/alternative, quoted-printable, encoded-word subject', async () => {
    const boundary = 'alternative_0123abcd';
    const body = [
      `--mixed_x`,
      `Content-Type: multipart/alternative; boundary="${boundary}"`,
      ``,
      `--${boundary}`,
      `Content-Type: text/plain; charset="UTF-8"`,
      `Content-Transfer-Encoding: quoted-printable`,
      ``,
      `Gr=C3=BC=C3=9Fe =3D a long line that is soft-wrapped by the encoder so that it=`,
      ` continues here`,
      ``,
      `--${boundary}`,
      `Content-Type: text/html; charset="UTF-8"`,
      `Content-Transfer-Encoding: base64`,
      ``,
      Buffer.from('<p>Grüße</p>').toString('base64'),
      ``,
      `--${boundary}--`,
      `--mixed_x--`,
    ].join('\r\n');
    await smtpSend(
      catcher.smtpPort,
      { from: 'no-reply@edgewire.test', to: ['mime@example.com'] },
      mail(
        {
          'MIME-Version': '1.0',
          Subject: '=?UTF-8?Q?Gr=C3=BC=C3=9Fe_aus?= =?UTF-8?B?IEvDtmxu?=',
          'Content-Type': 'multipart/mixed; boundary="mixed_x"',
        },
        body,
      ),
    );
    const [m] = await api('?to=mime@example.com');
    expect(m).toMatchObject({
      subject: 'Grüße aus Köln',
      text: 'Grüße = a long line that is soft-wrapped by the encoder so that it continues here',
      html: '<p>Grüße</p>',
    });
  });

  it('escapes subjects and bodies in the web view; HTML only inside a sandboxed srcdoc', async () => {
    const evil = `<script>alert("x")</script>`;
    await smtpSend(
      catcher.smtpPort,
      { from: 'a@edgewire.test', to: ['xss@example.com'] },
      mail(
        { Subject: `Hi ${evil}`, 'Content-Type': 'multipart/alternative; boundary="b1"' },
        [
          '--b1',
          'Content-Type: text/plain',
          '',
          `text ${evil}`,
          '--b1',
          'Content-Type: text/html',
          '',
          `<p onclick="x()">html</p>${evil}`,
          '--b1--',
        ].join('\r\n'),
      ),
    );
    const [m] = await api('?to=xss@example.com');
    const list = await (await fetch(catcher.url)).text();
    expect(list).toContain(`Hi &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;`);
    expect(list).toContain(`href="/messages/${m!.id}"`);
    const res = await fetch(`${catcher.url}messages/${m!.id}`);
    expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
    const view = await res.text();
    expect(view).not.toMatch(/<script/i);
    expect(view).not.toMatch(/<p onclick/);
    expect(view).toContain('<pre>text &lt;script&gt;');
    expect(view).toContain(
      `<iframe sandbox="" title="HTML body of the message" srcdoc="&lt;p onclick=&quot;x()&quot;&gt;html&lt;/p&gt;&lt;script&gt;`,
    );
    expect((await fetch(`${catcher.url}messages/999999`)).status).toBe(404);
  });

  it('refuses messages over the size limit with 552', async () => {
    const small = await startSmtpCatcher({ maxBytes: 1024 });
    try {
      const reply = await smtpSend(
        small.smtpPort,
        { from: 'a@edgewire.test', to: ['big@example.com'] },
        mail({ Subject: 'big' }, 'x'.repeat(4096)),
      );
      expect(reply).toMatch(/^552 /);
      expect(small.list()).toEqual([]);
    } finally {
      await small.stop();
    }
  });

  it('answers only its own Host (no DNS rebinding), and DELETE empties the mailbox', async () => {
    const status = await new Promise<number>((resolve, reject) =>
      request(`${catcher.url}api/messages`, { headers: { host: 'attacker.example' } }, (res) => resolve(res.statusCode ?? 0))
        .on('error', reject)
        .end(),
    );
    expect(status).toBe(421);
    expect((await api()).length).toBeGreaterThan(0);
    expect((await fetch(`${catcher.url}api/messages`, { method: 'DELETE' })).status).toBe(204);
    expect(await api()).toEqual([]);
    expect(await (await fetch(catcher.url)).text()).toContain('No messages yet.');
  });
});

describe('MailStore', () => {
  it('keeps serving after a client resets its connection mid-transaction', async () => {
    const socket = net.connect(catcher.smtpPort, '127.0.0.1');
    const replied = () => new Promise((resolve) => socket.once('data', resolve));
    await replied();
    // Inside a transaction (after MAIL FROM) a reset is not quiet: the server reports it.
    for (const line of ['EHLO reset.test', 'MAIL FROM:<a@edgewire.test>']) {
      const next = replied();
      socket.write(`${line}\r\n`);
      await next;
    }
    socket.resetAndDestroy();
    await new Promise((resolve) => setTimeout(resolve, 100));
    const reply = await smtpSend(
      catcher.smtpPort,
      { from: 'a@edgewire.test', to: ['after-reset@edgewire.test'] },
      mail({ Subject: 'after' }, 'still here'),
    );
    expect(reply).toMatch(/^250/);
    expect((await api('?to=after-reset@edgewire.test')).length).toBe(1);
  });

  it('keeps the newest messages up to its cap', () => {
    const store = new MailStore(2);
    for (const subject of ['one', 'two', 'three'])
      store.add({ to: ['a@b.c'], from: '', subject, text: '', html: null, headers: [], receivedAt: '' });
    expect(store.list().map((m) => m.subject)).toEqual(['three', 'two']);
  });
});
