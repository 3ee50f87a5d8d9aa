// The back office's push page as a browser without JavaScript uses it: the guard, the composer
// and the history, "Preview" posting the form back, "Send" storing a queued job (the same as
// POST /admin/api/notify: one audit row) with a toast, and bad input answered on the page.
import { SELF } from 'cloudflare:test';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { audienceLabel } from '../../../client/server/admin/push/audience';
import { NOTIFY_MESSAGES } from '../../contracts/notify';
import { adminAuditLog, pushNotifications } from '../../db/schema';
import { auditRows, makeAdmin } from '../../test/admin';
import { db, makeReader, makeTag, uniq } from '../../test/factories';
import { call, postForm, url } from '../../test/http';
import { islandProps, setCookie } from '../../test/pages';
import { PUSH_QUEUED } from './admin-forms';

const jobsTitled = (title: string) => db().select().from(pushNotifications).where(eq(pushNotifications.title, title));
const writtenBy = (adminId: number) => db().select().from(adminAuditLog).where(eq(adminAuditLog.adminId, adminId));

describe('push page: who may see it', () => {
  it('sends a guest to sign in and refuses a reader, page and form alike', async () => {
    const guest = await call('GET', '/admin/push');
    expect(guest.status).toBe(302);
    expect(guest.headers.get('location')).toBe('/login?redirect=admin');
    const reader = await makeReader('plus');
    const page = await call('GET', '/admin/push', { cookie: reader.cookie });
    expect(page.status).toBe(403);
    await page.body?.cancel();
    const title = `Reader ${uniq()}`;
    const post = await postForm('/admin/push', { title, body: 'Body', audience: 'all', action: 'send' }, { cookie: reader.cookie });
    expect(post.status).toBe(403);
    expect(await jobsTitled(title)).toHaveLength(0);
  });
});

describe('the composer', () => {
  it('shows the form, the preview, the tag picker and the history with who sent each job', async () => {
    const admin = await makeAdmin();
    const tag = await makeTag();
    const title = `History ${uniq()}`;
    const sent = await call('POST', '/admin/api/notify', {
      cookie: admin.cookie,
      body: { notification: { title, body: 'From the API.' }, filters: { tags: [tag.id] } },
    });
    expect(sent.status).toBe(202);
    const res = await call('GET', '/admin/push', { cookie: admin.cookie });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toMatch(/<form id="push-composer"[^>]*action="\/admin\/push" method="post"/);
    expect(islandProps<{ tags: { id: number }[] }>(html, 'TagPicker').tags.map((t) => t.id)).toContain(tag.id);
    expect(islandProps(html, 'PushPreview')).toMatchObject({ formId: 'push-composer', limits: { title: 100, body: 300 } });
    expect(html).toContain(title);
    expect(html).toContain(`Followers of ${tag.name}`);
    expect(html).toMatch(/<td[^>]*>admin[a-z0-9]+<\/td>/);
    expect((await call('GET', '/admin/push?page=0', { cookie: admin.cookie })).status).toBe(400);
  });

  it('"Preview" posts the form back: the page shows the notification and keeps the values, and nothing is sent', async () => {
    const admin = await makeAdmin();
    const tag = await makeTag();
    const title = `Preview ${uniq()}`;
    const res = await postForm(
      '/admin/push',
      { title, body: 'Polls close at eight.', url: '/trending', audience: 'tags', [`tag.${tag.id}`]: String(tag.id), action: 'preview' },
      { cookie: admin.cookie },
    );
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(islandProps(html, 'PushPreview')).toMatchObject({ title, body: 'Polls close at eight.', url: '/trending' });
    expect(html).toContain(`>${title}</p>`);
    expect(islandProps(html, 'TagPicker')).toMatchObject({ selected: [tag.id] });
    expect(html).toMatch(/name="audience" checked="" value="tags"/);
    expect(await jobsTitled(title)).toHaveLength(0);
  });

  it('"Send" stores a queued job with one audit row, then 303 with the toast', async () => {
    const admin = await makeAdmin();
    const [a, b] = [await makeTag(), await makeTag()];
    const title = `Send ${uniq()}`;
    const res = await postForm(
      '/admin/push',
      {
        title,
        body: 'Road closed.',
        url: '',
        audience: 'tags',
        [`tag.${a.id}`]: String(a.id),
        [`tag.${b.id}`]: String(b.id),
        action: 'send',
      },
      { cookie: admin.cookie },
    );
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/admin/push');
    const [job] = await jobsTitled(title);
    expect(job).toMatchObject({ body: 'Road closed.', url: null, createdBy: admin.id, filters: { tags: [a.id, b.id] } });
    // The consumer may already have taken it; the job was stored queued (its audit row says so).
    expect(['queued', 'sending', 'sent']).toContain(job!.status);
    const audits = await auditRows('push', job!.id);
    expect(audits).toHaveLength(1);
    expect(audits[0]!.data).toMatchObject({ after: { status: 'queued' } });
    const page = await SELF.fetch(url('/admin/push'), { headers: { cookie: `${admin.cookie}; ${setCookie(res, 'ew_flash')}` } });
    const html = await page.text();
    expect(islandProps<{ initial: { message: string }[] }>(html, 'Toaster').initial.map((t) => t.message)).toContain(PUSH_QUEUED);
    expect(html).toContain(`data-push="${job!.id}"`);

    const everyone = await postForm(
      '/admin/push',
      { title: `${title} all`, body: 'All.', audience: 'all', action: 'send' },
      { cookie: admin.cookie },
    );
    expect(everyone.status).toBe(303);
    expect((await jobsTitled(`${title} all`))[0]).toMatchObject({ filters: { all: true } });
    const plus = await postForm(
      '/admin/push',
      { title: `${title} plus`, body: 'Plus.', audience: 'subscribed', action: 'send' },
      { cookie: admin.cookie },
    );
    expect(plus.status).toBe(303);
    expect((await jobsTitled(`${title} plus`))[0]).toMatchObject({ filters: { subscribed: true } });
  });

  it('answers bad input with the page, the message on its field and the values kept, and writes nothing', async () => {
    const admin = await makeAdmin();
    const title = `Bad ${uniq()}`;
    const ok = { title, body: 'Body.', audience: 'all', action: 'send' };
    const cases: [Record<string, string>, string, string][] = [
      [{ title: '  ' }, NOTIFY_MESSAGES.titleRequired, 'title'],
      [{ title: 'x'.repeat(101) }, NOTIFY_MESSAGES.titleLong, 'title'],
      [{ body: 'y'.repeat(301) }, NOTIFY_MESSAGES.bodyLong, 'body'],
      [{ url: 'javascript:alert(1)' }, NOTIFY_MESSAGES.url, 'url'],
      [{ audience: '' }, NOTIFY_MESSAGES.audience, 'filters'],
      [{ audience: 'tags' }, NOTIFY_MESSAGES.audience, 'filters'],
      [{ audience: 'tags', 'tag.999999999': '999999999' }, NOTIFY_MESSAGES.tagMissing(999_999_999), 'filters.tags'],
    ];
    for (const [change, message, field] of cases) {
      const res = await postForm('/admin/push', { ...ok, ...change }, { cookie: admin.cookie });
      expect(res.status, message).toBe(400);
      const html = await res.text();
      expect(html).toContain(message);
      expect(html, message).toMatch(new RegExp(`data-field-error="(notification\\.)?${field.replace('.', '\\.')}"`));
      // What the editor typed stays in the field.
      expect(html).toContain(`value="${change.title ?? title}"`);
    }
    expect(await jobsTitled(title)).toHaveLength(0);
    expect(await writtenBy(admin.id)).toHaveLength(0);
  });
});

describe('audienceLabel', () => {
  it('says who a job went to from its filters', () => {
    const name = (id: number) => `Tag${id}`;
    expect(audienceLabel({ all: true }, name)).toBe('Everyone');
    expect(audienceLabel({ subscribed: true }, name)).toBe('Plus readers');
    expect(audienceLabel({ subscribed: false }, name)).toBe('Free readers');
    expect(audienceLabel({ tags: [1, 2] }, name)).toBe('Followers of Tag1, Tag2');
    expect(audienceLabel({ tags: [1, 2, 3, 4, 5], subscribed: true }, name)).toBe('Plus readers following Tag1, Tag2, Tag3 +2 more');
    expect(audienceLabel({}, name)).toBe('No one');
  });
});
