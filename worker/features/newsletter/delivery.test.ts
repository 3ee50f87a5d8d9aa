// SMTP down: the newsletter's confirmation is retried with backoff (not lost, no receipt), and once
// the runtime gives up it is drained into dead_letters, where /admin/newsletter shows it.
import { env, SELF } from 'cloudflare:test';
import { expect, inject, it } from 'vitest';
import { makeAdmin } from '../../test/admin';
import { url } from '../../test/http';
import { caughtFor, runQueue, uniqueAddress } from '../../test/mail';
import { enqueueEmail } from '../mail/enqueue';
import { confirmationEmail, confirmationJobId } from './mail';

it('a confirmation that SMTP refuses is retried with backoff, then dead-lettered and shown to the admin', async () => {
  const sent: unknown[] = [];
  const recorder = { JOBS: { send: async (m: unknown) => void sent.push(m) } as unknown as Queue };
  const to = uniqueAddress('nl-down');
  const jobId = confirmationJobId(`k${crypto.randomUUID().replaceAll('-', '')}`, 1_800_000_000);
  const links = {
    confirm: 'http://edgewire.test/newsletter/confirm?token=a.b.c',
    unsubscribe: 'http://edgewire.test/newsletter/unsubscribe?token=d.e.f',
  };
  await enqueueEmail(recorder, confirmationEmail(to, links, jobId));
  expect(sent).toHaveLength(1);

  const down = { ...env, SMTP_PORT: String(inject('closedSmtpPort')) };
  for (const attempts of [1, 2, 3]) {
    const res = await runQueue(down, [{ id: 'q-nl-down', body: sent[0], attempts }]);
    expect(res.explicitAcks).toEqual([]);
    // Retried (with the consumer's exponential backoff, 1, 2, 4 s), never acked as done.
    expect(res.retryMessages.map((m: { msgId: string }) => m.msgId)).toEqual(['q-nl-down']);
  }
  expect(await caughtFor(to)).toEqual([]);
  expect(await env.DB.prepare('SELECT 1 FROM job_receipts WHERE id = ?').bind(jobId).first()).toBeNull();

  // After max_retries the runtime moves it to the dead-letter queue, which is drained into D1.
  await runQueue(env, [{ id: 'q-nl-down', body: sent[0], attempts: 4 }], 'edgewire-jobs-dlq');
  const { cookie } = await makeAdmin();
  const html = await (await SELF.fetch(url('/admin/newsletter'), { headers: { cookie } })).text();
  expect(html).toContain(jobId);
  expect(html).toContain(to);
  expect(html).toContain('retries exhausted after 4 attempts');
});
