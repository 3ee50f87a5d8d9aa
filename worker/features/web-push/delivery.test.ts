// Web Push end to end through the real Worker, queue and local push service (web-push-testing):
// a subscription made at the push service is registered, an admin push fans out through the
// Queue and arrives decrypted with its title; the push service's 410 removes the subscription;
// the job's counts say so (1 sent / 0 failed, then 0 sent / 1 removed), on the API and the page.
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type { PushJobDto } from '../../contracts/notify';
import type { WebPushPayload } from '../../contracts/web-push';
import { makeAdmin } from '../../test/admin';
import { uniq } from '../../test/factories';
import { call, dataIn } from '../../test/http';
import { pushFollower, pushService, received, settled } from '../../test/push';

describe('a push from the back office reaches the push service', () => {
  it('delivers a payload that decrypts to the title; a 410 then removes the subscription; the counts say so', async () => {
    const admin = await makeAdmin();
    const { tag, subs } = await pushFollower();
    const sub = subs[0]!;

    const title = `Polls close ${uniq()}`;
    const notify = async (t: string) => {
      const res = await call('POST', '/admin/api/notify', {
        cookie: admin.cookie,
        body: { notification: { title: t, body: 'At eight.', url: '/trending' }, filters: { tags: [tag.id] } },
      });
      expect(res.status).toBe(202);
      return (await dataIn<PushJobDto>(res)).id;
    };
    const first = await notify(title);
    expect(await settled(first)).toMatchObject({ status: 'sent', total: 1, sent: 1, failed: 0, removed: 0 });
    const messages = (await received(sub.clientHash)).map((m) => JSON.parse(m) as WebPushPayload);
    expect(messages).toEqual([{ title, body: 'At eight.', url: '/trending', tag: `push-${first}`, kind: 'notify' }]);

    // The browser unsubscribed: the push service answers 410 from now on.
    expect((await pushService(`/expire-subscription/${sub.clientHash}`, {})).status).toBe(200);
    const second = await notify(`${title} again`);
    expect(await settled(second)).toMatchObject({ status: 'sent', total: 1, sent: 0, failed: 0, removed: 1 });
    const left = await env.DB.prepare('SELECT count(*) AS n FROM push_subscriptions WHERE endpoint = ?')
      .bind(sub.endpoint)
      .first<{ n: number }>();
    expect(left?.n).toBe(0);

    // The back office shows both jobs' counts.
    const page = await (await call('GET', '/admin/push', { cookie: admin.cookie })).text();
    const row = (id: number) => page.slice(page.indexOf(`data-push="${id}"`)).split('</tr>')[0]!;
    const counts = (id: number) =>
      Object.fromEntries([...row(id).matchAll(/data-count="(\w+)"[^>]*>([^<]+)</g)].map((m) => [m[1], m[2]!.trim()]));
    expect(counts(first)).toMatchObject({ sent: '1', failed: '0', removed: '0', total: '1' });
    expect(counts(second)).toMatchObject({ sent: '0', failed: '0', removed: '1', total: '1' });
  });
});
