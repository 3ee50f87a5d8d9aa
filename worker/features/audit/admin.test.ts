import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AuditRowDto } from '../../contracts/admin-audit';
import { adminAuditLog, tags } from '../../db/schema';
import { expectAdminOnly, makeAdmin } from '../../test/admin';
import { db, uniq } from '../../test/factories';
import { call, dataIn, firstError } from '../../test/http';
import { auditStatement } from './queries';

describe('GET /admin/api/audit', () => {
  it('is for admins only', async () => {
    await expectAdminOnly('GET', '/admin/api/audit');
  });

  it('lists the rows written with a change, newest first, filtered by entity and id', async () => {
    const admin = await makeAdmin();
    const id = uniq();
    await db().batch([
      auditStatement(db(), admin.id, { action: 'create', entity: 'tag', entityId: id, after: { name: 'A' } }, 100),
      auditStatement(
        db(),
        admin.id,
        { action: 'update', entity: 'tag', entityId: id, before: { name: 'A', type: 'topic' }, after: { name: 'B', type: 'topic' } },
        200,
      ),
    ]);
    const res = await call('GET', `/admin/api/audit?entity=tag&entity_id=${id}`, { cookie: admin.cookie });
    expect(res.status).toBe(200);
    const rows = await dataIn<AuditRowDto[]>(res);
    expect(rows.map((r) => r.action)).toEqual(['update', 'create']);
    expect(rows[0]).toMatchObject({ admin_id: admin.id, before: { name: 'A' }, after: { name: 'B' }, entity_id: id });
    expect(rows[0]!.before).not.toHaveProperty('type');
  });

  it('refuses a malformed filter with the field named', async () => {
    const admin = await makeAdmin();
    const res = await call('GET', '/admin/api/audit?admin_id=abc', { cookie: admin.cookie });
    expect(res.status).toBe(400);
    expect((await firstError(res)).path).toBe('admin_id');
  });
});

describe('auditStatement', () => {
  it('takes the id of a row made earlier in the same batch as SQL', async () => {
    const admin = await makeAdmin();
    const name = `audit-${uniq()}`;
    const [, [row]] = await db().batch([
      db()
        .insert(tags)
        .values({ name, type: 'topic', tag: name, scope: `topic:${name}` }),
      db().select({ id: tags.id }).from(tags).where(eq(tags.tag, name)),
      auditStatement(
        db(),
        admin.id,
        { action: 'create', entity: 'tag', entityId: sql`(SELECT id FROM tags WHERE tag = ${name})`, after: { name } },
        300,
      ),
    ]);
    const [audit] = await db().select().from(adminAuditLog).where(eq(adminAuditLog.adminId, admin.id));
    expect(audit?.entityId).toBe(String(row!.id));
  });
});
