// email.send through the real queue consumer and real SMTP (the mail catcher from the global
// setup): delivered once under redelivery, retried on a refused connection, malformed ones parked.
import { env } from 'cloudflare:test';
import { describe, expect, inject, it } from 'vitest';
import type { EmailSend } from '../../queue/messages';
import { caughtFor, header, runQueue, uniqueAddress, waitForMail } from '../../test/mail';
import { enqueueEmail } from './enqueue';

const job = (over: Partial<EmailSend> = {}): EmailSend => ({
  kind: 'email.send',
  id: `mail-${crypto.randomUUID()}`,
  to: uniqueAddress('to'),
  subject: 'Your Edgewire digest',
  text: 'Hello,\n\nthree stories for you.',
  ...over,
});
const receipts = async (id: string) =>
  (await env.DB.prepare('SELECT count(*) AS n FROM job_receipts WHERE id = ?').bind(id).first<{ n: number }>())!.n;

describe('email.send', () => {
  it('delivers over SMTP with MAIL_FROM, Reply-To and a Message-ID from the job id, then acks', async () => {
    const msg = job({
      replyTo: 'ada@example.com',
      html: '<p>Hello</p><script>alert(1)</script><a href="javascript:alert(1)" onclick="x()">x</a>',
    });
    const res = await runQueue(env, [{ id: 'q-deliver', body: msg }]);
    expect(res.explicitAcks).toEqual(['q-deliver']);
    expect(res.retryMessages).toEqual([]);
    const [mail, ...more] = await caughtFor(msg.to);
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ to: [msg.to], subject: msg.subject, text: msg.text });
    expect(mail!.from).toBe('"Edgewire" <no-reply@edgewire.example>');
    expect(header(mail!, 'Reply-To')).toBe('ada@example.com');
    expect(header(mail!, 'Message-ID')).toBe(`<${msg.id}@edgewire.example>`);
    // HTML is sanitized right before sending, whoever built it.
    expect(mail!.html).toBe('<p>Hello</p><a rel="noopener noreferrer">x</a>');
    expect(await receipts(msg.id)).toBe(1);
  });

  it('sends non-ASCII subjects and bodies intact', async () => {
    const msg = job({ subject: 'Grüße aus Köln – 東京', text: 'Ünïcödé body\n.a line starting with a dot\n' });
    await runQueue(env, [{ id: 'q-utf8', body: msg }]);
    const [mail] = await caughtFor(msg.to);
    expect(mail).toMatchObject({ subject: msg.subject, text: 'Ünïcödé body\n.a line starting with a dot' });
  });

  it('does not send twice when the job is redelivered, in the same batch or later', async () => {
    const msg = job();
    await runQueue(env, [{ id: 'q-re-a', body: msg }]);
    const res = await runQueue(env, [
      { id: 'q-re-b', body: msg, attempts: 2 },
      { id: 'q-re-c', body: msg, attempts: 2 },
    ]);
    expect(res.explicitAcks.sort()).toEqual(['q-re-b', 'q-re-c']);
    expect(await caughtFor(msg.to)).toHaveLength(1);
    expect(await receipts(msg.id)).toBe(1);
  });

  it('retries (does not ack) when the SMTP server refuses the connection, and writes no receipt', async () => {
    const msg = job();
    const down = { ...env, SMTP_PORT: String(inject('closedSmtpPort')) };
    const res = await runQueue(down, [{ id: 'q-refused', body: msg }]);
    expect(res.explicitAcks).toEqual([]);
    expect(res.retryMessages.map((m: { msgId: string }) => m.msgId)).toEqual(['q-refused']);
    expect(await receipts(msg.id)).toBe(0);
    expect(await caughtFor(msg.to)).toEqual([]);
    // The retry, with the server back, delivers it once.
    const again = await runQueue(env, [{ id: 'q-refused', body: msg, attempts: 2 }]);
    expect(again.explicitAcks).toEqual(['q-refused']);
    expect(await caughtFor(msg.to)).toHaveLength(1);
  });

  it('fails (and retries) when the server hangs up mid-session, instead of spinning forever', async () => {
    const msg = job();
    const res = await runQueue({ ...env, SMTP_PORT: String(inject('hangUpSmtpPort')) }, [{ id: 'q-hangup', body: msg }]);
    expect(res.retryMessages.map((m: { msgId: string }) => m.msgId)).toEqual(['q-hangup']);
    expect(await receipts(msg.id)).toBe(0);
  });

  it('refuses to go on in plaintext when STARTTLS is required but not offered', async () => {
    // The catcher offers no STARTTLS: with SMTP_SECURITY=starttls nothing may be sent to it.
    const msg = job();
    const res = await runQueue({ ...env, SMTP_SECURITY: 'starttls', SMTP_USER: 'user', SMTP_PASSWORD: 'secret' }, [
      { id: 'q-strip', body: msg },
    ]);
    expect(res.retryMessages.map((m: { msgId: string }) => m.msgId)).toEqual(['q-strip']);
    expect(await caughtFor(msg.to)).toEqual([]);
  });

  it('retries on a misconfiguration instead of dropping the mail', async () => {
    const msg = job();
    const res = await runQueue({ ...env, SMTP_SECURITY: 'sometimes' }, [{ id: 'q-misconf', body: msg }]);
    expect(res.retryMessages.map((m: { msgId: string }) => m.msgId)).toEqual(['q-misconf']);
    expect(await caughtFor(msg.to)).toEqual([]);
  });

  it('parks malformed e-mail jobs at once: header injection, bad address, oversized body', async () => {
    const to = uniqueAddress('bad');
    const bad = [
      job({ to, subject: 'Hi\r\nBcc: victim@example.com' }),
      job({ to: `${to}>\r\nRCPT TO:<victim@example.com` }),
      job({ to: 'Ada <ada@example.com>' }),
      job({ to, text: 'x'.repeat(100 * 1024 + 1) }),
      { ...job({ to }), cc: 'x@example.com' },
    ];
    const res = await runQueue(
      env,
      bad.map((body, i) => ({ id: `q-bad-${i}`, body })),
    );
    expect(res.explicitAcks.sort()).toEqual(['q-bad-0', 'q-bad-1', 'q-bad-2', 'q-bad-3', 'q-bad-4']);
    expect(res.retryMessages).toEqual([]);
    expect(await caughtFor(to)).toEqual([]);
    expect(await caughtFor('victim@example.com')).toEqual([]);
  });
});

describe('enqueueEmail', () => {
  /** A queue binding that records what it is given; the recorded message then goes through the real consumer. */
  const recorder = () => {
    const sent: unknown[] = [];
    return { sent, env: { JOBS: { send: async (m: unknown) => void sent.push(m) } as unknown as Queue } };
  };

  it('queues a valid email.send job that the consumer delivers', async () => {
    const q = recorder();
    const to = uniqueAddress('enq');
    const { id } = await enqueueEmail(q.env, {
      to,
      subject: 'Line one\r\nline two',
      text: 'Body',
      html: '<p>Body</p>',
      idempotencyKey: 'welcome-user-42.v1',
    });
    expect(id).toBe('welcome-user-42.v1');
    expect(q.sent).toEqual([{ kind: 'email.send', id, to, subject: 'Line one line two', text: 'Body', html: '<p>Body</p>' }]);
    await runQueue(env, [{ id: 'q-enq', body: q.sent[0] }]);
    expect((await caughtFor(to))[0]).toMatchObject({ subject: 'Line one line two', html: '<p>Body</p>' });
  });

  it('gives every e-mail a new id unless an idempotency key is given', async () => {
    const q = recorder();
    const a = await enqueueEmail(q.env, { to: 'a@example.com', subject: 's', text: 't' });
    const b = await enqueueEmail(q.env, { to: 'a@example.com', subject: 's', text: 't' });
    expect(a.id).not.toBe(b.id);
  });

  it('refuses invalid input in the caller, before anything is queued', async () => {
    const q = recorder();
    const cases = [
      { to: 'not-an-address', subject: 's', text: 't' },
      { to: 'a@example.com, b@example.com', subject: 's', text: 't' },
      { to: 'a@example.com', subject: 'x'.repeat(201), text: 't' },
      { to: 'a@example.com', subject: 's', text: '' },
      { to: 'a@example.com', subject: 's', text: 't', idempotencyKey: 'has spaces in it' },
      // Each part fits, the whole does not fit a queue message (128 KB).
      { to: 'a@example.com', subject: 's', text: 'x'.repeat(90 * 1024), html: 'y'.repeat(90 * 1024) },
    ];
    for (const c of cases) await expect(enqueueEmail(q.env, c), JSON.stringify(c).slice(0, 80)).rejects.toThrow();
    expect(q.sent).toEqual([]);
  });

  it('goes through the real queue to the catcher', async () => {
    const to = uniqueAddress('real-queue');
    await enqueueEmail(env, { to, subject: 'Through the queue', text: 'Hello' });
    expect((await waitForMail(to)).subject).toBe('Through the queue');
  });
});
