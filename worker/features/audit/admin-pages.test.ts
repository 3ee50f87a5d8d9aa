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

  it('show a change field by field, nested values by their leaves, and fold a 100 KB value', async () => {
    const admin = await makeAdmin();
    const id = uniq();
    const zones = (title: string) => [
      { title: 'Top', tags: [1, 2] },
      { title, tags: [3] },
    ];
    const body = 'x'.repeat(100_000);
    await auditStatement(
      db(),
      admin.id,
      {
        action: 'update',
        entity: 'view',
        entityId: id,
        before: { zones: zones('Sports'), body: 'short' },
        after: { zones: zones('Games'), body },
      },
      1_800_000_000,
    );
    const res = await call('GET', `/admin/audit?entity=view&entity_id=${id}`, { cookie: admin.cookie });
    const html = await res.text();
    expect(html).toContain('data-audit-field="zones.1.title"');
    expect(html).not.toContain('data-audit-field="zones"');
    expect(html).toMatch(/<del[^>]*>Sports<\/del>/);
    // Stored clipped to 2,000 characters; drawn folded (no `open`), its length in the summary.
    expect(html).toMatch(/<details [^>]*data-audit-long[^>]*>/);
    expect(html).not.toMatch(/<details [^>]*data-audit-long[^>]*\sopen/);
    expect(html).toContain('characters)');
    expect(html.split('x'.repeat(100)).length - 1).toBeLessThan(50);
  });

  it('answers a malformed filter with the 400 page, not a 500', async () => {
    const admin = await makeAdmin();
    const res = await call('GET', '/admin/audit?page=zero', { cookie: admin.cookie });
    expect(res.status).toBe(400);
  });
});
