// The audit log's page through the real Worker: the guard, the entries with their change, a bad filter.
import { describe, expect, it } from 'vitest';
import { makeAdmin } from '../../test/admin';
import { db, makeReader, uniq } from '../../test/factories';
import { call } from '../../test/http';
import { auditStatement } from './queries';

describe('the audit log page', () => {
  it('send a guest to sign in and come back, and refuse a reader', async () => {
    const guest = await call('GET', '/admin/audit');
    expect(guest.status).toBe(302);
    expect(guest.headers.get('location')).toBe('/login?redirect=admin');
    const reader = await makeReader('plus');
    const res = await call('GET', '/admin/audit', { cookie: reader.cookie });
    expect(res.status).toBe(403);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
  });

  it('show the audit log to an admin, in the admin shell with its own script', async () => {
    const admin = await makeAdmin();
    const id = uniq();
    await auditStatement(
      db(),
      admin.id,
      { action: 'update', entity: 'article', entityId: id, before: { title: 'Old' }, after: { title: 'New title' } },
      1_800_000_000,
    );
    const res = await call('GET', `/admin/audit?entity=article&entity_id=${id}`, { cookie: admin.cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toMatch(/no-store/);
    const html = await res.text();
    expect(html).toContain('New title');
    expect(html).toMatch(/<del[^>]*>Old<\/del>/);
    expect(html).toMatch(/src="\/assets\/admin-[^"]+\.js"/);
    expect(html).not.toMatch(/src="\/assets\/entry-[^"]+\.js"/);
    expect(html).not.toContain('data-island="SiteHeader"');
  });

  it('answers a malformed filter with the 400 page, not a 500', async () => {
    const admin = await makeAdmin();
    const res = await call('GET', '/admin/audit?page=zero', { cookie: admin.cookie });
    expect(res.status).toBe(400);
  });
});
