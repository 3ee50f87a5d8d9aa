// POST /api/support through the real Worker: stored row, validation naming the field, exact per-IP hourly limit,
// and the e-mail to SUPPORT_EMAIL through the real queue and real SMTP (the mail catcher).
import { createExecutionContext, env, SELF, waitOnExecutionContext } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import worker from '../../index';
import { makeSession } from '../../test/factories';
import { json, SAME_ORIGIN } from '../../test/http';
import { header, waitForMail } from '../../test/mail';
import { supportEmail } from './mail';

type Errors = { errors: { message: string; code: string; path?: string }[] };
let n = 0;
const uniqueIp = () => `198.51.100.${++n}`;
const valid = (over: Record<string, unknown> = {}) => ({
  name: 'Ada Reader',
  email: 'ada@example.com',
  subject: 'Billing',
  message: `Hello ${crypto.randomUUID()}`,
  ...over,
});
const post = (body: unknown, ip: string, headers: Record<string, string> = {}) =>
  SELF.fetch(
    'http://edgewire.test/api/support',
    json(body, { headers: { 'content-type': 'application/json', 'cf-connecting-ip': ip, ...headers } }),
  );
const rowsWith = async (message: string) =>
  (
    await env.DB.prepare('SELECT user_id, name, email, subject, message, status FROM support_messages WHERE message = ?')
      .bind(message)
      .all()
  ).results;

/** The limit counts per clock hour; keep a test from straddling the boundary. */
async function awayFromHourBoundary() {
  const left = 3600 - (Math.floor(Date.now() / 1000) % 3600);
  if (left < 10) await new Promise((r) => setTimeout(r, (left + 1) * 1000));
}

describe('POST /api/support', () => {
  it('stores the message and answers 201; with the reader id when signed in', async () => {
    const body = valid({ name: '  Ada Reader  ' });
    const res = await post(body, uniqueIp());
    expect(res.status).toBe(201);
    const data = (await res.json<{ data: { id: number; status: string } }>()).data;
    expect(data.status).toBe('received');
    expect(await rowsWith(body.message)).toEqual([
      { user_id: null, name: 'Ada Reader', email: 'ada@example.com', subject: 'Billing', message: body.message, status: 'open' },
    ]);

    const { user, cookie } = await makeSession({ role: 'reader' });
    const mine = valid();
    expect((await post(mine, uniqueIp(), { cookie })).status).toBe(201);
    expect((await rowsWith(mine.message))[0]).toMatchObject({ user_id: user.id });
  });

  it('answers 400 naming the field, with the form’s messages', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [valid({ name: ' ' }), 'name', 'Please enter your name.'],
      [valid({ email: 'not-an-email' }), 'email', 'Invalid email format.'],
      [valid({ email: 'a@b' }), 'email', 'Invalid email format.'],
      [valid({ subject: '' }), 'subject', 'Please enter a subject.'],
      [valid({ message: 'x'.repeat(5001) }), 'message', 'Message must be 5000 characters or fewer.'],
      [valid({ name: 'n'.repeat(101) }), 'name', 'Name must be 100 characters or fewer.'],
      [{ name: 'Ada', email: 'ada@example.com', subject: 'x' }, 'message', 'Please enter a message.'],
      [valid({ name: 42 }), 'name', 'Please enter your name.'],
    ];
    for (const [body, path, message] of cases) {
      const res = await post(body, uniqueIp());
      expect(res.status, path).toBe(400);
      expect((await res.json<Errors>()).errors).toContainEqual({ message, code: 'validation', path });
    }
  });

  it('refuses unknown fields and non-JSON bodies', async () => {
    const res = await post(valid({ admin: true }), uniqueIp());
    expect(res.status).toBe(400);
    expect((await res.json<Errors>()).errors[0]).toMatchObject({ path: 'admin', message: 'Unknown field: admin' });
    const text = await SELF.fetch('http://edgewire.test/api/support', {
      method: 'POST',
      headers: { 'content-type': 'text/plain', ...SAME_ORIGIN },
      body: 'hi',
    });
    expect(text.status).toBe(415);
  });

  it('takes 5 messages per IP per hour; the 6th gets 429 with Retry-After and writes nothing', async () => {
    await awayFromHourBoundary();
    const ip = uniqueIp();
    for (let i = 0; i < 5; i++) expect((await post(valid(), ip)).status, `message ${i + 1}`).toBe(201);
    const sixth = valid();
    const res = await post(sixth, ip);
    expect(res.status).toBe(429);
    const retryAfter = Number(res.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect((await res.json<Errors>()).errors[0]).toMatchObject({
      code: 'rate_limited',
      message: 'You have sent too many messages. Please try again later.',
    });
    expect(await rowsWith(sixth.message)).toEqual([]);
    // Another IP is not affected.
    expect((await post(valid(), uniqueIp())).status).toBe(201);
    const counter = await env.DB.prepare('SELECT count FROM rate_limits WHERE key = ?').bind(`support:ip:${ip}`).first<{ count: number }>();
    expect(counter?.count).toBe(6);
  });

  it('e-mails the support address through the queue, reader input escaped in the HTML part', async () => {
    const body = valid({ subject: 'Billing <b>now</b>', message: `Hello <script>alert(1)</script>\n\n${crypto.randomUUID()}` });
    const res = await post(body, uniqueIp());
    const { id } = (await res.json<{ data: { id: number } }>()).data;
    const mail = await waitForMail(env.SUPPORT_EMAIL, (m) => m.text.includes(body.message));
    expect(mail.to).toEqual(['support@edgewire.example']);
    expect(mail.subject).toBe(`[Support #${id}] Billing <b>now</b>`);
    expect(header(mail, 'Reply-To')).toBe('ada@example.com');
    expect(mail.text).toBe(`From: Ada Reader <ada@example.com>\nAccount: not signed in\nSubject: Billing <b>now</b>\n\n${body.message}`);
    expect(mail.html).toContain('<dd>Billing &lt;b&gt;now&lt;/b&gt;</dd>');
    expect(mail.html).toContain('<p>Hello &lt;script&gt;alert(1)&lt;/script&gt;</p>');
    expect(mail.html).not.toMatch(/<script|<b>/);
    const receipt = await env.DB.prepare('SELECT kind FROM job_receipts WHERE id = ?')
      .bind(`support-message-${id}`)
      .first<{ kind: string }>();
    expect(receipt).toEqual({ kind: 'email.send' });
  });

  it('leaves out Reply-To for an address the form takes but a header cannot carry', () => {
    const m = { id: 7, userId: 3, name: 'Ädä', email: 'ädä@example.com', subject: 'Hi', message: 'Hello' };
    const email = supportEmail('support@edgewire.example', m);
    expect(email.replyTo).toBeUndefined();
    expect(email.text).toContain('From: Ädä <ädä@example.com>\nAccount: reader #3');
    expect(email.idempotencyKey).toBe('support-message-7');
  });

  it('still answers 201 and keeps the message when the e-mail cannot be queued', async () => {
    const body = valid();
    const queueDown = { send: async () => Promise.reject(new Error('queue unavailable')) } as unknown as Queue;
    const ctx = createExecutionContext();
    const res = await worker.fetch!(
      new Request('http://edgewire.test/api/support', json(body, { headers: { 'cf-connecting-ip': uniqueIp() } })),
      { ...env, JOBS: queueDown },
      ctx,
    );
    await waitOnExecutionContext(ctx);
    expect(res.status).toBe(201);
    expect(await rowsWith(body.message)).toHaveLength(1);
  });

  it('puts requests without CF-Connecting-IP in one shared bucket', async () => {
    const before = await env.DB.prepare("SELECT COALESCE(SUM(count), 0) AS c FROM rate_limits WHERE key = 'support:ip:unknown'").first<{
      c: number;
    }>();
    await SELF.fetch('http://edgewire.test/api/support', json(valid()));
    const after = await env.DB.prepare("SELECT COALESCE(SUM(count), 0) AS c FROM rate_limits WHERE key = 'support:ip:unknown'").first<{
      c: number;
    }>();
    expect(after!.c).toBe(before!.c + 1);
  });
});
