// GET /aux/admin/exports/users: a streamed CSV download (admin only) that csv-parse reads back as
// a header and one row per matching user, with formula-like cells neutralised.
import { env } from 'cloudflare:test';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { expectAdminOnly, makeAdmin } from '../../test/admin';
import { db, makeSession, uniq } from '../../test/factories';
import { call } from '../../test/http';
import { usersCsv } from './export';
import { EXPORT_COLUMNS } from './rules';

const exportOf = (cookie: string, query: string) => call('GET', `/aux/admin/exports/users?${query}`, { cookie });
const rowsOf = (text: string) => parse(text, { bom: true, columns: true }) as Record<string, string>[];
const HEADER = EXPORT_COLUMNS.join(',');

/** The body's text, after checking it starts with the UTF-8 byte-order mark (which decoding drops). */
async function csvText(res: Response) {
  const bytes = new Uint8Array(await res.arrayBuffer());
  expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  return new TextDecoder().decode(bytes);
}

describe('GET /aux/admin/exports/users', () => {
  it('is for admins only', async () => {
    await expectAdminOnly('GET', '/aux/admin/exports/users');
  });

  it('streams a CSV attachment: the header, then one row per user matching the filters', async () => {
    const admin = await makeAdmin();
    const prefix = `csv${uniq()}`;
    const made = [];
    for (let i = 0; i < 5; i++) made.push((await makeSession({ prefix })).user);
    await env.DB.prepare('UPDATE users SET phone = ?, is_active = 0 WHERE id = ?').bind('+1 555 0100', made[0]!.id).run();
    const formula = `=HYPERLINK("http://evil.test","${uniq()}")@example.com`;
    await env.DB.prepare('UPDATE users SET email = ? WHERE id = ?').bind(formula, made[1]!.id).run();
    const res = await exportOf(admin.cookie, `q=${prefix}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="edgewire-users-\d{4}-\d{2}-\d{2}\.csv"$/);
    const text = await csvText(res);
    expect(text.split('\r\n')[0]).toBe(HEADER);
    const rows = rowsOf(text);
    expect(rows.map((r) => Number(r.id))).toEqual(made.map((u) => u.id));
    expect(rows[0]).toEqual({
      id: String(made[0]!.id),
      username: made[0]!.username,
      email: made[0]!.email,
      phone: "'+1 555 0100",
      role: 'reader',
      subscribed: 'false',
      subscription_end: '',
      is_active: 'false',
      joined: new Date(made[0]!.created * 1000).toISOString(),
    });
    // A cell a spreadsheet would run is written as text.
    expect(rows[1]!.email).toBe(`'${formula}`);
    const active = rowsOf(await csvText(await exportOf(admin.cookie, `q=${prefix}&active=true`)));
    expect(active).toHaveLength(4);
    expect(rowsOf(await csvText(await exportOf(admin.cookie, `q=${prefix}&role=admin`)))).toEqual([]);
  });

  it('answers the header alone when nothing matches, and 400 naming a bad filter', async () => {
    const admin = await makeAdmin();
    const empty = await exportOf(admin.cookie, `q=nobody${uniq()}`);
    expect(await csvText(empty)).toBe(`${HEADER}\r\n`);
    const bad = await exportOf(admin.cookie, 'active=maybe');
    expect(bad.status).toBe(400);
    expect((await bad.json<{ errors: { path: string }[] }>()).errors[0]!.path).toBe('active');
  });

  it('reads page after page by id, one page per pull, and writes the header once', async () => {
    const prefix = `page${uniq()}`;
    const made = [];
    for (let i = 0; i < 5; i++) made.push((await makeSession({ prefix })).user.id);
    const reader = usersCsv(db(), { q: prefix }, Math.floor(Date.now() / 1000), 2).getReader();
    const chunks: string[] = [];
    const decoder = new TextDecoder();
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) chunks.push(decoder.decode(chunk.value));
    // Pages of 2, 2 and 1 rows: three reads, each its own chunk.
    expect(chunks).toHaveLength(3);
    const rows = rowsOf(chunks.join(''));
    expect(rows.map((r) => Number(r.id))).toEqual(made);
  });
});
